import { ProjectReasonBody, ProjectSchema, type Project } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import type { MilestoneRow, ProjectRow } from '../../db/rows';
import type { AppContext } from '../../plugins/app/context';
import { ok, responses } from '../../plugins/app/envelope';
import type { ProjectAction } from '../../policies/projects';
import { viewerOf, type Viewer } from '../demands/viewer';
import { EITHER_SIDE, idParams, type ProjectApp } from './access';
import { presentProject } from './present';
import { loadMilestone, loadProject } from './state';

/** The project as it stands after a change, as the caller sees it. */
export async function presentFresh(ctx: AppContext, viewer: Viewer, id: string): Promise<Project> {
  const row = await loadProject(ctx.db, viewer.caller, id, 'read');
  return presentProject(ctx.db, { ...viewer, now: ctx.clock.now() }, ctx.config.projectReviewDays, row);
}

/**
 * One change of a project in its own transaction, on the locked project the caller may `action`
 * (404 to a stranger, 403 to a party that may not); the state checks are the change's (409).
 */
export async function actOnProject(
  ctx: AppContext,
  viewer: Viewer,
  id: string,
  action: ProjectAction,
  change: (tx: Tx, project: ProjectRow) => Promise<unknown>,
): Promise<Project> {
  await ctx.db.transaction(async (tx) => change(tx, await loadProject(tx, viewer.caller, id, action, true)));
  return presentFresh(ctx, viewer, id);
}

/** The same for a milestone: its project locked first, then the milestone. */
export async function actOnMilestone(
  ctx: AppContext,
  viewer: Viewer,
  milestoneId: string,
  action: ProjectAction,
  change: (tx: Tx, project: ProjectRow, milestone: MilestoneRow) => Promise<unknown>,
): Promise<Project> {
  const projectId = await ctx.db.transaction(async (tx) => {
    const { project, milestone } = await loadMilestone(tx, viewer.caller, milestoneId, action);
    await change(tx, project, milestone);
    return project.id;
  });
  return presentFresh(ctx, viewer, projectId);
}

/** The route of an action either side takes with a reason (cancel, dispute), on the page it reads the project on. */
export function eitherSideRoute(
  app: ProjectApp,
  path: string,
  change: (ctx: AppContext, viewer: Viewer, id: string, body: ProjectReasonBody) => Promise<Project>,
) {
  const viewer = viewerOf(app.ctx);
  const schema = { params: idParams, body: ProjectReasonBody, response: responses(ProjectSchema) };
  app.post(path, { schema, config: { access: EITHER_SIDE } }, async (request) =>
    ok(request, await change(app.ctx, viewer(request), request.params.id, request.body)),
  );
}
