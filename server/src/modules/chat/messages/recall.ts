import { eq } from 'drizzle-orm';
import type { ChatMessage } from '@b2b/shared/contract';
import { participantScope } from '../../../db/participants';
import { chatMessages } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import type { AppContext } from '../../../plugins/app/context';
import { membersOf, userIdsOf } from '../conversations';
import { fanOut } from '../fanout';
import { visibleMessage } from './one';
import { presentMessage } from './present';

/**
 * Recalls the caller's own message for everyone, within `config.chat.recallWindowMs` of sending
 * (409 CHAT_RECALL_EXPIRED after), and tells every member's sockets. Recalling twice answers the
 * recalled message.
 */
export async function recallMessage(ctx: AppContext, userId: string, messageId: string): Promise<ChatMessage> {
  const result = await ctx.db.transaction(async (tx) => {
    const { message } = await visibleMessage(tx, userId, messageId, { lock: true });
    if (message.senderId !== userId) throw new AppError('FORBIDDEN');
    if (message.recalledAt) return { row: message, changed: false };
    const now = ctx.clock.now();
    if (now.getTime() - message.createdAt.getTime() > ctx.config.chat.recallWindowMs) throw new AppError('CHAT_RECALL_EXPIRED');
    const [row] = await participantScope(tx, { userId })
      .update(chatMessages)
      .set({ recalledAt: now })
      .where(eq(chatMessages.id, message.id))
      .returning();
    return { row, changed: true };
  });
  const { row } = result;
  if (result.changed) {
    const members = userIdsOf(await membersOf(ctx.db, userId, row.conversationId));
    await fanOut(ctx, members, {
      type: 'recalled',
      conversationId: row.conversationId,
      messageId: row.id,
      seq: row.seq,
      recalledAt: row.recalledAt!.getTime(),
    });
  }
  return presentMessage(row);
}
