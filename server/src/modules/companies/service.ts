import { asc, count, eq, sql } from 'drizzle-orm';
import type { ApprovalStatus, CompanyInfo, ImproveInfoBody, Paged, ReviewCompanyBody } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import { companies, companyTypes } from '../../db/schema';
import { AppError, isUniqueViolation } from '../../lib/errors';
import type { AppContext } from '../../plugins/app/context';
import { cleanText } from '../../lib/text';
import type { CompanyRow } from '../auth/sessions';
import { cityBelongsTo, isProvince } from '../common/divisions';
import { companyApproved, companyRejected, IMPROVE_INFO_TOPIC } from '../notices/messages';
import { notifyCompany, settleTopic } from '../notices/service';

/** Company names are unique regardless of case. */
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

/** Trims the texts and checks what a schema cannot: the company type and the divisions exist. */
async function cleanInfo(ctx: AppContext, body: ImproveInfoBody): Promise<ImproveInfoBody> {
  const info: ImproveInfoBody = {
    ...body,
    companyName: cleanText(body.companyName, '/companyName', 2),
    address: cleanText(body.address, '/address', 2),
    contactName: cleanText(body.contactName, '/contactName'),
  };
  const fields: string[] = [];
  const [type] = await ctx.db.select({ id: companyTypes.id }).from(companyTypes).where(eq(companyTypes.id, info.companyTypeId));
  if (!type) fields.push('/companyTypeId');
  if (!isProvince(info.provinceCode)) fields.push('/provinceCode');
  if (!cityBelongsTo(info.cityCode, info.provinceCode)) fields.push('/cityCode');
  if (fields.length) throw new AppError('VALIDATION', { fields });
  return info;
}

async function lockCompany(tx: Tx, companyId: string): Promise<CompanyRow> {
  const [company] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('update');
  if (!company) throw new AppError('NOT_FOUND');
  return company;
}

/** The status after the company's info was submitted or changed (SPEC section 4). */
function statusAfterEdit(company: CompanyRow, info: ImproveInfoBody): ApprovalStatus {
  if (company.role !== 'SUP') return 'APPROVED';
  if (company.approvalStatus !== 'APPROVED') return 'INFO_SUBMIT';
  const legalChange = company.info?.companyName !== info.companyName || company.info?.creditCode !== info.creditCode;
  return legalChange ? 'INFO_SUBMIT' : 'APPROVED';
}

async function saveInfo(ctx: AppContext, companyId: string, info: ImproveInfoBody, firstTime: boolean): Promise<CompanyInfo> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const company = await lockCompany(tx, companyId);
      if (firstTime !== (company.info === null)) throw new AppError('STATE_CONFLICT');
      if (await companyNameTaken(tx, info.companyName, company.id)) throw new AppError('COMPANY_EXISTS');
      const status = statusAfterEdit(company, info);
      const [updated] = await tx
        .update(companies)
        .set({
          info,
          name: info.companyName,
          nameEn: info.companyName === company.name ? company.nameEn : null,
          approvalStatus: status,
          rejectReason: status === 'INFO_SUBMIT' ? null : company.rejectReason,
          updatedAt: ctx.clock.now(),
        })
        .where(eq(companies.id, company.id))
        .returning();
      if (firstTime) await settleTopic(tx, company.id, IMPROVE_INFO_TOPIC);
      return presentCompany(updated);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'companies_name_key')) throw new AppError('COMPANY_EXISTS');
    throw error;
  }
}

export async function getCompany(ctx: AppContext, companyId: string): Promise<CompanyInfo> {
  const [company] = await ctx.db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw new AppError('NOT_FOUND');
  return presentCompany(company);
}

/** register-improve-info: the first submission. */
export async function submitInfo(ctx: AppContext, companyId: string, body: ImproveInfoBody) {
  return saveInfo(ctx, companyId, await cleanInfo(ctx, body), true);
}

/** update-improve-info: a change, or the resubmission after a rejection. */
export async function updateInfo(ctx: AppContext, companyId: string, body: ImproveInfoBody) {
  return saveInfo(ctx, companyId, await cleanInfo(ctx, body), false);
}

/** Companies waiting for review, oldest first. */
export async function pendingCompanies(ctx: AppContext, page: number, pageSize: number): Promise<Paged<CompanyInfo>> {
  const where = eq(companies.approvalStatus, 'INFO_SUBMIT');
  const [{ total }] = await ctx.db.select({ total: count() }).from(companies).where(where);
  const rows = await ctx.db
    .select()
    .from(companies)
    .where(where)
    .orderBy(asc(companies.updatedAt), asc(companies.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { list: rows.map(presentCompany), total, page, pageSize };
}

/** Customer service approves or rejects a submitted company; its accounts get a SYSTEM notice. */
export async function reviewCompany(ctx: AppContext, companyId: string, body: ReviewCompanyBody): Promise<CompanyInfo> {
  return ctx.db.transaction(async (tx) => {
    const company = await lockCompany(tx, companyId);
    if (company.approvalStatus !== 'INFO_SUBMIT') throw new AppError('STATE_CONFLICT');
    const reason = body.decision === 'REJECT' ? cleanText(body.reason, '/reason', 2) : null;
    const [updated] = await tx
      .update(companies)
      .set({ approvalStatus: reason ? 'INFO_REJECT' : 'APPROVED', rejectReason: reason, updatedAt: ctx.clock.now() })
      .where(eq(companies.id, company.id))
      .returning();
    const name = { 'zh-CN': company.name, 'en-US': company.nameEn ?? company.name };
    const values = { name, reason: reason ?? '' };
    await notifyCompany(ctx, tx, company.id, 'SYSTEM', reason ? companyRejected : companyApproved, values);
    return presentCompany(updated);
  });
}
