import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { MilestoneRow, ProjectRow } from '../../db/rows';
import { projectMilestones } from '../../db/schema';
import { acrossCompanies } from '../../db/scoped';
import { defineJob } from '../../jobs';
import type { AppContext } from '../../plugins/app/context';
import { acceptMilestone, publishRatings } from './lifecycle';
import { topicNotified } from '../notices/service';
import { reviewEnding, TOPICS } from './messages';
import { REMINDER_JOB, REVEAL_JOB, REVIEW_JOB, type RevealPayload, type ReviewPayload } from './schedule';
import { lockForPlatform } from './state';
import { tell } from './writes';

/**
 * The delivery still under review as the job was scheduled for it, under the project's lock (as every
 * change of the project): null when it was accepted, sent back, delivered again, or the project is
 * frozen or ended. A frozen project's review period starts again when staff let it continue.
 */
async function stillUnderReview(
  ctx: AppContext,
  tx: Tx,
  payload: ReviewPayload,
): Promise<{ project: ProjectRow; milestone: MilestoneRow } | null> {
  const project = await lockForPlatform(tx, payload.projectId);
  if (!project || project.status !== 'IN_PROGRESS') return null;
  const [milestone] = await acrossCompanies(tx, "the platform's review period on a milestone of two companies' project")
    .select()
    .from(projectMilestones)
    .where(and(eq(projectMilestones.id, payload.milestoneId), eq(projectMilestones.projectId, project.id)))
    .for('update');
  if (!milestone || milestone.state !== 'SUBMITTED' || milestone.submissionId !== payload.submissionId) return null;
  return { project, milestone };
}

/** The review period passed: the delivery counts as accepted, both sides are told. */
export const reviewPeriodJob = defineJob<ReviewPayload>(REVIEW_JOB, async (ctx, payload) => {
  await ctx.db.transaction(async (tx) => {
    const found = await stillUnderReview(ctx, tx, payload);
    // A period restarted after a dispute has its own job; this one is for an end not reached yet.
    if (!found || !found.milestone.reviewEndsAt || found.milestone.reviewEndsAt.getTime() > ctx.clock.now().getTime()) return;
    await acceptMilestone(ctx, tx, null, found.project, found.milestone);
  });
});

/** Three days before the period ends: party A is reminded, once per delivery and period. */
export const reviewReminderJob = defineJob<ReviewPayload>(REMINDER_JOB, async (ctx, payload) => {
  await ctx.db.transaction(async (tx) => {
    const found = await stillUnderReview(ctx, tx, payload);
    if (!found || (await topicNotified(tx, found.project.companyId, TOPICS.reminder(payload.submissionId)))) return;
    await tell(ctx, tx, found.project, 'PARTY_A', 'SYSTEM', reviewEnding, { milestone: found.milestone.name }, payload.submissionId);
  });
});

/** `ratingRevealDays` after the end: whatever was rated is published, and rating closes. */
export const ratingsRevealJob = defineJob<RevealPayload>(REVEAL_JOB, async (ctx, { projectId }) => {
  await ctx.db.transaction(async (tx) => {
    const project = await lockForPlatform(tx, projectId);
    if (!project || !project.endedAt || project.ratingsPublishedAt) return;
    await publishRatings(ctx, tx, null, project);
  });
});

export const projectJobs = [reviewPeriodJob, reviewReminderJob, ratingsRevealJob];
