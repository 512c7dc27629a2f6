import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Paged, PagingQuery } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import { participantScope } from '../../db/participants';
import { chatConversations, chatMembers } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { paginate } from '../../lib/paging';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MemberRow = typeof chatMembers.$inferSelect;

/** The caller's membership of a conversation; 404 when the caller is not in it (existence is private). */
export async function membershipOf(db: Tx, userId: string, conversationId: string): Promise<MemberRow> {
  const [row] = await participantScope(db, { userId })
    .select(chatMembers)
    .where(and(eq(chatMembers.conversationId, conversationId), eq(chatMembers.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** A conversation the caller is in (404 otherwise), locked for the transaction when `lock`. */
export async function conversationOf(db: Tx, userId: string, id: string, { lock = false } = {}): Promise<ConversationRow> {
  const query = participantScope(db, { userId }).select(chatConversations).where(eq(chatConversations.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Every member of a conversation the caller is in (none when the caller is not). */
export async function membersOf(db: Tx, userId: string, conversationId: string): Promise<MemberRow[]> {
  return participantScope(db, { userId }).select(chatMembers).where(eq(chatMembers.conversationId, conversationId));
}

export const userIdsOf = (members: readonly MemberRow[]) => members.map((member) => member.userId);

/**
 * A page of the conversations `userId` is in (`shownOnly`: not hidden by it) that also meet `where`,
 * newest activity first, presented by `present`.
 */
export async function pageConversations<T>(
  db: Tx,
  userId: string,
  query: PagingQuery,
  where: SQL | undefined,
  present: (rows: ConversationRow[]) => Promise<T[]>,
  { shownOnly = false } = {},
): Promise<Paged<T>> {
  const scope = participantScope(db, { userId });
  const mine = scope
    .pick(chatMembers, { id: chatMembers.conversationId })
    .where(and(eq(chatMembers.userId, userId), shownOnly ? eq(chatMembers.hidden, false) : undefined));
  const rows = scope.select(chatConversations).where(and(inArray(chatConversations.id, mine), where));
  const orderBy = [desc(chatConversations.updatedAt), desc(chatConversations.id)];
  const page = await paginate(db, rows.$dynamic(), { ...query, orderBy }, (row: ConversationRow) => row);
  return { ...page, list: await present(page.list) };
}
