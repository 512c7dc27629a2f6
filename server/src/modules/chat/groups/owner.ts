import { eq } from 'drizzle-orm';
import type { ChatGroup, GroupMemberBody } from '@b2b/shared/contract';
import type { Tx } from '../../../db/client';
import { participantScope } from '../../../db/participants';
import type { Caller } from '../../../db/rows';
import { chatConversations, chatMembers } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import type { AppContext } from '../../../plugins/app/context';
import type { MemberRow } from '../conversations';
import { assertOwner, lockedGroup, presentGroups } from './load';
import { groupMemberWhere, memberOf } from './manage';

/** Hands the owner's role from `from` to `to` in one transaction: demoted first (one owner per group, a unique index). */
async function handOver(tx: Tx, me: string, groupId: string, from: string, to: string) {
  const scope = participantScope(tx, { userId: me });
  await scope.update(chatMembers).set({ role: 'MEMBER' }).where(groupMemberWhere(groupId, from));
  await scope.update(chatMembers).set({ role: 'OWNER' }).where(groupMemberWhere(groupId, to));
}

/** What the owner does to another member of the group, in one transaction with the group locked. */
async function ownerActsOn(
  ctx: AppContext,
  caller: Caller,
  body: GroupMemberBody,
  act: (tx: Tx, groupId: string) => Promise<void>,
): Promise<ChatGroup> {
  const me = caller.user.id;
  const group = await ctx.db.transaction(async (tx) => {
    const loaded = await lockedGroup(tx, me, body.groupId);
    assertOwner(loaded);
    if (body.userId === me) throw new AppError('CHAT_SELF');
    if (!memberOf(loaded.members, body.userId)) throw new AppError('NOT_FOUND');
    await act(tx, loaded.group.id);
    return loaded.group;
  });
  return (await presentGroups(ctx.db, me, [group]))[0];
}

/** The owner hands the group to another member, atomically. */
export const transferGroup = (ctx: AppContext, caller: Caller, body: GroupMemberBody) =>
  ownerActsOn(ctx, caller, body, (tx, groupId) => handOver(tx, caller.user.id, groupId, caller.user.id, body.userId));

/** The owner removes a member (not itself: it leaves instead). */
export const removeGroupMember = (ctx: AppContext, caller: Caller, body: GroupMemberBody) =>
  ownerActsOn(ctx, caller, body, async (tx, groupId) => {
    await participantScope(tx, { userId: caller.user.id }).delete(chatMembers).where(groupMemberWhere(groupId, body.userId));
  });

/** The owner deletes the group, with its messages. */
export async function deleteGroup(ctx: AppContext, caller: Caller, groupId: string): Promise<null> {
  await ctx.db.transaction(async (tx) => {
    const loaded = await lockedGroup(tx, caller.user.id, groupId);
    assertOwner(loaded);
    await participantScope(tx, { userId: caller.user.id }).delete(chatConversations).where(eq(chatConversations.id, groupId));
  });
  return null;
}

/**
 * The caller leaves. The last member leaving deletes the group; an owner leaving hands it to the
 * member who joined earliest, in the same transaction.
 */
export async function leaveGroup(ctx: AppContext, caller: Caller, groupId: string): Promise<null> {
  const me = caller.user.id;
  await ctx.db.transaction(async (tx) => {
    const loaded = await lockedGroup(tx, me, groupId);
    const scope = participantScope(tx, { userId: me });
    const others: MemberRow[] = loaded.members.filter((m) => m.userId !== me);
    if (others.length === 0) {
      await scope.delete(chatConversations).where(eq(chatConversations.id, groupId));
      return;
    }
    if (loaded.me.role === 'OWNER') {
      const next = [...others].sort((a, b) => a.joinedAt.getTime() - b.joinedAt.getTime() || a.userId.localeCompare(b.userId))[0];
      await handOver(tx, me, groupId, me, next.userId);
    }
    await scope.delete(chatMembers).where(groupMemberWhere(groupId, me));
  });
  return null;
}
