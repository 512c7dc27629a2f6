import { eq } from 'drizzle-orm';
import type { ChatGroup, GroupMember, Paged, PagingQuery } from '@b2b/shared/contract';
import type { Caller } from '../../../db/rows';
import { chatConversations as c } from '../../../db/schema';
import type { AppContext } from '../../../plugins/app/context';
import { pageConversations } from '../conversations';
import { chatUsers, unknownUser } from '../people';
import { lockedGroup, presentGroups } from './load';

/** The groups the caller is in, newest activity first. */
export async function listGroups(ctx: AppContext, caller: Caller, query: PagingQuery): Promise<Paged<ChatGroup>> {
  const me = caller.user.id;
  return pageConversations(ctx.db, me, query, eq(c.kind, 'GROUP'), (rows) => presentGroups(ctx.db, me, rows));
}

/** The members of a group the caller is in, owner first, then by joining (404 for any other id). */
export async function listGroupMembers(ctx: AppContext, caller: Caller, groupId: string): Promise<GroupMember[]> {
  const { members } = await ctx.db.transaction((tx) => lockedGroup(tx, caller.user.id, groupId));
  const people = await chatUsers(
    ctx.db,
    members.map((m) => m.userId),
  );
  return [...members]
    .sort((a, b) => (a.role === b.role ? a.joinedAt.getTime() - b.joinedAt.getTime() : a.role === 'OWNER' ? -1 : 1))
    .map((m) => ({
      user: people.get(m.userId) ?? unknownUser(m.userId),
      role: m.role,
      joinedAt: m.joinedAt.getTime(),
      lastDeliveredSeq: m.lastDeliveredSeq,
      lastReadSeq: m.lastReadSeq,
    }));
}
