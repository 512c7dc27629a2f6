import { PROJECT_LIMITS, PROJECTS_API, WorkBody } from '@b2b/shared/contract';
import { AppError } from '../../../lib/errors';
import type { AppContext } from '../../../plugins/app/context';
import type { Viewer } from '../../demands/viewer';
import type { ProjectApp } from '../access';
import { actOnMilestone } from '../act';
import { recordEvent } from '../events';
import { saveProject } from '../lifecycle';
import { milestoneSubmitted, TOPICS } from '../messages';
import { reviewEnd, scheduleReview } from '../schedule';
import { assertMilestoneMove } from '../state';
import { milestoneRoute, saveMilestone, saveSubmission } from '../work';
import { settle, tell } from '../writes';

/**
 * The supplier delivers a milestone (notes, files): SUBMITTED, and party A has the review period to
 * accept or send it back; the job accepts it when the period passes. A delivery carries files (a
 * progress report need not): none is 400 `DELIVERY_FILES_REQUIRED`, after the project's access (404/403)
 * and state (409) checks, like the files' own check.
 */
export const submitMilestone = (ctx: AppContext, viewer: Viewer, milestoneId: string, body: WorkBody) =>
  actOnMilestone(ctx, viewer, milestoneId, 'work', async (tx, project, milestone) => {
    const move = assertMilestoneMove(project, milestone, 'submit');
    if (body.fileIds.length < PROJECT_LIMITS.deliveryFilesMin) throw new AppError('DELIVERY_FILES_REQUIRED', { fields: ['/fileIds'] });
    const submissionId = await saveSubmission(ctx, tx, viewer, project, milestone, 'DELIVERY', body);
    const endsAt = reviewEnd(ctx, ctx.clock.now());
    await saveMilestone(ctx, tx, viewer, project, milestone, { state: move.to, submissionId, reviewEndsAt: endsAt, reason: null });
    await scheduleReview(ctx, tx, { projectId: project.id, milestoneId: milestone.id, submissionId }, endsAt);
    await saveProject(ctx, tx, viewer.caller, project, {});
    await recordEvent(ctx, tx, project, viewer.caller, { action: 'MILESTONE_SUBMITTED', milestoneId: milestone.id, ...move });
    await settle(tx, project, 'SUPPLIER', TOPICS.resubmit(milestone.id));
    const values = { milestone: milestone.name, days: String(ctx.config.projectReviewDays) };
    await tell(ctx, tx, project, 'PARTY_A', 'TODO', milestoneSubmitted, values, milestone.id);
  });

export const registerSubmitMilestone = (app: ProjectApp) => milestoneRoute(app, PROJECTS_API.submit, 'work', WorkBody, submitMilestone);
