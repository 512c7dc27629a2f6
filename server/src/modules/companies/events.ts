import { asc, eq } from 'drizzle-orm';
import type { ApprovalStatus, CompanyEvent, CompanyEventAction, FieldReasons, ReviewField } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import type { Caller } from '../../db/rows';
import { companies, companyEvents, users } from '../../db/schema';
import { acrossCompanies, companyScope } from '../../db/scoped';
import { AppError } from '../../lib/errors';
import type { AppContext } from '../../plugins/app/context';
import { authorize } from '../../policies';

export interface CompanyChange {
  action: CompanyEventAction;
  /** The acting account, or null when the platform acted. */
  userId: string | null;
  fromStatus: ApprovalStatus | null;
  toStatus: ApprovalStatus;
  reason?: string | null;
  rejectFields?: FieldReasons | null;
  /** An update or resubmission: the parts it changed. */
  changedFields?: readonly ReviewField[] | null;
}

/** Appends one entry to the company's review history, inside the transaction that made the change. */
export async function recordCompanyEvent(tx: Tx, companyId: string, change: CompanyChange, at: Date): Promise<void> {
  await companyScope(tx, companyId)
    .insert(companyEvents)
    .values({
      ...change,
      reason: change.reason ?? null,
      rejectFields: change.rejectFields ?? null,
      changedFields: change.changedFields ? [...change.changedFields] : null,
      createdAt: at,
    });
}

/** A company's review history, oldest first: staff only (the `review` policy). */
export async function listCompanyEvents(ctx: AppContext, caller: Caller, companyId: string): Promise<CompanyEvent[]> {
  const [company] = await companyScope(ctx.db, companyId).select(companies).where();
  if (!company) throw new AppError('NOT_FOUND');
  authorize(caller, 'review', { company });
  const rows = await acrossCompanies(ctx.db, "staff read a company's review history, with the staff who acted")
    .select({ event: companyEvents, actor: users.nickname })
    .from(companyEvents)
    .leftJoin(users, eq(users.id, companyEvents.userId))
    .where(companyScope(ctx.db, companyId).where(companyEvents))
    .orderBy(asc(companyEvents.createdAt), asc(companyEvents.id));
  return rows.map(({ event, actor }) => ({
    id: event.id,
    action: event.action,
    actor: actor ?? null,
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    reason: event.reason,
    ...(event.rejectFields ? { rejectFields: event.rejectFields } : {}),
    ...(event.changedFields?.length ? { changedFields: event.changedFields } : {}),
    createdAt: event.createdAt.getTime(),
  }));
}
