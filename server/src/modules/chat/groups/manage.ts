import { and, eq } from 'drizzle-orm';
import { CHAT_LIMITS, type ChatGroup, type CreateGroupBody, type GroupMembersBody, type RenameGroupBody } from '@b2b/shared/contract';
import { participantScope } from '../../../db/participants';
import type { Caller } from '../../../db/rows';
import { chatConversations, chatMembers } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import type { AppContext } from '../../../plugins/app/context';
import { stripControl } from '../../demands/clean';
import { assertAllFriends, lockedGroup, presentGroups } from './load';

const cleanName = (name: string) => {
  const clean = stripControl(name).replace(/\s+/g, ' ').trim();
  if (!clean) throw new AppError('VALIDATION', { fields: ['/name'] });
  return clean;
};

/** A group owned by the caller with some of its friends. */
export async function createGroup(ctx: AppContext, caller: Caller, body: CreateGroupBody): Promise<ChatGroup> {
  const me = caller.user.id;
  const name = cleanName(body.name);
  const group = await ctx.db.transaction(async (tx) => {
    await assertAllFriends(tx, me, body.memberIds);
    const now = ctx.clock.now();
    const [created] = await tx.insert(chatConversations).values({ kind: 'GROUP', name, createdAt: now, updatedAt: now }).returning();
    const scope = participantScope(tx, { userId: me });
    await scope.insert(chatMembers).values({ conversationId: created.id, userId: me, role: 'OWNER', joinedAt: now });
    for (const userId of body.memberIds) {
      await scope.insert(chatMembers).values({ conversationId: created.id, userId, role: 'MEMBER', joinedAt: now });
    }
    return created;
  });
  return (await presentGroups(ctx.db, me, [group]))[0];
}

/** Any member renames the group. */
export async function renameGroup(ctx: AppContext, caller: Caller, body: RenameGroupBody): Promise<ChatGroup> {
  const me = caller.user.id;
  const name = cleanName(body.name);
  const group = await ctx.db.transaction(async (tx) => {
    const { group } = await lockedGroup(tx, me, body.groupId);
    const [renamed] = await participantScope(tx, { userId: me })
      .update(chatConversations)
      .set({ name, updatedAt: ctx.clock.now() })
      .where(eq(chatConversations.id, group.id))
      .returning();
    return renamed;
  });
  return (await presentGroups(ctx.db, me, [group]))[0];
}

/**
 * A member adds friends of theirs; they join at once and read the group from now on (their
 * `joinedSeq` is the group's last seq). At most `groupMembersMax` members (409 CHAT_GROUP_FULL).
 */
export async function addGroupMembers(ctx: AppContext, caller: Caller, body: GroupMembersBody): Promise<ChatGroup> {
  const me = caller.user.id;
  const group = await ctx.db.transaction(async (tx) => {
    const { group, members } = await lockedGroup(tx, me, body.groupId);
    const present = new Set(members.map((m) => m.userId));
    const added = body.userIds.filter((id) => !present.has(id));
    await assertAllFriends(tx, me, added);
    if (members.length + added.length > CHAT_LIMITS.groupMembersMax) throw new AppError('CHAT_GROUP_FULL');
    const now = ctx.clock.now();
    const scope = participantScope(tx, { userId: me });
    for (const userId of added) {
      const at = group.lastSeq;
      await scope
        .insert(chatMembers)
        .values({ conversationId: group.id, userId, role: 'MEMBER', joinedAt: now, joinedSeq: at, lastDeliveredSeq: at, lastReadSeq: at });
    }
    return group;
  });
  return (await presentGroups(ctx.db, me, [group]))[0];
}

/** Whether `userId` is in the group (for the callers that must name a member). */
export const memberOf = (members: { userId: string }[], userId: string) => members.some((m) => m.userId === userId);

export const groupMemberWhere = (groupId: string, userId: string) =>
  and(eq(chatMembers.conversationId, groupId), eq(chatMembers.userId, userId));
