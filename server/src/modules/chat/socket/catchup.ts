import { and, eq } from 'drizzle-orm';
import { CHAT_LIMITS, type ServerFrame } from '@b2b/shared/contract';
import { participantScope } from '../../../db/participants';
import { chatMessages, chatSettings } from '../../../db/schema';
import { userScope } from '../../../db/scoped';
import type { AppContext } from '../../../plugins/app/context';
import { conversationOf, membershipOf } from '../conversations';
import { replayPages } from './replay-sql';

/** Pages read by one query: 5 frames of 200, so 10,000 messages take 10 round trips. */
const REPLAY_PAGES_PER_QUERY = 5;

/**
 * Replays a conversation from the database after the client's last seq, oldest first, in `replay`
 * frames of `replayPageSize` (the last with `done`): one keyset query per five pages, which answers each
 * page's messages as its frame's JSON (`replay-sql.ts`). Beyond the window — the first missed message
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
  const member = await membershipOf(ctx.db, userId, position.conversationId);
  const conversation = await conversationOf(ctx.db, userId, position.conversationId);
  const from = Math.max(position.seq, member.joinedSeq);
  const reset = () => send({ type: 'reset', conversationId: conversation.id, reason: 'WINDOW', lastSeq: conversation.lastSeq });
  if (position.seq > conversation.lastSeq) return reset();
  if (conversation.lastSeq - from > CHAT_LIMITS.catchUpMaxMessages) return reset();
  const scope = participantScope(ctx.db, { userId });
  const [first] = await scope
    .pick(chatMessages, { createdAt: chatMessages.createdAt })
    .where(and(eq(chatMessages.conversationId, conversation.id), eq(chatMessages.seq, from + 1)));
  if (first && ctx.clock.now().getTime() - first.createdAt.getTime() > CHAT_LIMITS.catchUpMaxAgeMs) return reset();
  const [settings] = await userScope(ctx.db, userId).select(chatSettings).where();
  const reader = {
    userId,
    conversationId: conversation.id,
    joinedSeq: member.joinedSeq,
    language: settings?.translate ? settings.language : null,
  };
  const frame = (messages: string, done: boolean) =>
    `{"type":"replay","conversationId":${JSON.stringify(conversation.id)},"messages":${messages},"done":${done}}`;
  for (let cursor = from; ;) {
    const pages = await replayPages(ctx.db, reader, cursor, CHAT_LIMITS.replayPageSize, REPLAY_PAGES_PER_QUERY);
    const read = pages.reduce((sum, page) => sum + page.count, 0);
    // Fewer than asked for: the conversation is exhausted, its last page is `done` (an empty one when none came).
    const exhausted = read < CHAT_LIMITS.replayPageSize * REPLAY_PAGES_PER_QUERY;
    if (pages.length === 0) return send(frame('[]', true));
    pages.forEach((page, i) => send(frame(page.messages, exhausted && i === pages.length - 1)));
    if (exhausted) return;
    cursor = pages[pages.length - 1].lastSeq;
  }
}
