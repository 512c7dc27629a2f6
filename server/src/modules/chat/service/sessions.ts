import { and, eq, isNull, ne } from 'drizzle-orm';
import type { ServiceSession } from '@b2b/shared/contract';
import type { Tx } from '../../../db/client';
import { participantScope } from '../../../db/participants';
import type { Caller } from '../../../db/rows';
import { chatConversations, chatMembers, chatServiceSessions as s } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import type { AppContext } from '../../../plugins/app/context';
import { presentSessions } from './present';
import { assign, assignWaiting, isStaff, lockQueue, requeue, staffLoads, type ServiceRow } from './queue';

/** A service conversation by id, locked, with the queue locked first. */
async function lockedSession(tx: Tx, conversationId: string): Promise<ServiceRow> {
  await lockQueue(tx);
  const [row] = await tx.select().from(s).where(eq(s.conversationId, conversationId)).for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

const presentOne = async (ctx: AppContext, conversationId: string) => {
  const [row] = await ctx.db.select().from(s).where(eq(s.conversationId, conversationId));
  return (await presentSessions(ctx.db, [row]))[0];
};

/**
 * A pay member asks for customer service: its open conversation if it has one, else a new one, put
 * at the end of the queue and handed to a staff member at once when one has room.
 */
export async function startService(ctx: AppContext, caller: Caller): Promise<ServiceSession> {
  const me = caller.user.id;
  const conversationId = await ctx.db.transaction(async (tx) => {
    await lockQueue(tx);
    const [open] = await tx
      .select()
      .from(s)
      .where(and(eq(s.customerId, me), ne(s.status, 'ENDED')));
    if (open) return open.conversationId;
    const now = ctx.clock.now();
    const [conversation] = await tx.insert(chatConversations).values({ kind: 'SERVICE', createdAt: now, updatedAt: now }).returning();
    await participantScope(tx, { userId: me })
      .insert(chatMembers)
      .values({ conversationId: conversation.id, userId: me, role: 'MEMBER', joinedAt: now });
    await tx.insert(s).values({ conversationId: conversation.id, customerId: me, status: 'WAITING', queuedAt: now, createdAt: now });
    await assignWaiting(ctx, tx);
    return conversation.id;
  });
  return presentOne(ctx, conversationId);
}

/** A staff member takes a waiting conversation, within its capacity (409 CHAT_SERVICE_FULL). */
export async function pickService(ctx: AppContext, caller: Caller, conversationId: string): Promise<ServiceSession> {
  await ctx.db.transaction(async (tx) => {
    const session = await lockedSession(tx, conversationId);
    if (session.status !== 'WAITING') throw new AppError('STATE_CONFLICT');
    const mine = (await staffLoads(tx)).find((member) => member.id === caller.user.id);
    if (!mine) throw new AppError('FORBIDDEN');
    if (mine.load >= ctx.config.chat.serviceCapacity) throw new AppError('CHAT_SERVICE_FULL');
    await assign(ctx, tx, session, caller.user.id);
  });
  return presentOne(ctx, conversationId);
}

/** The assigned staff member hands the conversation to a colleague with room; the colleague reads the whole history. */
export async function transferService(ctx: AppContext, caller: Caller, conversationId: string, staffId: string): Promise<ServiceSession> {
  await ctx.db.transaction(async (tx) => {
    const session = await lockedSession(tx, conversationId);
    if (session.status !== 'ASSIGNED' || session.staffId !== caller.user.id) throw new AppError('STATE_CONFLICT');
    if (staffId === caller.user.id) throw new AppError('CHAT_SELF');
    const target = (await staffLoads(tx)).find((member) => member.id === staffId);
    if (!target) throw new AppError('NOT_FOUND');
    if (target.load >= ctx.config.chat.serviceCapacity) throw new AppError('CHAT_SERVICE_FULL');
    await requeue(ctx, tx, session);
    await assign(ctx, tx, session, staffId);
  });
  return presentOne(ctx, conversationId);
}

/** The customer or the assigned staff member ends the conversation; the freed seat goes to the queue's first. */
export async function endService(ctx: AppContext, caller: Caller, conversationId: string): Promise<ServiceSession> {
  await ctx.db.transaction(async (tx) => {
    const session = await lockedSession(tx, conversationId);
    const party = session.customerId === caller.user.id || (session.staffId === caller.user.id && (await isStaff(tx, caller.user.id)));
    if (!party) throw new AppError('NOT_FOUND');
    if (session.status === 'ENDED') return;
    await tx.update(s).set({ status: 'ENDED', endedAt: ctx.clock.now() }).where(eq(s.conversationId, conversationId));
    await assignWaiting(ctx, tx);
  });
  return presentOne(ctx, conversationId);
}

/** The assigned staff member's first message in a service conversation stops its no-reply clock. */
export async function noteServiceReply(tx: Tx, userId: string, conversationId: string, now: Date): Promise<void> {
  await tx
    .update(s)
    .set({ firstReplyAt: now })
    .where(and(eq(s.conversationId, conversationId), eq(s.staffId, userId), eq(s.status, 'ASSIGNED'), isNull(s.firstReplyAt)));
}
