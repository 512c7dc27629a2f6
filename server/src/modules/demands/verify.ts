import { asc, count, eq } from 'drizzle-orm';
import type { ConsoleQueues, Demand, DemandSummary, Paged, PagingQuery, VerifyDemandBody } from '@b2b/shared/contract';
import { certificates, companies, demandRevisions, demands, projectDisputes } from '../../db/schema';
import { acrossCompanies, companyScope } from '../../db/scoped';
import { AppError } from '../../lib/errors';
import { paginate } from '../../lib/paging';
import type { AppContext } from '../../plugins/app/context';
import { authorize } from '../../policies';
import { notifyCompany } from '../notices/service';
import { assertDeadlineWindow, cleanReason } from './clean';
import { revisionOf } from './edit';
import { recordEvent } from './events';
import { scheduleDeadline } from './jobs';
import { demandApproved, demandRejected } from './messages';
import { presentDemand, presentSummaries, SUMMARY_COLUMNS, type Viewer } from './present';
import { lockDemand } from './state';
import { saveDemand } from './write';

/**
 * Staff decide on a PENDING demand. Approval publishes it as revision 1, refused with
 * DEADLINE_INVALID when its deadline is no longer inside the window (party A moves it and
 * submits again); rejection sends it back with a reason. Party A's accounts get a SYSTEM notice.
 */
export async function verifyDemand(ctx: AppContext, viewer: Viewer, id: string, body: VerifyDemandBody): Promise<Demand> {
  const { caller } = viewer;
  return ctx.db.transaction(async (tx) => {
    const demand = await lockDemand(tx, id);
    authorize(caller, 'verify', { demand });
    if (demand.status !== 'PENDING') throw new AppError('STATE_CONFLICT');
    const now = ctx.clock.now();
    if (body.decision === 'APPROVE') {
      assertDeadlineWindow(demand.deadline, now);
      const row = await saveDemand(tx, demand, { status: 'PUBLISHED', revision: 1, publishedAt: now, reason: null, updatedAt: now });
      await companyScope(tx, demand.companyId)
        .insert(demandRevisions)
        .values({ ...revisionOf(row), note: null, createdBy: demand.createdBy, createdAt: now });
      await notifyCompany(ctx, tx, demand.companyId, 'SYSTEM', demandApproved(demand.id), { title: demand.title });
      await scheduleDeadline(ctx, tx, row);
      await recordEvent(ctx, tx, demand.id, caller, { action: 'APPROVED', from: 'PENDING', to: 'PUBLISHED' });
      return presentDemand(tx, { ...viewer, now }, row);
    }
    const reason = cleanReason(body.reason);
    const row = await saveDemand(tx, demand, { status: 'REJECTED', reason, updatedAt: now });
    await notifyCompany(ctx, tx, demand.companyId, 'SYSTEM', demandRejected(demand.id), { title: demand.title, reason });
    await recordEvent(ctx, tx, demand.id, caller, { action: 'REJECTED', from: 'PENDING', to: 'REJECTED', detail: reason });
    return presentDemand(tx, { ...viewer, now }, row);
  });
}

/** The verification queue, oldest submission first: staff look across every company. */
export async function pendingDemands(ctx: AppContext, viewer: Viewer, paging: PagingQuery): Promise<Paged<DemandSummary>> {
  const query = acrossCompanies(ctx.db, 'the verification queue: staff look across every company')
    .select(SUMMARY_COLUMNS)
    .from(demands)
    .where(eq(demands.status, 'PENDING'));
  const orderBy = [asc(demands.updatedAt), asc(demands.id)];
  const page = await paginate(ctx.db, query.$dynamic(), { ...paging, orderBy }, (row) => row);
  return { ...page, list: await presentSummaries(ctx.db, viewer, page.list) };
}

/** How many items wait in each of the staff's queues: companies, demands, open disputes and certificates to review. */
export async function consoleQueues(ctx: AppContext): Promise<ConsoleQueues> {
  const queues = acrossCompanies(ctx.db, "staff's queues count every company's waiting items");
  // One after another: a transaction is one connection, which runs one query at a time.
  const [{ n: companyCount }] = await queues.select({ n: count() }).from(companies).where(eq(companies.approvalStatus, 'INFO_SUBMIT'));
  const [{ n: demandCount }] = await queues.select({ n: count() }).from(demands).where(eq(demands.status, 'PENDING'));
  // The delivery's disputes wait here too: one open dispute freezes one project (modules/projects).
  const [{ n: disputeCount }] = await queues.select({ n: count() }).from(projectDisputes).where(eq(projectDisputes.status, 'OPEN'));
  const [{ n: certCount }] = await queues.select({ n: count() }).from(certificates).where(eq(certificates.state, 'SUBMITTED'));
  return {
    companies: Number(companyCount),
    demands: Number(demandCount),
    disputes: Number(disputeCount),
    certifications: Number(certCount),
  };
}
