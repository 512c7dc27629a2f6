import { sql } from 'drizzle-orm';
import type { CompanyInfo } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import type { Caller, CompanyRow } from '../../db/rows';
import { companies } from '../../db/schema';
import { companyScope } from '../../db/scoped';
import { AppError } from '../../lib/errors';
import type { AppContext } from '../../plugins/app/context';
import { authorize } from '../../policies';

/** Company names are unique regardless of case, across every company. */
export async function companyNameTaken(tx: Tx, name: string, exceptCompanyId?: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(sql`lower(${companies.name}) = lower(${name})`)
    .limit(1);
  return !!row && row.id !== exceptCompanyId;
}

export function presentCompany(company: CompanyRow): CompanyInfo {
  return {
    companyId: company.id,
    role: company.role,
    approvalStatus: company.approvalStatus,
    rejectReason: company.rejectReason,
    info: company.info,
    updatedAt: company.updatedAt.getTime(),
  };
}

/** The company's row, locked until the transaction ends. */
export async function lockCompany(tx: Tx, companyId: string): Promise<CompanyRow> {
  const [company] = await companyScope(tx, companyId).select(companies).where().for('update');
  if (!company) throw new AppError('NOT_FOUND');
  return company;
}

/** The caller's own company. */
export async function getCompany(ctx: AppContext, caller: Caller): Promise<CompanyInfo> {
  const [company] = await companyScope(ctx.db, caller.company.id).select(companies).where();
  if (!company) throw new AppError('NOT_FOUND');
  authorize(caller, 'read', { company });
  return presentCompany(company);
}
