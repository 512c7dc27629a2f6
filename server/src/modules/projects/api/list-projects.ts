import { desc, eq, sql } from 'drizzle-orm';
import { PagedSchema, PROJECTS_API, ProjectListQuery, ProjectSummarySchema, type Paged, type ProjectSummary } from '@b2b/shared/contract';
import type { ProjectRow } from '../../../db/rows';
import { projects } from '../../../db/schema';
import { participantScope } from '../../../db/participants';
import { preparedPages } from '../../../lib/paging';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { viewerOf, type Viewer } from '../../demands/viewer';
import { LIST, type ProjectApp } from '../access';
import { presentSummaries } from '../present';

/** The scope's company as a statement parameter: the statements are built once, the company comes with each call. */
const OWNER = sql.placeholder('companyId') as unknown as string;
const NEWEST_ACTIVITY = [desc(projects.updatedAt), desc(projects.id)];
const allProjects = preparedPages<ProjectRow>(
  'projects_all',
  (db) => participantScope(db, { companyId: OWNER }).select(projects).where().$dynamic(),
  NEWEST_ACTIVITY,
);
const projectsByStatus = preparedPages<ProjectRow>(
  'projects_by_status',
  (db) =>
    participantScope(db, { companyId: OWNER })
      .select(projects)
      .where(eq(projects.status, sql.placeholder('status')))
      .$dynamic(),
  NEWEST_ACTIVITY,
);

/** The caller's company's projects, as party A and as supplier, newest activity first (prepared statements, see preparedPages). */
export async function listProjects(ctx: AppContext, viewer: Viewer, query: ProjectListQuery): Promise<Paged<ProjectSummary>> {
  const companyId = viewer.caller.company.id;
  const page = query.status
    ? await projectsByStatus(ctx.db, { companyId, status: query.status }, query)
    : await allProjects(ctx.db, { companyId }, query);
  return { ...page, list: await presentSummaries(ctx.db, viewer, page.list) };
}

export function registerListProjects(app: ProjectApp) {
  const viewer = viewerOf(app.ctx);
  const schema = { querystring: ProjectListQuery, response: responses(PagedSchema(ProjectSummarySchema)) };
  app.get(PROJECTS_API.list, { schema, config: { access: LIST } }, async (request) =>
    ok(request, await listProjects(app.ctx, viewer(request), request.query)),
  );
}
