import { PROJECTS_API, ProjectSchema, type Project } from '@b2b/shared/contract';
import { AppError } from '../../../lib/errors';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { viewerOf, type Viewer } from '../../demands/viewer';
import { idParams, PARTY_A, type ProjectApp } from '../access';
import { actOnProject } from '../act';
import { moveProject } from '../lifecycle';
import { workStarted } from '../messages';
import { assertProjectMove, milestonesOf } from '../state';
import { tell } from '../writes';

/** Party A sets the plan going: STARTED → IN_PROGRESS, with at least one milestone (409 otherwise). */
export const startProject = (ctx: AppContext, viewer: Viewer, id: string): Promise<Project> =>
  actOnProject(ctx, viewer, id, 'plan', async (tx, project) => {
    const move = assertProjectMove(project, 'start');
    if ((await milestonesOf(tx, project.id)).length === 0) throw new AppError('STATE_CONFLICT');
    const started = await moveProject(ctx, tx, viewer.caller, project, move.to, { startedAt: ctx.clock.now() }, { action: 'WORK_STARTED' });
    await tell(ctx, tx, started, 'SUPPLIER', 'SYSTEM', workStarted);
  });

export function registerStartProject(app: ProjectApp) {
  const viewer = viewerOf(app.ctx);
  app.post(
    PROJECTS_API.start,
    { schema: { params: idParams, response: responses(ProjectSchema) }, config: { access: PARTY_A } },
    async (request) => ok(request, await startProject(app.ctx, viewer(request), request.params.id)),
  );
}
