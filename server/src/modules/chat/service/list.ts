import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { Paged, PagingQuery, ServiceSession, ServiceStaff } from '@b2b/shared/contract';
import type { Caller } from '../../../db/rows';
import { chatServiceSessions as s } from '../../../db/schema';
import { paginate } from '../../../lib/paging';
import type { AppContext } from '../../../plugins/app/context';
import { chatUsers, unknownUser } from '../people';
import { presentSessions } from './present';
import { staffLoads, type ServiceRow } from './queue';

async function pageOf(
  ctx: AppContext,
  caller: Caller,
  query: PagingQuery,
  where: SQL | undefined,
  orderBy: SQL[],
): Promise<Paged<ServiceSession>> {
  const rows = ctx.db.select().from(s).where(where);
  const found = await paginate(ctx.db, rows.$dynamic(), { ...query, orderBy }, (row: ServiceRow) => row);
  return { ...found, list: await presentSessions(ctx.db, found.list, caller.user.id) };
}

/** Staff: the queue, first come first. */
export const serviceQueue = (ctx: AppContext, caller: Caller, query: PagingQuery) =>
  pageOf(ctx, caller, query, eq(s.status, 'WAITING'), [asc(s.queuedAt), asc(s.conversationId)]);

/** Staff: the caller's assigned conversations, newest assignment first, with the caller's unread count. */
export const myServiceSessions = (ctx: AppContext, caller: Caller, query: PagingQuery) =>
  pageOf(ctx, caller, query, and(eq(s.status, 'ASSIGNED'), eq(s.staffId, caller.user.id)), [desc(s.assignedAt), asc(s.conversationId)]);

/** Staff: every staff member with their load, for the caller's own room and for choosing whom to hand a conversation to. */
export async function serviceStaff(ctx: AppContext): Promise<ServiceStaff[]> {
  const loads = await staffLoads(ctx.db);
  const people = await chatUsers(
    ctx.db,
    loads.map((member) => member.id),
  );
  const capacity = ctx.config.chat.serviceCapacity;
  return loads.map((member) => ({ user: people.get(member.id) ?? unknownUser(member.id), load: member.load, capacity }));
}
