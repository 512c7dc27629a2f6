import { and, asc, eq, gt } from 'drizzle-orm';
import { CHAT_LIMITS, type ServerFrame } from '@b2b/shared/contract';
import { participantScope } from '../../../db/participants';
import { chatMessages } from '../../../db/schema';
import type { AppContext } from '../../../plugins/app/context';
import { conversationOf, membershipOf } from '../conversations';
import { presentMessages } from '../messages/present';
import { visibleTo } from '../messages/visible';
import { withTranslations } from '../translate/translate';

/**
 * Replays a conversation from the database after the client's last seq, oldest first, in `replay`
 * frames of `replayPageSize` (the last with `done`). Beyond the window — the first missed message
 * older than `catchUpMaxAgeMs`, more than `catchUpMaxMessages` missed, or a seq the server never
 * gave — it sends `reset` instead: the client refetches by REST, never a silent gap.
 */
export async function replayConversation(
  ctx: AppContext,
  userId: string,
  position: { conversationId: string; seq: number },
  send: (frame: ServerFrame) => void,
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
  let cursor = from;
  for (;;) {
    const rows = await scope
      .select(chatMessages)
      .where(visibleTo(ctx.db, member, and(gt(chatMessages.seq, cursor), eq(chatMessages.conversationId, conversation.id))))
      .orderBy(asc(chatMessages.seq))
      .limit(CHAT_LIMITS.replayPageSize);
    const done = rows.length < CHAT_LIMITS.replayPageSize;
    const messages = await withTranslations(ctx, userId, await presentMessages(ctx.db, rows));
    send({ type: 'replay', conversationId: conversation.id, messages, done });
    if (done) return;
    cursor = rows[rows.length - 1].seq;
  }
}
