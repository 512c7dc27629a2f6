import { asc, desc, eq, gt, lte } from 'drizzle-orm';
import type { DemandSummary, MarketQuery, Paged } from '@b2b/shared/contract';
import { demands } from '../../db/schema';
import { acrossCompanies } from '../../db/scoped';
import { paginate } from '../../lib/paging';
import type { AppContext } from '../../plugins/app/context';
import { allOf, filterConditions } from './filters';
import { marketCache } from './market-cache';
import { presentSummaries, sharedLookups, type Viewer } from './present';

const ORDER = {
  newest: [desc(demands.publishedAt), desc(demands.id)],
  deadline: [asc(demands.deadline), asc(demands.id)],
  budget: [desc(demands.budgetMax), desc(demands.id)],
};

/**
 * The demand zone: published demands of every company (OPEN by default: still taking responses;
 * CLOSED: past the deadline; ALL: both), filtered and sorted, a page at a time. The page itself is
 * the same for every reader and comes through the market cache; the reader's own flags do not.
 */
export async function marketDemands(ctx: AppContext, viewer: Viewer, query: MarketQuery): Promise<Paged<DemandSummary>> {
  const conditions = filterConditions(query);
  const { page, shared } = await marketCache(ctx).read(query, async () => {
    const now = ctx.clock.now();
    const status = query.status ?? 'OPEN';
    const window = status === 'OPEN' ? gt(demands.deadline, now) : status === 'CLOSED' ? lte(demands.deadline, now) : undefined;
    const rows = acrossCompanies(ctx.db, "the demand zone lists every company's published demands")
      .select()
      .from(demands)
      .where(allOf([eq(demands.status, 'PUBLISHED'), window, ...conditions]));
    const page = await paginate(ctx.db, rows.$dynamic(), { ...query, orderBy: ORDER[query.sort ?? 'newest'] }, (row) => row);
    return { page, shared: await sharedLookups(ctx.db, page.list) };
  });
  return { ...page, list: await presentSummaries(ctx.db, viewer, page.list, shared) };
}
