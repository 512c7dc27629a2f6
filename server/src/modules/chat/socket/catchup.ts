import { and, eq } from 'drizzle-orm';
import { CHAT_LIMITS, type ServerFrame } from '@b2b/shared/contract';
import { participantScope } from '../../../db/participants';
import { chatMessages, chatSettings } from '../../../db/schema';
import { userScope } from '../../../db/scoped';
import type { AppContext } from '../../../plugins/app/context';
import { conversationOf, membershipOf } from '../conversations';
import { replayPage } from './replay-sql';

/**
 * Replays a conversation from the database after the client's last seq, oldest first, in `replay`
 * frames of `replayPageSize` (the last with `done`): one keyset query a page, which answers the page's
 * messages as the frame's JSON (`replay-sql.ts`). Beyond the window — the first missed message
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
  for (let cursor = from; ;) {
    const page = await replayPage(ctx.db, reader, cursor, CHAT_LIMITS.replayPageSize);
    const done = page.count < CHAT_LIMITS.replayPageSize;
    send(`{"type":"replay","conversationId":${JSON.stringify(conversation.id)},"messages":${page.messages},"done":${done}}`);
    if (done) return;
    cursor = page.lastSeq;
  }
}
