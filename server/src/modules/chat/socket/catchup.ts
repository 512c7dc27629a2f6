import { CHAT_LIMITS, type ServerFrame } from '@b2b/shared/contract';
import { AppError } from '../../../lib/errors';
import type { AppContext } from '../../../plugins/app/context';
import { replayPages, replayStart } from './replay-sql';

/** Pages read by one query: 10 frames of 200, so 10,000 messages take 5 round trips. */
export const REPLAY_PAGES_PER_QUERY = 10;

/**
 * Replays a conversation from the database after the client's last seq, oldest first, in `replay`
 * frames of `replayPageSize` (the last with `done`): one keyset query per ten pages, which answers each
 * page's messages as its frame's JSON (`replay-sql.ts`), the next query running while a batch goes out. Beyond the window — the first missed message
 * older than `catchUpMaxAgeMs`, more than `catchUpMaxMessages` missed, or a seq the server never
 * gave — it sends `reset` instead: the client refetches by REST, never a silent gap.
 */
export async function replayConversation(
  ctx: AppContext,
  userId: string,
  position: { conversationId: string; seq: number },
  /** A frame, or one already serialized (the `replay` frames, whose messages come as JSON from the database). */
  send: (frame: ServerFrame | string) => void,
): Promise<void> {
  const start = await replayStart(ctx.db, userId, position.conversationId, position.seq);
  if (!start) throw new AppError('NOT_FOUND');
  const { reader, from } = start;
  const conversation = { id: reader.conversationId, lastSeq: start.lastSeq };
  const reset = () => send({ type: 'reset', conversationId: conversation.id, reason: 'WINDOW', lastSeq: conversation.lastSeq });
  if (position.seq > conversation.lastSeq) return reset();
  if (conversation.lastSeq - from > CHAT_LIMITS.catchUpMaxMessages) return reset();
  if (start.firstAt && ctx.clock.now().getTime() - start.firstAt.getTime() > CHAT_LIMITS.catchUpMaxAgeMs) return reset();
  const frame = (messages: string, done: boolean) =>
    `{"type":"replay","conversationId":${JSON.stringify(conversation.id)},"messages":${messages},"done":${done}}`;
  const batch = CHAT_LIMITS.replayPageSize * REPLAY_PAGES_PER_QUERY;
  const read = (cursor: number) => replayPages(ctx.db, reader, cursor, CHAT_LIMITS.replayPageSize, REPLAY_PAGES_PER_QUERY);
  for (let next = read(from); ;) {
    const pages = await next;
    // Fewer than asked for: the conversation is exhausted, its last page is `done` (an empty one when none came).
    const exhausted = pages.reduce((sum, page) => sum + page.count, 0) < batch;
    if (!exhausted) next = read(pages[pages.length - 1].lastSeq);
    if (pages.length === 0) return send(frame('[]', true));
    pages.forEach((page, i) => send(frame(page.messages, exhausted && i === pages.length - 1)));
    if (exhausted) return;
  }
}
