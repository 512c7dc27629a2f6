import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { Paged, PagingQuery, ServiceSession } from '@b2b/shared/contract';
import type { Caller } from '../../../db/rows';
import { chatServiceSessions as s } from '../../../db/schema';
import { paginate } from '../../../lib/paging';
import type { AppContext } from '../../../plugins/app/context';
import { presentSessions } from './present';
import type { ServiceRow } from './queue';

async function pageOf(ctx: AppContext, query: PagingQuery, where: SQL | undefined, orderBy: SQL[]): Promise<Paged<ServiceSession>> {
  const rows = ctx.db.select().from(s).where(where);
  const found = await paginate(ctx.db, rows.$dynamic(), { ...query, orderBy }, (row: ServiceRow) => row);
  return { ...found, list: await presentSessions(ctx.db, found.list) };
}

/** Staff: the queue, first come first. */
export const serviceQueue = (ctx: AppContext, query: PagingQuery) =>
  pageOf(ctx, query, eq(s.status, 'WAITING'), [asc(s.queuedAt), asc(s.conversationId)]);

/** Staff: the caller's assigned conversations, newest assignment first. */
export const myServiceSessions = (ctx: AppContext, caller: Caller, query: PagingQuery) =>
  pageOf(ctx, query, and(eq(s.status, 'ASSIGNED'), eq(s.staffId, caller.user.id)), [desc(s.assignedAt), asc(s.conversationId)]);
