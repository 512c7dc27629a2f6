import { eq } from 'drizzle-orm';
import type { ApprovalStatus, CompanyInfo, ImproveInfoBody } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import type { Caller, CompanyRow } from '../../db/rows';
import { companies, companyTypes } from '../../db/schema';
import { companyScope } from '../../db/scoped';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { cleanText } from '../../lib/text';
import type { AppContext } from '../../plugins/app/context';
import { authorize } from '../../policies';
import { cityBelongsTo, isProvince } from '../common/divisions';
import { attachableFiles } from '../files/attach';
import { IMPROVE_INFO_TOPIC } from '../notices/messages';
import { settleTopic } from '../notices/service';
import { recordCompanyEvent } from './events';
import { companyNameTaken, lockCompany, presentCompany } from './service';

/** Trims the texts and checks what a schema cannot: the company type and the divisions exist, the files are the company's. */
async function cleanInfo(tx: Tx, companyId: string, body: ImproveInfoBody): Promise<ImproveInfoBody> {
  const info: ImproveInfoBody = {
    ...body,
    companyName: cleanText(body.companyName, '/companyName', 2),
    address: cleanText(body.address, '/address', 2),
    contactName: cleanText(body.contactName, '/contactName'),
  };
  const fields: string[] = [];
  const [type] = await tx.select({ id: companyTypes.id }).from(companyTypes).where(eq(companyTypes.id, info.companyTypeId));
  if (!type) fields.push('/companyTypeId');
  if (!isProvince(info.provinceCode)) fields.push('/provinceCode');
  if (!cityBelongsTo(info.cityCode, info.provinceCode)) fields.push('/cityCode');
  if (fields.length) throw new AppError('VALIDATION', { fields });
  await attachableFiles(tx, companyId, info.logoFileId ? [info.logoFileId] : [], '/logoFileId', { kind: 'image', visibility: 'public' });
  await attachableFiles(tx, companyId, info.licenceFileIds ?? [], '/licenceFileIds', { visibility: 'company' });
  return info;
}

/** The status after the company's info was submitted or changed (docs/product.md, Who uses it). */
function statusAfterEdit(company: CompanyRow, info: ImproveInfoBody): ApprovalStatus {
  if (company.role !== 'SUP') return 'APPROVED';
  if (company.approvalStatus !== 'APPROVED') return 'INFO_SUBMIT';
  const licences = (files?: string[]) => (files ?? []).join();
  const legalChange =
    company.info?.companyName !== info.companyName ||
    company.info?.creditCode !== info.creditCode ||
    licences(company.info?.licenceFileIds) !== licences(info.licenceFileIds);
  return legalChange ? 'INFO_SUBMIT' : 'APPROVED';
}

/** The caller's own company, and only when `authorize(caller, 'update', { company })` holds. */
async function saveInfo(ctx: AppContext, caller: Caller, body: ImproveInfoBody, firstTime: boolean): Promise<CompanyInfo> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const company = await lockCompany(tx, caller.company.id);
      authorize(caller, 'update', { company });
      const info = await cleanInfo(tx, company.id, body);
      if (firstTime !== (company.info === null)) throw new AppError('STATE_CONFLICT');
      if (await companyNameTaken(tx, info.companyName, company.id)) throw new AppError('COMPANY_EXISTS');
      const status = statusAfterEdit(company, info);
      const [updated] = await companyScope(tx, company.id)
        .update(companies)
        .set({
          info,
          name: info.companyName,
          nameEn: info.companyName === company.name ? company.nameEn : null,
          approvalStatus: status,
          rejectReason: status === 'INFO_SUBMIT' ? null : company.rejectReason,
          rejectFields: status === 'INFO_SUBMIT' ? null : company.rejectFields,
          updatedAt: ctx.clock.now(),
        })
        .where()
        .returning();
      const action = firstTime ? 'SUBMITTED' : company.approvalStatus === 'INFO_REJECT' ? 'RESUBMITTED' : 'UPDATED';
      const change = { action, userId: caller.user.id, fromStatus: company.approvalStatus, toStatus: status } as const;
      await recordCompanyEvent(tx, company.id, change, updated.updatedAt);
      if (firstTime) await settleTopic(tx, company.id, IMPROVE_INFO_TOPIC);
      return presentCompany(tx, updated);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'companies_name_key')) throw new AppError('COMPANY_EXISTS');
    throw error;
  }
}

/** register-improve-info: the first submission. */
export const submitInfo = (ctx: AppContext, caller: Caller, body: ImproveInfoBody) => saveInfo(ctx, caller, body, true);

/** update-improve-info: a change, or the resubmission after a rejection. */
export const updateInfo = (ctx: AppContext, caller: Caller, body: ImproveInfoBody) => saveInfo(ctx, caller, body, false);
