-- A text message to a direct or group conversation in one round trip (server/src/modules/chat/messages/send-sql.ts).
-- It decides only the common case: the sender is a member, a direct peer is an accepted friend and nobody blocked,
-- no reader has translation on while a translator is configured, and the client id is new. Anything else raises
-- B2BFB, which rolls the statement back (its seq unspent) and sends the caller down the transaction's path.
CREATE OR REPLACE FUNCTION chat_send(
  p_sender uuid,
  p_conversation uuid,
  p_client_msg_id text,
  p_body text,
  p_now timestamptz,
  p_translating boolean
) RETURNS TABLE (message_id uuid, seq integer, created_at timestamptz, member_ids json)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_kind text;
  v_seq integer;
  v_members uuid[];
  v_id uuid;
  v_created timestamptz;
BEGIN
  UPDATE chat_conversations c SET last_seq = c.last_seq + 1, updated_at = p_now
  WHERE c.id = p_conversation
    AND EXISTS (SELECT 1 FROM chat_members m WHERE m.conversation_id = p_conversation AND m.user_id = p_sender)
  RETURNING c.kind, c.last_seq INTO v_kind, v_seq;
  IF NOT FOUND OR v_kind NOT IN ('DIRECT', 'GROUP') THEN
    RAISE EXCEPTION 'chat_send: not a common case' USING ERRCODE = 'B2BFB';
  END IF;
  SELECT array_agg(m.user_id) INTO v_members FROM chat_members m WHERE m.conversation_id = p_conversation;
  IF v_kind = 'DIRECT' AND NOT EXISTS (
    SELECT 1 FROM chat_members m
    JOIN chat_friendships f ON f.user_id = least(m.user_id, p_sender) AND f.peer_id = greatest(m.user_id, p_sender)
    WHERE m.conversation_id = p_conversation AND m.user_id <> p_sender
      AND f.status = 'ACCEPTED' AND NOT f.blocked_by_user AND NOT f.blocked_by_peer
  ) THEN
    RAISE EXCEPTION 'chat_send: not a common case' USING ERRCODE = 'B2BFB';
  END IF;
  IF p_translating AND EXISTS (
    SELECT 1 FROM chat_settings s WHERE s.user_id = ANY (v_members) AND s.user_id <> p_sender AND s.translate
  ) THEN
    RAISE EXCEPTION 'chat_send: not a common case' USING ERRCODE = 'B2BFB';
  END IF;
  INSERT INTO chat_messages (conversation_id, seq, sender_id, client_msg_id, kind, body, file_id, created_at)
  VALUES (p_conversation, v_seq, p_sender, p_client_msg_id, 'TEXT', p_body, NULL, p_now)
  ON CONFLICT (conversation_id, sender_id, client_msg_id) DO NOTHING
  RETURNING chat_messages.id, chat_messages.created_at INTO v_id, v_created;
  IF v_id IS NULL THEN
    RAISE EXCEPTION 'chat_send: a duplicate' USING ERRCODE = 'B2BFB';
  END IF;
  UPDATE chat_members m SET hidden = false WHERE m.conversation_id = p_conversation AND m.hidden;
  RETURN QUERY SELECT v_id, v_seq, v_created, array_to_json(v_members);
END
$$;
