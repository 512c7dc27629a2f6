import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { participantScope } from '../../../db/participants';
import { chatMembers, chatServiceSessions as s, companies, users } from '../../../db/schema';
import { acrossCompanies } from '../../../db/scoped';
import type { AppContext } from '../../../plugins/app/context';
import type { ServiceNews } from './announce';

export type ServiceRow = typeof s.$inferSelect;

export const REPLY_TIMEOUT_JOB = 'chat.service-reply-timeout';

export interface ReplyTimeoutPayload {
  conversationId: string;
  staffId: string;
  /** The assignment the job watches (epoch ms): a later one of the same conversation has its own job. */
  assignedAt: number;
}

/** Every change of the queue runs under this lock, so two instances never hand out one staff seat twice. */
export async function lockQueue(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('chat.service.queue'))`);
}

const across = (tx: Tx) => acrossCompanies(tx, 'the customer-service queue spans every customer and every staff member');

/** The platform's staff (accounts of the CUSTOMER company) with their number of assigned conversations. */
export async function staffLoads(tx: Tx): Promise<{ id: string; load: number }[]> {
  const staff = await across(tx)
    .select({ id: users.id })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(companies.role, 'CUSTOMER'))
    .orderBy(asc(users.id));
  const loads = await tx.select({ staffId: s.staffId, n: count() }).from(s).where(eq(s.status, 'ASSIGNED')).groupBy(s.staffId);
  const loadOf = new Map(loads.map((row) => [row.staffId, Number(row.n)]));
  return staff.map((member) => ({ id: member.id, load: loadOf.get(member.id) ?? 0 }));
}

export async function isStaff(tx: Tx, userId: string): Promise<boolean> {
  return (await staffLoads(tx)).some((member) => member.id === userId);
}

/** Gives `session` to `staffId`: a member of the conversation (the whole history), watched for a first reply. */
export async function assign(ctx: AppContext, tx: Tx, news: ServiceNews, session: ServiceRow, staffId: string): Promise<void> {
  const now = ctx.clock.now();
  await tx
    .update(s)
    .set({ status: 'ASSIGNED', staffId, assignedAt: now, firstReplyAt: null })
    .where(eq(s.conversationId, session.conversationId));
  await participantScope(tx, { userId: staffId })
    .insert(chatMembers)
    .values({ conversationId: session.conversationId, userId: staffId, role: 'MEMBER', joinedAt: now })
    .onConflictDoNothing();
  const payload: ReplyTimeoutPayload = { conversationId: session.conversationId, staffId, assignedAt: now.getTime() };
  await ctx.jobs.schedule(tx, REPLY_TIMEOUT_JOB, payload, {
    runAt: new Date(now.getTime() + ctx.config.chat.serviceReplyMs),
    dedupeKey: `${REPLY_TIMEOUT_JOB}:${session.conversationId}:${now.getTime()}`,
  });
  news.add(session.conversationId, 'ASSIGNED');
}

/** Takes `session` from its staff member (who leaves the conversation) and puts it at the end of the queue. */
export async function requeue(ctx: AppContext, tx: Tx, news: ServiceNews, session: ServiceRow): Promise<void> {
  if (session.staffId) {
    await participantScope(tx, { userId: session.staffId })
      .delete(chatMembers)
      .where(and(eq(chatMembers.conversationId, session.conversationId), eq(chatMembers.userId, session.staffId)));
  }
  await tx
    .update(s)
    .set({ status: 'WAITING', staffId: null, assignedAt: null, firstReplyAt: null, queuedAt: ctx.clock.now() })
    .where(eq(s.conversationId, session.conversationId));
  news.add(session.conversationId, 'REQUEUED');
}

/**
 * Hands waiting conversations, oldest in the queue first, to the staff member with the lowest load
 * below `serviceCapacity` (ties: the lowest id), until nobody has room or nobody waits. Call with the
 * queue locked.
 */
export async function assignWaiting(ctx: AppContext, tx: Tx, news: ServiceNews): Promise<void> {
  const staff = await staffLoads(tx);
  const waiting = await tx.select().from(s).where(eq(s.status, 'WAITING')).orderBy(asc(s.queuedAt), asc(s.conversationId));
  for (const session of waiting) {
    const free = staff.filter((member) => member.load < ctx.config.chat.serviceCapacity);
    if (free.length === 0) return;
    const next = free.reduce((best, member) => (member.load < best.load ? member : best));
    await assign(ctx, tx, news, session, next.id);
    next.load += 1;
  }
}
