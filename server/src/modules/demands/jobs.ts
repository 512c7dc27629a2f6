import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { DemandRow } from '../../db/rows';
import { demands } from '../../db/schema';
import { acrossCompanies } from '../../db/scoped';
import { defineJob } from '../../jobs';
import type { AppContext } from '../../plugins/app/context';
import { notifyCompany, topicNotified } from '../notices/service';
import { closedWithoutResponses, evaluateTopic, responsesReady } from './messages';
import { effectiveStatus } from './state';
import { responders } from './write';

interface DeadlinePayload {
  demandId: string;
  /** The deadline the job was scheduled for (epoch ms): a job of a moved deadline finds another and does nothing. */
  deadline: number;
}

const DEADLINE_JOB = 'demands.deadline-passed';
const deadlineKey = (demandId: string, deadline: Date) => `${DEADLINE_JOB}:${demandId}:${deadline.getTime()}`;

/**
 * Schedules the deadline's side effects of a PUBLISHED demand, in its transaction: at publication,
 * amendment and early close. `previous` is the deadline it had: that job is dropped (a job already
 * running for it finds the deadline moved and does nothing). Scheduling the same deadline twice makes one job.
 */
export async function scheduleDeadline(ctx: AppContext, tx: Tx, demand: Pick<DemandRow, 'id' | 'deadline'>, previous?: Date) {
  if (previous && previous.getTime() !== demand.deadline.getTime()) await ctx.jobs.unschedule(tx, deadlineKey(demand.id, previous));
  const payload: DeadlinePayload = { demandId: demand.id, deadline: demand.deadline.getTime() };
  await ctx.jobs.schedule(tx, DEADLINE_JOB, payload, { runAt: demand.deadline, dedupeKey: deadlineKey(demand.id, demand.deadline) });
}

/** When the deadline passes (the demand is CLOSED from then on): party A is told the responses are ready, once. */
export const deadlinePassedJob = defineJob<DeadlinePayload>(DEADLINE_JOB, async (ctx, { demandId, deadline }) => {
  await ctx.db.transaction(async (tx) => {
    const [demand] = await acrossCompanies(tx, "the platform acts on party A's demand, under the demand's lock as every change of it")
      .select()
      .from(demands)
      .where(eq(demands.id, demandId))
      .for('update');
    // Cancelled, awarded, deleted or its deadline moved: nothing to do for this deadline.
    if (!demand || demand.status !== 'PUBLISHED' || demand.deadline.getTime() !== deadline) return;
    if (effectiveStatus(demand, ctx.clock.now()) !== 'CLOSED') throw new Error('the deadline has not passed yet');
    if (await topicNotified(tx, demand.companyId, evaluateTopic(demand.id))) return;
    const count = (await responders(tx, demand)).length;
    if (count === 0) await notifyCompany(ctx, tx, demand.companyId, 'SYSTEM', closedWithoutResponses(demand.id), { title: demand.title });
    else await notifyCompany(ctx, tx, demand.companyId, 'TODO', responsesReady(demand.id), { title: demand.title, count: String(count) });
  });
});

export const demandJobs = [deadlinePassedJob];
