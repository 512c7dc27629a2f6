import { PROJECTS_API, WorkBody } from '@b2b/shared/contract';
import type { AppContext } from '../../../plugins/app/context';
import type { Viewer } from '../../demands/viewer';
import type { ProjectApp } from '../access';
import { actOnMilestone } from '../act';
import { recordEvent } from '../events';
import { saveProject } from '../lifecycle';
import { assertMilestoneMove } from '../state';
import { milestoneRoute, saveMilestone, saveSubmission } from '../work';

/** The supplier reports progress (notes, files): a PLANNED or SENT_BACK milestone is IN_PROGRESS from here on. */
export const reportProgress = (ctx: AppContext, viewer: Viewer, milestoneId: string, body: WorkBody) =>
  actOnMilestone(ctx, viewer, milestoneId, 'work', async (tx, project, milestone) => {
    const move = assertMilestoneMove(project, milestone, 'progress');
    await saveSubmission(ctx, tx, viewer, project, milestone, 'PROGRESS', body);
    const moved = move.from !== move.to;
    if (moved) await saveMilestone(ctx, tx, viewer, project, milestone, { state: move.to });
    await saveProject(ctx, tx, viewer.caller, project, {});
    await recordEvent(ctx, tx, project, viewer.caller, { action: 'PROGRESS_REPORTED', milestoneId: milestone.id, ...(moved && move) });
  });

export const registerReportProgress = (app: ProjectApp) => milestoneRoute(app, PROJECTS_API.progress, 'work', WorkBody, reportProgress);
