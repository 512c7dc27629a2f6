import { PROJECTS_API } from '@b2b/shared/contract';
import type { AppContext } from '../../../plugins/app/context';
import type { Viewer } from '../../demands/viewer';
import type { ProjectApp } from '../access';
import { actOnMilestone } from '../act';
import { acceptMilestone as accept } from '../lifecycle';
import { milestoneRoute } from '../work';

/** Party A accepts a delivered milestone; the last one completes the project. Twice at once: one acceptance, one 409. */
export const acceptMilestone = (ctx: AppContext, viewer: Viewer, milestoneId: string) =>
  actOnMilestone(ctx, viewer, milestoneId, 'plan', (tx, project, milestone) => accept(ctx, tx, viewer.caller, project, milestone));

export const registerAcceptMilestone = (app: ProjectApp) => milestoneRoute(app, PROJECTS_API.accept, 'plan', null, acceptMilestone);
