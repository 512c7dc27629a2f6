import { sql } from 'drizzle-orm';
import type { ChatLanguage } from '@b2b/shared/contract';
import type { Tx } from '../../../db/client';
import { acrossCompanies } from '../../../db/scoped';

/** One `replay` frame's messages (a JSON array), how many, and the last one's seq. */
export interface ReplayPage {
  messages: string;
  count: number;
  lastSeq: number;
}

/** What a catch-up starts from: the reader's membership, the conversation's last seq, the first missed message's time. */
export interface ReplayStart {
  reader: ReplayReader;
  lastSeq: number;
  /** When the first message after `from` was sent (none: nothing after it, or a seq never given). */
  firstAt: Date | null;
  from: number;
}

/**
 * The start of `userId`'s catch-up of a conversation after `seq`, in one statement (undefined: it is
 * not a member, 404): its membership and conversation, its translation setting, and the time of the
 * first message it missed (from its `joinedSeq` at the earliest).
 */
export async function replayStart(db: Tx, userId: string, conversationId: string, seq: number): Promise<ReplayStart | undefined> {
  const result = (await acrossCompanies(db, "written out: the reader's own membership row").execute(sql`
    select mb.joined_seq, c.last_seq, s.language, coalesce(s.translate, false) as translate,
      (select m.created_at from chat_messages m
        where m.conversation_id = c.id and m.seq = greatest(${seq}::int, mb.joined_seq) + 1) as first_at
    from chat_members mb
    join chat_conversations c on c.id = mb.conversation_id
    left join chat_settings s on s.user_id = mb.user_id
    where mb.conversation_id = ${conversationId} and mb.user_id = ${userId}`)) as {
    rows: { joined_seq: number; last_seq: number; language: ChatLanguage | null; translate: boolean; first_at: Date | string | null }[];
  };
  const [row] = result.rows;
  if (!row) return undefined;
  return {
    reader: { userId, conversationId, joinedSeq: row.joined_seq, language: row.translate ? row.language : null },
    lastSeq: row.last_seq,
    firstAt: row.first_at === null ? null : new Date(row.first_at),
    from: Math.max(seq, row.joined_seq),
  };
}

/** Who reads a replay: a member of the conversation, from `joinedSeq` on, with its translation language when its flag is on. */
export interface ReplayReader {
  userId: string;
  conversationId: string;
  joinedSeq: number;
  language: ChatLanguage | null;
}

/**
 * Up to `pages` pages of `pageSize` messages `reader` missed after `cursor`, oldest first, each as the
 * JSON array of one `replay` frame, built by the database: the same `ChatMessage` objects as
 * `presentMessages` and `withTranslations` (a recalled message without body or file, a file only while
 * ready, the reader's stored translation of others' messages), without those it deleted. Catch-up sends up
 * to 10,000 messages in a row: building each row in JavaScript cost more than the query, and a round trip
 * per frame waited on a busy machine's scheduler. The participant scope's condition is written out: the
 * reader is a member of the conversation.
 */
export async function replayPages(db: Tx, reader: ReplayReader, cursor: number, pageSize: number, pages: number): Promise<ReplayPage[]> {
  const { userId, conversationId, joinedSeq, language } = reader;
  const result = (await acrossCompanies(db, 'written out: the reader is a member, from its joined seq').execute(sql`
    select coalesce(json_agg(x.message order by x.seq), '[]')::text as messages, count(*)::int as count, max(x.seq)::int as last_seq
    from (
      select p.seq, (p.n - 1) / ${pageSize} as page,
        jsonb_build_object(
          'id', p.id, 'conversationId', p.conversation_id, 'seq', p.seq, 'senderId', p.sender_id,
          'clientMsgId', p.client_msg_id, 'kind', p.kind,
          'body', case when p.recalled_at is null then p.body else '' end,
          'file', case when f.id is null then null
            else jsonb_build_object('id', f.id, 'name', f.name, 'size', f.size, 'contentType', f.content_type) end,
          'createdAt', round(extract(epoch from p.created_at) * 1000)::bigint,
          'recalledAt', round(extract(epoch from p.recalled_at) * 1000)::bigint
        ) || case when t.text is null then '{}'::jsonb
          else jsonb_build_object('translation', jsonb_build_object('language', t.language, 'text', t.text)) end as message
      from (
        select m.*, row_number() over (order by m.seq) as n from chat_messages m
        where m.conversation_id = ${conversationId} and m.seq > ${cursor} and m.seq > ${joinedSeq}
          and m.conversation_id in (select conversation_id from chat_members where user_id = ${userId})
          and not exists (select 1 from chat_message_deletions d where d.message_id = m.id and d.user_id = ${userId})
        order by m.seq
        limit ${pageSize * pages}
      ) p
      left join files f on f.id = p.file_id and p.recalled_at is null and f.status = 'ready'
      left join chat_translations t
        on t.message_id = p.id and t.language = ${language} and p.sender_id <> ${userId} and p.recalled_at is null
    ) x
    group by x.page
    order by x.page`)) as { rows: { messages: string; count: number; last_seq: number }[] };
  return result.rows.map((row) => ({ messages: row.messages, count: row.count, lastSeq: row.last_seq }));
}
