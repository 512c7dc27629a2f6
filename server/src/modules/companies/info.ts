import { eq } from 'drizzle-orm';
import type { ApprovalStatus, CompanyContact, CompanyInfo, ImproveInfoBody, ReviewField } from '@b2b/shared/contract';
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
import { changedParts, mergeParts, touchesReview } from './changes';
import { recordCompanyEvent } from './events';
import { companyNameTaken, lockCompany, presentCompany } from './service';

/** A further contact trimmed; it must give a phone or an email to be of use. */
function cleanContact(contact: CompanyContact, index: number, fields: string[]): CompanyContact {
  const at = `/contacts/${index}`;
  const position = contact.position?.trim();
  if (!contact.phone && !contact.email) fields.push(`${at}/phone`);
  return {
    name: cleanText(contact.name, `${at}/name`),
    ...(position ? { position } : {}),
    ...(contact.phone ? { phone: contact.phone } : {}),
    ...(contact.email ? { email: contact.email.toLowerCase() } : {}),
  };
}

/** An optional text trimmed, or left out when it is only blanks. */
const optionalText = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** Trims the texts and checks what a schema cannot: the company type and the divisions exist, the files are the company's. */
async function cleanInfo(tx: Tx, companyId: string, body: ImproveInfoBody, now: Date): Promise<ImproveInfoBody> {
  const fields: string[] = [];
  const { introductionEn, contacts, ...rest } = body;
  const info: ImproveInfoBody = {
    ...rest,
    companyName: cleanText(body.companyName, '/companyName', 2),
    address: cleanText(body.address, '/address', 2),
    contactName: cleanText(body.contactName, '/contactName'),
  };
  const english = optionalText(introductionEn);
  if (english) info.introductionEn = english;
  if (contacts?.length) info.contacts = contacts.map((contact, index) => cleanContact(contact, index, fields));
  if (body.foundingYear !== undefined && body.foundingYear > now.getUTCFullYear()) fields.push('/foundingYear');
  const [type] = await tx.select({ id: companyTypes.id }).from(companyTypes).where(eq(companyTypes.id, info.companyTypeId));
  if (!type) fields.push('/companyTypeId');
  if (!isProvince(info.provinceCode)) fields.push('/provinceCode');
  if (!cityBelongsTo(info.cityCode, info.provinceCode)) fields.push('/cityCode');
  if (fields.length) throw new AppError('VALIDATION', { fields });
  await attachableFiles(tx, companyId, info.logoFileId ? [info.logoFileId] : [], '/logoFileId', { kind: 'image', visibility: 'public' });
  await attachableFiles(tx, companyId, info.licenceFileIds ?? [], '/licenceFileIds', { visibility: 'company' });
  return info;
}

/**
 * The status after the company's info was submitted or changed (docs/product.md, Who uses it): a developer is
 * approved as it is; an approved supplier goes back to review when the change touches what the review checked
 * (REVIEWED_FIELDS); any other supplier's submission waits for review.
 */
function statusAfterEdit(company: CompanyRow, changed: readonly ReviewField[]): ApprovalStatus {
  if (company.role !== 'SUP') return 'APPROVED';
  if (company.approvalStatus !== 'APPROVED') return 'INFO_SUBMIT';
  return touchesReview(changed) ? 'INFO_SUBMIT' : 'APPROVED';
}

/**
 * The parts staff see marked in the review queue: what changed since the last review, gathered over every
 * change while the company waits; none for a first submission (everything is new) or once reviewed.
 */
function changedForReview(company: CompanyRow, status: ApprovalStatus, changed: ReviewField[], firstTime: boolean): ReviewField[] | null {
  if (firstTime || status !== 'INFO_SUBMIT') return null;
  const waiting = company.approvalStatus === 'INFO_SUBMIT' ? (company.changedFields ?? []) : [];
  return mergeParts(waiting, changed);
}

/** The caller's own company, and only when `authorize(caller, 'update', { company })` holds. */
async function saveInfo(ctx: AppContext, caller: Caller, body: ImproveInfoBody, firstTime: boolean): Promise<CompanyInfo> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const company = await lockCompany(tx, caller.company.id);
      authorize(caller, 'update', { company });
      const info = await cleanInfo(tx, company.id, body, ctx.clock.now());
      if (firstTime !== (company.info === null)) throw new AppError('STATE_CONFLICT');
      if (await companyNameTaken(tx, info.companyName, company.id)) throw new AppError('COMPANY_EXISTS');
      const changed = changedParts(company.info, info);
      const status = statusAfterEdit(company, changed);
      const changedFields = changedForReview(company, status, changed, firstTime);
      const [updated] = await companyScope(tx, company.id)
        .update(companies)
        .set({
          info,
          name: info.companyName,
          nameEn: info.companyName === company.name ? company.nameEn : null,
          approvalStatus: status,
          rejectReason: status === 'INFO_SUBMIT' ? null : company.rejectReason,
          rejectFields: status === 'INFO_SUBMIT' ? null : company.rejectFields,
          changedFields,
          approvedAt: status === 'APPROVED' && company.approvalStatus !== 'APPROVED' ? ctx.clock.now() : company.approvedAt,
          updatedAt: ctx.clock.now(),
        })
        .where()
        .returning();
      const action = firstTime ? 'SUBMITTED' : company.approvalStatus === 'INFO_REJECT' ? 'RESUBMITTED' : 'UPDATED';
      const change = {
        action,
        userId: caller.user.id,
        fromStatus: company.approvalStatus,
        toStatus: status,
        changedFields: firstTime ? null : changed,
      } as const;
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
