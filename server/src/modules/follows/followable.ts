import { and, eq, inArray } from 'drizzle-orm';
import type { Caller } from '../../db/rows';
import type { Tx } from '../../db/client';
import { companies } from '../../db/schema';
import { acrossCompanies } from '../../db/scoped';
import { AppError } from '../../lib/errors';

/**
 * A company the caller's company may follow: an approved DEV or SUP company other than its own. Anything
 * else (unknown, under review, staff's) answers 404, telling nothing of whether it exists.
 */
export async function followableCompany(db: Tx, caller: Caller, companyId: string): Promise<string> {
  if (companyId === caller.company.id) throw new AppError('FOLLOW_SELF');
  const others = acrossCompanies(db, 'a follow names another company, looked up before the follow is stored');
  const [company] = await others
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), eq(companies.approvalStatus, 'APPROVED'), inArray(companies.role, ['DEV', 'SUP'])));
  if (!company) throw new AppError('NOT_FOUND');
  return company.id;
}
