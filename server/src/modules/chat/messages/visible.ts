import { and, eq, gt, notExists, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { chatMessageDeletions, chatMessages } from '../../../db/schema';
import { userScope } from '../../../db/scoped';
import type { MemberRow } from '../conversations';

/** Not deleted by `userId` for itself. */
export const notDeletedBy = (db: Tx, userId: string): SQL =>
  notExists(
    userScope(db, userId)
      .pick(chatMessageDeletions, { one: sql`1` })
      .where(eq(chatMessageDeletions.messageId, chatMessages.id)),
  );

/** The messages of a conversation its member reads: from when they joined, without those they deleted. */
export const visibleTo = (db: Tx, member: MemberRow, where?: SQL): SQL =>
  and(
    eq(chatMessages.conversationId, member.conversationId),
    gt(chatMessages.seq, member.joinedSeq),
    notDeletedBy(db, member.userId),
    where,
  )!;
