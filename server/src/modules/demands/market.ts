import { asc, count, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { PAGE_SIZE_DEFAULT, type DemandSummary, type MarketQuery, type Paged } from '@b2b/shared/contract';
import { demands } from '../../db/schema';
import { acrossCompanies } from '../../db/scoped';
import type { AppContext } from '../../plugins/app/context';
import { allOf, filterConditions } from './filters';
import { marketCache } from './market-cache';
import { presentSummaries, SUMMARY_COLUMNS, type SummaryRow, type Viewer } from './present';

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
  const page = await marketCache(ctx).read(query, async () => {
    const now = ctx.clock.now();
    const status = query.status ?? 'OPEN';
    const window = status === 'OPEN' ? gt(demands.deadline, now) : status === 'CLOSED' ? lte(demands.deadline, now) : undefined;
    const zone = acrossCompanies(ctx.db, "the demand zone lists every company's published demands");
    const where = allOf([eq(demands.status, 'PUBLISHED'), window, ...conditions]);
    const pageSize = query.pageSize ?? PAGE_SIZE_DEFAULT;
    const page = query.page ?? 1;
    // The page and the total over every page in one statement (the count an uncorrelated subquery: run once), with
    // the list's columns only. Not prepared: a keyword's plan depends on the keyword (a generic plan reads the whole
    // trigram index).
    const counted = zone.select({ n: count() }).from(demands).where(where);
    const found = await zone
      .select({ ...SUMMARY_COLUMNS, total: sql<number>`(${counted})`.mapWith(Number) })
      .from(demands)
      .where(where)
      .orderBy(...ORDER[query.sort ?? 'newest'])
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    // Past the last page no row carries the total: counted apart (a reader paging beyond the end).
    const total = found[0]?.total ?? (page > 1 ? (await counted)[0].n : 0);
    const list: SummaryRow[] = found.map(({ total: _total, ...row }) => row);
    return { list, total, page, pageSize };
  });
  return { ...page, list: await presentSummaries(ctx.db, viewer, page.list) };
}
