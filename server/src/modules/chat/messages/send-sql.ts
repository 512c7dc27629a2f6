import { sql } from 'drizzle-orm';
import type { ConversationKind, MessageKind } from '@b2b/shared/contract';
import type { Tx } from '../../../db/client';
import { acrossCompanies } from '../../../db/scoped';
import { hasSqlState } from '../../../lib/errors';
import type { FriendshipRow } from '../friends/relation';
import type { MessageRow } from './present';

/**
 * The send's statements, written out: a send is the chat's hottest path, and each statement built
 * by the query builder through the participant scope cost more CPU than the database spent on it
 * (bench/README.md, chat). Both carry the participant scope's condition by hand: the caller is a
 * member of the conversation (`chat_members`), as `participantScope(tx, { userId })` would add.
 */

/** The conversation a send locked and numbered, and the stored message (none: its clientMsgId was stored before). */
export interface Claimed {
  id: string;
  kind: ConversationKind;
  message: MessageRow | null;
}

interface ClaimRow {
  id: string;
  kind: ConversationKind;
  message_id: string | null;
  seq: number;
  created_at: Date | string;
}

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));
/** The rows of a written-out statement (node-postgres and PGlite both answer `{ rows }`). */
const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as { rows: T[] }).rows;

/**
 * Locks the conversation by raising its `last_seq` (404 as `undefined` when the caller is not in it) and
 * inserts the message with that seq, or nothing when (conversation, sender, clientMsgId) is taken: the
 * insert's conflict check sees rows committed while this statement waited for the lock. The caller rolls
 * back when no message came (the seq is not spent).
 */
export async function claimSeq(
  tx: Tx,
  senderId: string,
  body: { conversationId: string; clientMsgId: string; kind: MessageKind; body: string; fileId: string | null },
  now: Date,
): Promise<Claimed | undefined> {
  const [row] = await rowsOf<ClaimRow>(
    acrossCompanies(tx, 'written out: the statement itself requires the sender to be a member').execute(sql`
    with c as (
      update chat_conversations set last_seq = last_seq + 1, updated_at = ${now}
      where id = ${body.conversationId}
        and id in (select conversation_id from chat_members where user_id = ${senderId})
      returning id, kind, last_seq
    ), m as (
      insert into chat_messages (conversation_id, seq, sender_id, client_msg_id, kind, body, file_id, created_at)
      select c.id, c.last_seq, ${senderId}, ${body.clientMsgId}, ${body.kind}, ${body.body}, ${body.fileId}, ${now} from c
      on conflict (conversation_id, sender_id, client_msg_id) do nothing
      returning id, seq, created_at
    )
    select c.id, c.kind, m.id as message_id, m.seq, m.created_at from c left join m on true`),
  );
  if (!row) return undefined;
  const message: MessageRow | null = row.message_id
    ? {
        id: row.message_id,
        conversationId: row.id,
        seq: row.seq,
        senderId,
        clientMsgId: body.clientMsgId,
        kind: body.kind,
        body: body.body,
        fileId: body.fileId,
        createdAt: asDate(row.created_at),
        recalledAt: null,
      }
    : null;
  return { id: row.id, kind: row.kind, message };
}

/** A member of the conversation a send goes to, with the sender's friendship with it (none for the sender). */
export interface SendMember {
  userId: string;
  hidden: boolean;
  friendship: Pick<FriendshipRow, 'status' | 'blockedByUser' | 'blockedByPeer'> | undefined;
}

interface MemberRow {
  user_id: string;
  hidden: boolean;
  status: FriendshipRow['status'] | null;
  blocked_by_user: boolean | null;
  blocked_by_peer: boolean | null;
}

/** The members of a conversation the sender is in, read after its lock, with the sender's friendship with each. */
export async function sendMembers(tx: Tx, senderId: string, conversationId: string): Promise<SendMember[]> {
  const rows = await rowsOf<MemberRow>(
    acrossCompanies(tx, 'written out: only a conversation the sender is a member of').execute(sql`
    select m.user_id, m.hidden, f.status, f.blocked_by_user, f.blocked_by_peer
    from chat_members m
    left join chat_friendships f
      on m.user_id <> ${senderId}::uuid
      and f.user_id = least(m.user_id, ${senderId}::uuid) and f.peer_id = greatest(m.user_id, ${senderId}::uuid)
    where m.conversation_id = ${conversationId}
      and m.conversation_id in (select conversation_id from chat_members where user_id = ${senderId})`),
  );
  return rows.map((row) => ({
    userId: row.user_id,
    hidden: row.hidden,
    friendship:
      row.status === null ? undefined : { status: row.status, blockedByUser: !!row.blocked_by_user, blockedByPeer: !!row.blocked_by_peer },
  }));
}

interface OneStatementRow {
  message_id: string;
  seq: number;
  created_at: Date | string;
  member_ids: string[];
}

/** The SQLSTATE `chat_send` raises for a send it does not decide. */
const NOT_DECIDED = 'B2BFB';

/**
 * A text message in one round trip, without an explicit transaction: the database function `chat_send`
 * (migration 0025) locks and numbers the conversation, checks membership and, in a direct chat, an accepted
 * friendship nobody blocked, inserts the message and shows a hidden conversation again, all in its statement.
 * `undefined` when it does not decide the send (not a member, a service chat, another link than a friendship, a
 * block, a reader who wants translations while `translating`, a duplicate client id): its statement rolled back,
 * the caller takes the transaction's path, which decides every case.
 */
export async function sendInOneStatement(
  db: Tx,
  senderId: string,
  body: { conversationId: string; clientMsgId: string; body: string },
  now: Date,
  translating: boolean,
): Promise<{ message: MessageRow; memberIds: string[] } | undefined> {
  let row: OneStatementRow | undefined;
  try {
    [row] = await rowsOf<OneStatementRow>(
      acrossCompanies(db, 'written out: the function itself requires the sender to be a member').execute(
        sql`select * from chat_send(${senderId}::uuid, ${body.conversationId}::uuid, ${body.clientMsgId}, ${body.body}, ${now}, ${translating})`,
      ),
    );
  } catch (error) {
    if (hasSqlState(error, NOT_DECIDED)) return undefined;
    throw error;
  }
  if (!row) return undefined;
  const message: MessageRow = {
    id: row.message_id,
    conversationId: body.conversationId,
    seq: row.seq,
    senderId,
    clientMsgId: body.clientMsgId,
    kind: 'TEXT',
    body: body.body,
    fileId: null,
    createdAt: asDate(row.created_at),
    recalledAt: null,
  };
  return { message, memberIds: row.member_ids };
}
