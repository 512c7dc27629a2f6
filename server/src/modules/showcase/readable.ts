import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { EXPOSURE_ROLE, type ExposureType } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import type { Caller } from '../../db/rows';
import { companies, showcaseWindows } from '../../db/schema';
import { acrossCompanies } from '../../db/scoped';

/** The side whose windows a caller is shown: the other one (the route access lets only DEV and SUP through). */
export const otherSideOf = (caller: Caller): ExposureType => (caller.company.role === 'DEV' ? 'partyB' : 'partyA');

/**
 * What the other side may read of `side`'s windows: PUBLISHED windows of approved companies of that role
 * (a supplier whose review is pending or rejected shows none).
 */
export function readableWindows(db: Tx, side: ExposureType, more?: SQL): SQL {
  const zone = acrossCompanies(db, "the showcase shows the other side's companies that published a window");
  const shown = zone
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.role, EXPOSURE_ROLE[side]), eq(companies.approvalStatus, 'APPROVED')));
  return and(eq(showcaseWindows.state, 'PUBLISHED'), inArray(showcaseWindows.companyId, shown), more)!;
}
