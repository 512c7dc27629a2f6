import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { ServiceSession } from '@b2b/shared/contract';
import type { Tx } from '../../../db/client';
import { participantScope } from '../../../db/participants';
import type { Caller } from '../../../db/rows';
import { chatConversations, chatMembers, chatServiceSessions as s } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import type { AppContext } from '../../../plugins/app/context';
import { announce, ServiceNews } from './announce';
import { presentSessions } from './present';
import { assign, assignWaiting, isStaff, lockQueue, requeue, staffLoads, type ServiceRow } from './queue';

/** A service conversation by id, locked, with the queue locked first. */
async function lockedSession(tx: Tx, conversationId: string): Promise<ServiceRow> {
  await lockQueue(tx);
  const [row] = await tx.select().from(s).where(eq(s.conversationId, conversationId)).for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

const presentOne = async (ctx: AppContext, conversationId: string, viewerId: string) => {
  const [row] = await ctx.db.select().from(s).where(eq(s.conversationId, conversationId));
  return (await presentSessions(ctx.db, [row], viewerId))[0];
};

/** Runs a change of the queue in one transaction, then tells of it (`announce`) and answers the session as the caller sees it. */
async function change(ctx: AppContext, caller: Caller, work: (tx: Tx, news: ServiceNews) => Promise<string>): Promise<ServiceSession> {
  const news = new ServiceNews();
  const conversationId = await ctx.db.transaction((tx) => work(tx, news));
  await announce(ctx, news);
  return presentOne(ctx, conversationId, caller.user.id);
}

/**
 * A pay member asks for customer service: its open conversation if it has one, else a new one, put
 * at the end of the queue and handed to a staff member at once when one has room.
 */
export function startService(ctx: AppContext, caller: Caller): Promise<ServiceSession> {
  const me = caller.user.id;
  return change(ctx, caller, async (tx, news) => {
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
    news.add(conversation.id, 'WAITING');
    await assignWaiting(ctx, tx, news);
    return conversation.id;
  });
}

/** The caller's newest customer-service conversation (open or ended), or null when it never asked. */
export async function currentService(ctx: AppContext, caller: Caller): Promise<ServiceSession | null> {
  const [row] = await ctx.db
    .select()
    .from(s)
    .where(eq(s.customerId, caller.user.id))
    .orderBy(desc(s.createdAt), desc(s.conversationId))
    .limit(1);
  return row ? (await presentSessions(ctx.db, [row], caller.user.id))[0] : null;
}

/** A staff member takes a waiting conversation, within its capacity (409 CHAT_SERVICE_FULL). */
export function pickService(ctx: AppContext, caller: Caller, conversationId: string): Promise<ServiceSession> {
  return change(ctx, caller, async (tx, news) => {
    const session = await lockedSession(tx, conversationId);
    if (session.status !== 'WAITING') throw new AppError('STATE_CONFLICT');
    const mine = (await staffLoads(tx)).find((member) => member.id === caller.user.id);
    if (!mine) throw new AppError('FORBIDDEN');
    if (mine.load >= ctx.config.chat.serviceCapacity) throw new AppError('CHAT_SERVICE_FULL');
    await assign(ctx, tx, news, session, caller.user.id);
    return conversationId;
  });
}

/** The assigned staff member hands the conversation to a colleague with room; the colleague reads the whole history. */
export function transferService(ctx: AppContext, caller: Caller, conversationId: string, staffId: string): Promise<ServiceSession> {
  return change(ctx, caller, async (tx, news) => {
    const session = await lockedSession(tx, conversationId);
    if (session.status !== 'ASSIGNED' || session.staffId !== caller.user.id) throw new AppError('STATE_CONFLICT');
    if (staffId === caller.user.id) throw new AppError('CHAT_SELF');
    const target = (await staffLoads(tx)).find((member) => member.id === staffId);
    if (!target) throw new AppError('NOT_FOUND');
    if (target.load >= ctx.config.chat.serviceCapacity) throw new AppError('CHAT_SERVICE_FULL');
    await requeue(ctx, tx, news, session);
    await assign(ctx, tx, news, session, staffId);
    news.add(conversationId, 'TRANSFERRED');
    return conversationId;
  });
}

/** The customer or the assigned staff member ends the conversation; the freed seat goes to the queue's first. */
export function endService(ctx: AppContext, caller: Caller, conversationId: string): Promise<ServiceSession> {
  return change(ctx, caller, async (tx, news) => {
    const session = await lockedSession(tx, conversationId);
    const party = session.customerId === caller.user.id || (session.staffId === caller.user.id && (await isStaff(tx, caller.user.id)));
    if (!party) throw new AppError('NOT_FOUND');
    if (session.status === 'ENDED') return conversationId;
    await tx.update(s).set({ status: 'ENDED', endedAt: ctx.clock.now() }).where(eq(s.conversationId, conversationId));
    news.add(conversationId, 'ENDED');
    await assignWaiting(ctx, tx, news);
    return conversationId;
  });
}

/**
 * Only the customer and the staff member it is assigned to write in a service conversation, and only
 * while it is open (409 CHAT_SERVICE_ENDED once ended): a staff member who passed it on or ended it
 * keeps the history, not the pen.
 */
export async function assertServiceWriter(tx: Tx, userId: string, conversationId: string): Promise<void> {
  const [session] = await tx.select().from(s).where(eq(s.conversationId, conversationId));
  if (!session) throw new AppError('NOT_FOUND');
  if (session.status === 'ENDED') throw new AppError('CHAT_SERVICE_ENDED');
  if (session.customerId !== userId && session.staffId !== userId) throw new AppError('NOT_FOUND');
}

/** The assigned staff member's first message in a service conversation stops its no-reply clock. */
export async function noteServiceReply(tx: Tx, userId: string, conversationId: string, now: Date): Promise<void> {
  await tx
    .update(s)
    .set({ firstReplyAt: now })
    .where(and(eq(s.conversationId, conversationId), eq(s.staffId, userId), eq(s.status, 'ASSIGNED'), isNull(s.firstReplyAt)));
}
