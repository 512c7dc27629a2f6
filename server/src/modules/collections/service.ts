import { desc, eq, inArray } from 'drizzle-orm';
import type { DemandSummary, Paged, PagingQuery } from '@b2b/shared/contract';
import { collections, demands } from '../../db/schema';
import { acrossCompanies, userScope } from '../../db/scoped';
import { AppError } from '../../lib/errors';
import { paginate } from '../../lib/paging';
import type { AppContext } from '../../plugins/app/context';
import { presentSummaries, SUMMARY_COLUMNS, type Viewer } from '../demands/present';
import { readableDemand } from '../demands/readable';

/** The caller's saved demands, newest first, each in its current state (cancelled ones stay). */
export async function listCollected(ctx: AppContext, viewer: Viewer, query: PagingQuery): Promise<Paged<DemandSummary>> {
  const rows = userScope(ctx.db, viewer.caller.user.id).select(collections).where();
  const orderBy = [desc(collections.createdAt), desc(collections.id)];
  const page = await paginate(ctx.db, rows.$dynamic(), { ...query, orderBy }, (row) => row.demandId);
  const saved = acrossCompanies(ctx.db, "the saved demands are other companies'; the caller could read each when saving it");
  const found = page.list.length ? await saved.select(SUMMARY_COLUMNS).from(demands).where(inArray(demands.id, page.list)) : [];
  const ordered = page.list.flatMap((id) => found.filter((d) => d.id === id));
  return { ...page, list: await presentSummaries(ctx.db, viewer, ordered) };
}

/** Saves a demand the caller may read; saving it again changes nothing. */
export async function collect(ctx: AppContext, viewer: Viewer, demandId: string): Promise<DemandSummary> {
  const demand = await readableDemand(ctx.db, viewer.caller, demandId);
  await userScope(ctx.db, viewer.caller.user.id)
    .insert(collections)
    .values({ demandId: demand.id, createdAt: ctx.clock.now() })
    .onConflictDoNothing({ target: [collections.userId, collections.demandId] });
  return (await presentSummaries(ctx.db, viewer, [demand]))[0];
}

/** Removes one of the caller's own saved demands (404 when it is not saved). */
export async function uncollect(ctx: AppContext, viewer: Viewer, demandId: string): Promise<null> {
  const removed = await userScope(ctx.db, viewer.caller.user.id)
    .delete(collections)
    .where(eq(collections.demandId, demandId))
    .returning({ id: collections.id });
  if (removed.length === 0) throw new AppError('NOT_FOUND');
  return null;
}
