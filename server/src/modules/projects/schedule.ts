import { PROJECT_LIMITS } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import type { AppContext } from '../../plugins/app/context';

const DAY = 24 * 60 * 60_000;

export const REVIEW_JOB = 'projects.review-period';
export const REMINDER_JOB = 'projects.review-reminder';
export const REVEAL_JOB = 'projects.ratings-reveal';

/** A delivery under review: the job finds another submission, or the milestone moved on, and does nothing. */
export interface ReviewPayload {
  projectId: string;
  milestoneId: string;
  submissionId: string;
}
export interface RevealPayload {
  projectId: string;
}

/** The end of a delivery's review period, `projectReviewDays` from `from`. */
export const reviewEnd = (ctx: AppContext, from: Date) => new Date(from.getTime() + ctx.config.projectReviewDays * DAY);

/**
 * Schedules a delivery's review period (and the reminder 3 days before it ends, when that is still
 * ahead), in the transaction that submits it or lets a frozen project continue.
 */
export async function scheduleReview(ctx: AppContext, tx: Tx, payload: ReviewPayload, endsAt: Date) {
  const key = `${payload.submissionId}:${endsAt.getTime()}`;
  await ctx.jobs.schedule(tx, REVIEW_JOB, payload, { runAt: endsAt, dedupeKey: `${REVIEW_JOB}:${key}` });
  const remindAt = new Date(endsAt.getTime() - PROJECT_LIMITS.reviewReminderDays * DAY);
  if (remindAt.getTime() > ctx.clock.now().getTime())
    await ctx.jobs.schedule(tx, REMINDER_JOB, payload, { runAt: remindAt, dedupeKey: `${REMINDER_JOB}:${key}` });
}

/** The ratings of an ended project are published `ratingRevealDays` after the end, whoever rated. */
export async function scheduleReveal(ctx: AppContext, tx: Tx, projectId: string, endedAt: Date) {
  const runAt = new Date(endedAt.getTime() + PROJECT_LIMITS.ratingRevealDays * DAY);
  await ctx.jobs.schedule(tx, REVEAL_JOB, { projectId } satisfies RevealPayload, { runAt, dedupeKey: `${REVEAL_JOB}:${projectId}` });
}
