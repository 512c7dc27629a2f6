import { and, eq } from 'drizzle-orm';
import type { ProjectStatus } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import type { Caller, MilestoneRow, ProjectRow } from '../../db/rows';
import { projectMilestones, projects, projectSubmissions } from '../../db/schema';
import type { AppContext } from '../../plugins/app/context';
import { recordEvent, type EventInput } from './events';
import { addToRatingSummaries } from './rating-summary';
import { milestoneAccepted, milestoneAcceptedByPeriod, projectCancelled, projectCompleted, ratingsPublished, TOPICS } from './messages';
import { scheduleReveal } from './schedule';
import { assertMilestoneMove, assertProjectMove, milestonesOf } from './state';
import { settle, tell, writesOf } from './writes';

/** Saves the project's new values (its `updatedAt` moves) and answers the row as saved. */
export async function saveProject(ctx: AppContext, tx: Tx, actor: Caller | null, project: ProjectRow, values: Partial<ProjectRow>) {
  const now = ctx.clock.now();
  await writesOf(tx, actor).set(projects, { ...values, updatedAt: now }, eq(projects.id, project.id));
  return { ...project, ...values, updatedAt: now };
}

/** Moves the project to `to` and writes the trail line. */
export async function moveProject(
  ctx: AppContext,
  tx: Tx,
  actor: Caller | null,
  project: ProjectRow,
  to: ProjectStatus,
  values: Partial<ProjectRow>,
  event: EventInput,
): Promise<ProjectRow> {
  const saved = await saveProject(ctx, tx, actor, project, { ...values, status: to });
  await recordEvent(ctx, tx, project, actor, { from: project.status, to, ...event });
  return saved;
}

/**
 * The project ends (COMPLETED or CANCELLED): ratings open, both sides get the TODO to rate, and the
 * ratings are published by a job `ratingRevealDays` later should one side never rate.
 */
export async function endProject(
  ctx: AppContext,
  tx: Tx,
  actor: Caller | null,
  project: ProjectRow,
  to: 'COMPLETED' | 'CANCELLED',
  event: EventInput,
  reason: string | null = null,
): Promise<ProjectRow> {
  const now = ctx.clock.now();
  const values = { endedAt: now, cancelProposedBy: null, frozenStatus: null, ...(to === 'CANCELLED' && { reason }) };
  const ended = await moveProject(ctx, tx, actor, project, to, values, event);
  await scheduleReveal(ctx, tx, project.id, now);
  for (const side of ['PARTY_A', 'SUPPLIER'] as const) {
    await settle(tx, project, side, TOPICS.cancel(project.id));
    if (to === 'COMPLETED') await tell(ctx, tx, ended, side, 'TODO', projectCompleted);
    else await tell(ctx, tx, ended, side, 'TODO', projectCancelled, { reason: reason ?? '' });
  }
  return ended;
}

/** COMPLETED once every milestone is accepted (after an acceptance or a revision). */
export async function completeIfDone(ctx: AppContext, tx: Tx, actor: Caller | null, project: ProjectRow): Promise<ProjectRow> {
  const milestones = await milestonesOf(tx, project.id);
  if (project.status !== 'IN_PROGRESS' || !milestones.length || milestones.some((m) => m.state !== 'ACCEPTED')) return project;
  assertProjectMove(project, 'complete');
  return endProject(ctx, tx, actor, project, 'COMPLETED', { action: 'COMPLETED' });
}

/**
 * A delivered milestone is accepted: by party A (`actor`), or by the review period passing (`actor`
 * null). Its submission records how; both sides are told; the review TODO closes.
 */
export async function acceptMilestone(
  ctx: AppContext,
  tx: Tx,
  actor: Caller | null,
  project: ProjectRow,
  milestone: MilestoneRow,
): Promise<ProjectRow> {
  const move = assertMilestoneMove(project, milestone, actor ? 'accept' : 'reviewPeriod');
  const now = ctx.clock.now();
  const writes = writesOf(tx, actor);
  const outcome = actor ? 'ACCEPTED' : 'ACCEPTED_BY_REVIEW_PERIOD';
  await writes.set(
    projectMilestones,
    { state: move.to, acceptedAt: now, reviewEndsAt: null, updatedAt: now },
    and(eq(projectMilestones.id, milestone.id), eq(projectMilestones.projectId, project.id))!,
  );
  if (milestone.submissionId)
    await writes.set(projectSubmissions, { outcome, decidedAt: now }, eq(projectSubmissions.id, milestone.submissionId));
  await recordEvent(ctx, tx, project, actor, {
    action: actor ? 'MILESTONE_ACCEPTED' : 'REVIEW_PERIOD_PASSED',
    milestoneId: milestone.id,
    ...move,
  });
  await settle(tx, project, 'PARTY_A', TOPICS.review(milestone.id));
  const text = actor ? milestoneAccepted : milestoneAcceptedByPeriod;
  await tell(ctx, tx, project, 'SUPPLIER', 'SYSTEM', text, { milestone: milestone.name });
  if (!actor) await tell(ctx, tx, project, 'PARTY_A', 'SYSTEM', text, { milestone: milestone.name });
  const saved = await saveProject(ctx, tx, actor, project, {});
  return completeIfDone(ctx, tx, actor, saved);
}

/** Both ratings at once: when the second side rates, or by the reveal job. Once. */
export async function publishRatings(ctx: AppContext, tx: Tx, actor: Caller | null, project: ProjectRow): Promise<ProjectRow> {
  if (project.ratingsPublishedAt) return project;
  const saved = await saveProject(ctx, tx, actor, project, { ratingsPublishedAt: ctx.clock.now() });
  await addToRatingSummaries(tx, project.id, ctx.clock.now());
  await recordEvent(ctx, tx, project, null, { action: 'RATINGS_PUBLISHED' });
  for (const side of ['PARTY_A', 'SUPPLIER'] as const) {
    await settle(tx, project, side, TOPICS.rating(project.id));
    await tell(ctx, tx, saved, side, 'SYSTEM', ratingsPublished);
  }
  return saved;
}
