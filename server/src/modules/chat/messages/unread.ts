import { and, count, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { participantScope } from '../../../db/participants';
import { chatMembers, chatMessages } from '../../../db/schema';
import { notDeletedBy } from './visible';

/**
 * Unread messages of `userId`: in each of its conversations, those after its read position, not its
 * own, not recalled and not deleted by it. Per conversation, for the given ones or all.
 */
export async function unreadByConversation(db: Tx, userId: string, conversationIds?: readonly string[]): Promise<Map<string, number>> {
  if (conversationIds?.length === 0) return new Map();
  const scope = participantScope(db, { userId });
  const readUpTo = scope
    .pick(chatMembers, { seq: chatMembers.lastReadSeq })
    .where(and(eq(chatMembers.conversationId, chatMessages.conversationId), eq(chatMembers.userId, userId)));
  const rows = await scope
    .pick(chatMessages, { conversationId: chatMessages.conversationId, unread: count() })
    .where(
      and(
        conversationIds ? inArray(chatMessages.conversationId, [...conversationIds]) : undefined,
        gt(chatMessages.seq, sql`(${readUpTo})`),
        ne(chatMessages.senderId, userId),
        isNull(chatMessages.recalledAt),
        notDeletedBy(db, userId),
      ),
    )
    .groupBy(chatMessages.conversationId);
  return new Map(rows.map((row) => [row.conversationId, Number(row.unread)]));
}

/** The sum over every conversation (`GET /api/imMessages/userUnreadCount`). */
export async function unreadTotal(db: Tx, userId: string): Promise<number> {
  let total = 0;
  for (const value of (await unreadByConversation(db, userId)).values()) total += value;
  return total;
}
