import { desc, eq } from 'drizzle-orm';
import { PagedSchema, PROJECTS_API, ProjectListQuery, ProjectSummarySchema, type Paged, type ProjectSummary } from '@b2b/shared/contract';
import type { ProjectRow } from '../../../db/rows';
import { projects } from '../../../db/schema';
import { participantScope } from '../../../db/participants';
import { paginate } from '../../../lib/paging';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { viewerOf, type Viewer } from '../../demands/viewer';
import { LIST, type ProjectApp } from '../access';
import { presentSummaries } from '../present';

/** The caller's company's projects, as party A and as supplier, newest activity first. */
export async function listProjects(ctx: AppContext, viewer: Viewer, query: ProjectListQuery): Promise<Paged<ProjectSummary>> {
  const scope = participantScope(ctx.db, { companyId: viewer.caller.company.id });
  const filtered = scope.select(projects).where(query.status ? eq(projects.status, query.status) : undefined);
  const page = await paginate(
    ctx.db,
    filtered.$dynamic(),
    { ...query, orderBy: [desc(projects.updatedAt), desc(projects.id)] },
    (row: ProjectRow) => row,
  );
  return { ...page, list: await presentSummaries(ctx.db, viewer, page.list) };
}

export function registerListProjects(app: ProjectApp) {
  const viewer = viewerOf(app.ctx);
  const schema = { querystring: ProjectListQuery, response: responses(PagedSchema(ProjectSummarySchema)) };
  app.get(PROJECTS_API.list, { schema, config: { access: LIST } }, async (request) =>
    ok(request, await listProjects(app.ctx, viewer(request), request.query)),
  );
}
