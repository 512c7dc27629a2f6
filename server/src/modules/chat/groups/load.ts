import { and, count, eq, inArray } from 'drizzle-orm';
import type { ChatGroup } from '@b2b/shared/contract';
import type { Tx } from '../../../db/client';
import { participantScope } from '../../../db/participants';
import { chatMembers } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import { conversationOf, membersOf, type ConversationRow, type MemberRow } from '../conversations';
import { assertFriends } from '../friends/relation';

export interface LoadedGroup {
  group: ConversationRow;
  members: MemberRow[];
  me: MemberRow;
}

/** A group the caller is in, locked for the transaction, with its members; 404 for any other id. */
export async function lockedGroup(tx: Tx, userId: string, groupId: string): Promise<LoadedGroup> {
  const group = await conversationOf(tx, userId, groupId, { lock: true });
  if (group.kind !== 'GROUP') throw new AppError('NOT_FOUND');
  const members = await membersOf(tx, userId, groupId);
  return { group, members, me: members.find((m) => m.userId === userId)! };
}

export function assertOwner(loaded: LoadedGroup): void {
  if (loaded.me.role !== 'OWNER') throw new AppError('CHAT_OWNER_ONLY');
}

/** Everyone the caller adds to a group must be its friend, and nobody blocked. */
export async function assertAllFriends(tx: Tx, userId: string, others: readonly string[]): Promise<void> {
  for (const other of others) {
    if (other === userId) throw new AppError('CHAT_SELF');
    await assertFriends(tx, userId, other);
  }
}

export async function presentGroups(db: Tx, userId: string, groups: readonly ConversationRow[]): Promise<ChatGroup[]> {
  if (groups.length === 0) return [];
  const ids = groups.map((g) => g.id);
  const scope = participantScope(db, { userId });
  const counts = await scope
    .pick(chatMembers, { conversationId: chatMembers.conversationId, n: count() })
    .where(inArray(chatMembers.conversationId, ids))
    .groupBy(chatMembers.conversationId);
  const roles = await scope.select(chatMembers).where(and(inArray(chatMembers.conversationId, ids), inArray(chatMembers.role, ['OWNER'])));
  const mine = await scope.select(chatMembers).where(and(inArray(chatMembers.conversationId, ids), eq(chatMembers.userId, userId)));
  return groups.map((group) => ({
    conversationId: group.id,
    name: group.name ?? '',
    ownerId: roles.find((m) => m.conversationId === group.id)?.userId ?? '',
    memberCount: Number(counts.find((row) => row.conversationId === group.id)?.n ?? 0),
    myRole: mine.find((m) => m.conversationId === group.id)?.role ?? 'MEMBER',
    createdAt: group.createdAt.getTime(),
  }));
}
