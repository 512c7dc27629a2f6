import { asc, eq } from 'drizzle-orm';
import type { CompanyInfo, FieldReasons, Paged, PagingQuery, ReviewCompanyBody, ReviewField } from '@b2b/shared/contract';
import type { Caller } from '../../db/rows';
import { companies } from '../../db/schema';
import { acrossCompanies, companyScope } from '../../db/scoped';
import { AppError } from '../../lib/errors';
import { paginate } from '../../lib/paging';
import { cleanText } from '../../lib/text';
import type { AppContext } from '../../plugins/app/context';
import { authorize } from '../../policies';
import { companyApproved, companyRejected, companyRejectedFields, fieldList } from '../notices/messages';
import { notifyCompany } from '../notices/service';
import { recordCompanyEvent } from './events';
import { lockCompany, presentCompanies, presentCompany } from './service';

/** Companies waiting for review, oldest first: customer service looks across every company. */
export async function pendingCompanies(ctx: AppContext, paging: PagingQuery): Promise<Paged<CompanyInfo>> {
  const query = acrossCompanies(ctx.db, 'the review queue: staff look across every company')
    .select()
    .from(companies)
    .where(eq(companies.approvalStatus, 'INFO_SUBMIT'));
  const orderBy = [asc(companies.updatedAt), asc(companies.id)];
  const page = await paginate(ctx.db, query.$dynamic(), { ...paging, orderBy }, (row) => row);
  return { ...page, list: await presentCompanies(ctx.db, page.list) };
}

/** Each field's reason trimmed (the schema already refused unknown fields and lengths), or null for none. */
function cleanFieldReasons(fields: FieldReasons | undefined): FieldReasons | null {
  const entries = Object.entries(fields ?? {}).map(([field, reason]) => [field, cleanText(reason, `/fields/${field}`, 2)]);
  return entries.length ? (Object.fromEntries(entries) as FieldReasons) : null;
}

/**
 * Customer service approves or rejects a submitted company, a rejection with an overall reason and,
 * optionally, a reason per part of the details; its accounts get a SYSTEM notice naming those parts.
 */
export async function reviewCompany(ctx: AppContext, caller: Caller, companyId: string, body: ReviewCompanyBody): Promise<CompanyInfo> {
  return ctx.db.transaction(async (tx) => {
    const company = await lockCompany(tx, companyId);
    authorize(caller, 'review', { company });
    if (company.approvalStatus !== 'INFO_SUBMIT') throw new AppError('STATE_CONFLICT');
    const reason = body.decision === 'REJECT' ? cleanText(body.reason, '/reason', 2) : null;
    const fields = body.decision === 'REJECT' ? cleanFieldReasons(body.fields) : null;
    const [updated] = await companyScope(tx, company.id)
      .update(companies)
      .set({
        approvalStatus: reason ? 'INFO_REJECT' : 'APPROVED',
        rejectReason: reason,
        rejectFields: fields,
        changedFields: null,
        approvedAt: reason ? company.approvedAt : ctx.clock.now(),
        updatedAt: ctx.clock.now(),
      })
      .where()
      .returning();
    const action = reason ? 'REJECTED' : 'APPROVED';
    const change = { action, userId: caller.user.id, fromStatus: company.approvalStatus, toStatus: updated.approvalStatus } as const;
    await recordCompanyEvent(tx, company.id, { ...change, reason, rejectFields: fields }, updated.updatedAt);
    const name = { 'zh-CN': company.name, 'en-US': company.nameEn ?? company.name };
    const values = { name, reason: reason ?? '', fields: fieldList(Object.keys(fields ?? {}) as ReviewField[]) };
    const rejected = fields ? companyRejectedFields : companyRejected;
    await notifyCompany(ctx, tx, company.id, 'SYSTEM', reason ? rejected : companyApproved, values);
    return presentCompany(tx, updated);
  });
}
