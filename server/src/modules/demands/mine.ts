import { and, desc, eq, gt, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { DemandStatus, DemandSummary, MyDemandsQuery, Paged } from '@b2b/shared/contract';
import { demands } from '../../db/schema';
import { companyScope } from '../../db/scoped';
import { paginate } from '../../lib/paging';
import type { AppContext } from '../../plugins/app/context';
import { allOf, filterConditions } from './filters';
import { presentSummaries, SUMMARY_COLUMNS, type Viewer } from './present';

/** The statuses asked for, as conditions on the stored row (CLOSED and PUBLISHED split on the deadline). */
function statusCondition(statuses: readonly DemandStatus[] | undefined, now: Date): SQL | undefined {
  if (!statuses?.length) return undefined;
  const stored = statuses.filter((s) => s !== 'PUBLISHED' && s !== 'CLOSED');
  return or(
    stored.length ? inArray(demands.status, stored as Exclude<DemandStatus, 'CLOSED'>[]) : undefined,
    statuses.includes('PUBLISHED') ? and(eq(demands.status, 'PUBLISHED'), gt(demands.deadline, now)) : undefined,
    statuses.includes('CLOSED') ? and(eq(demands.status, 'PUBLISHED'), lte(demands.deadline, now)) : undefined,
  );
}

/** The caller's company's demands, most recently changed first. */
export async function myDemands(ctx: AppContext, viewer: Viewer, query: MyDemandsQuery): Promise<Paged<DemandSummary>> {
  const { caller, now } = viewer;
  const statuses = typeof query.status === 'string' ? [query.status as DemandStatus] : query.status;
  const rows = companyScope(ctx.db, caller.company.id)
    .pick(demands, SUMMARY_COLUMNS)
    .where(allOf([statusCondition(statuses, now), ...filterConditions(query)]));
  const orderBy = [desc(demands.updatedAt), desc(demands.id)];
  const page = await paginate(ctx.db, rows.$dynamic(), { ...query, orderBy }, (row) => row);
  return { ...page, list: await presentSummaries(ctx.db, viewer, page.list) };
}
