import { PROJECTS_API, ProjectSchema, type Project } from '@b2b/shared/contract';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { viewerOf, type Viewer } from '../../demands/viewer';
import { idParams, READER, type ProjectApp } from '../access';
import { presentProject } from '../present';
import { loadProject } from '../state';

/** One project with its plan, submissions, revisions, disputes, ratings (as far as published) and trail. */
export async function getProject(ctx: AppContext, viewer: Viewer, id: string): Promise<Project> {
  const row = await loadProject(ctx.db, viewer.caller, id, 'read');
  return presentProject(ctx.db, viewer, ctx.config.projectReviewDays, row);
}

export function registerGetProject(app: ProjectApp) {
  const viewer = viewerOf(app.ctx);
  app.get(
    PROJECTS_API.project,
    { schema: { params: idParams, response: responses(ProjectSchema) }, config: { access: READER } },
    async (request) => ok(request, await getProject(app.ctx, viewer(request), request.params.id)),
  );
}
