import { and, eq, sql } from 'drizzle-orm';
import type { ReadResult } from '@b2b/shared/contract';
import { participantScope } from '../../../db/participants';
import { chatMembers } from '../../../db/schema';
import type { AppContext } from '../../../plugins/app/context';
import { conversationOf, membershipOf, membersOf, userIdsOf } from '../conversations';
import { fanOut } from '../fanout';
import { unreadByConversation } from './unread';

/**
 * Moves a member's delivered and read positions forward (never back, never past the conversation's
 * last seq; read implies delivered), and tells every member's sockets when one moved.
 */
export async function moveReceipt(
  ctx: AppContext,
  userId: string,
  conversationId: string,
  to: { delivered?: number; read?: number },
): Promise<{ deliveredSeq: number; readSeq: number }> {
  const moved = await ctx.db.transaction(async (tx) => {
    const member = await membershipOf(tx, userId, conversationId);
    const { lastSeq } = await conversationOf(tx, userId, conversationId);
    const read = Math.min(to.read ?? 0, lastSeq);
    const delivered = Math.max(read, Math.min(to.delivered ?? 0, lastSeq));
    if (read <= member.lastReadSeq && delivered <= member.lastDeliveredSeq) {
      return { deliveredSeq: member.lastDeliveredSeq, readSeq: member.lastReadSeq, changed: false };
    }
    // GREATEST: two receipts racing never move a position back.
    const [row] = await participantScope(tx, { userId })
      .update(chatMembers)
      .set({
        lastReadSeq: sql`greatest(${chatMembers.lastReadSeq}, ${read})`,
        lastDeliveredSeq: sql`greatest(${chatMembers.lastDeliveredSeq}, ${delivered})`,
      })
      .where(and(eq(chatMembers.conversationId, conversationId), eq(chatMembers.userId, userId)))
      .returning({ deliveredSeq: chatMembers.lastDeliveredSeq, readSeq: chatMembers.lastReadSeq });
    return { ...row, changed: true };
  });
  if (moved.changed) {
    const members = userIdsOf(await membersOf(ctx.db, userId, conversationId));
    await fanOut(ctx, members, { type: 'receipt', conversationId, userId, deliveredSeq: moved.deliveredSeq, readSeq: moved.readSeq });
  }
  return { deliveredSeq: moved.deliveredSeq, readSeq: moved.readSeq };
}

/** `POST /api/imMessages/read/:id`: read up to `seq`, by default everything. */
export async function markRead(ctx: AppContext, userId: string, conversationId: string, seq?: number): Promise<ReadResult> {
  const target = seq ?? (await conversationOf(ctx.db, userId, conversationId)).lastSeq;
  const { readSeq } = await moveReceipt(ctx, userId, conversationId, { read: target });
  const unread = (await unreadByConversation(ctx.db, userId, [conversationId])).get(conversationId) ?? 0;
  return { conversationId, lastReadSeq: readSeq, unread };
}
