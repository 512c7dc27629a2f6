import { sql } from 'drizzle-orm';
import type { CompanyInfo } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import type { Caller, CompanyRow } from '../../db/rows';
import { companies } from '../../db/schema';
import { acrossCompanies, companyScope } from '../../db/scoped';
import { AppError } from '../../lib/errors';
import type { AppContext } from '../../plugins/app/context';
import { authorize } from '../../policies';
import { filesById } from '../files/attach';
import { present } from '../files/service';

/** Company names are unique regardless of case, across every company. */
export async function companyNameTaken(tx: Tx, name: string, exceptCompanyId?: string): Promise<boolean> {
  const [row] = await acrossCompanies(tx, 'company names are unique across every company')
    .select({ id: companies.id })
    .from(companies)
    .where(sql`lower(${companies.name}) = lower(${name})`)
    .limit(1);
  return !!row && row.id !== exceptCompanyId;
}

const fileIdsOf = (company: CompanyRow) => [
  ...(company.info?.logoFileId ? [company.info.logoFileId] : []),
  ...(company.info?.licenceFileIds ?? []),
];

/** Companies as the API answers them, with the files their info names (one query for all of them). */
export async function presentCompanies(db: Tx, rows: CompanyRow[]): Promise<CompanyInfo[]> {
  const found = await filesById(db, rows.flatMap(fileIdsOf));
  return rows.map((company) => {
    const own = (id: string | undefined) => {
      const file = id ? found.get(id) : undefined;
      return file?.companyId === company.id ? present(file) : null;
    };
    return {
      companyId: company.id,
      role: company.role,
      approvalStatus: company.approvalStatus,
      rejectReason: company.rejectReason,
      ...(company.rejectFields ? { rejectFields: company.rejectFields } : {}),
      ...(company.changedFields?.length ? { changedFields: company.changedFields } : {}),
      info: company.info,
      logo: own(company.info?.logoFileId),
      licences: (company.info?.licenceFileIds ?? []).map(own).filter((file) => file !== null),
      updatedAt: company.updatedAt.getTime(),
    };
  });
}

export const presentCompany = async (db: Tx, company: CompanyRow): Promise<CompanyInfo> => (await presentCompanies(db, [company]))[0];

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
  return presentCompany(ctx.db, company);
}
