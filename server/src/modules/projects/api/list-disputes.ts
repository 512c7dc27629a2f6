import { desc, eq, inArray, sql } from 'drizzle-orm';
import { PagedSchema, PagingQuery, PROJECTS_API, ProjectSummarySchema, type Paged, type ProjectSummary } from '@b2b/shared/contract';
import type { ProjectRow } from '../../../db/rows';
import { projectDisputes, projects } from '../../../db/schema';
import { acrossCompanies } from '../../../db/scoped';
import { paginate } from '../../../lib/paging';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { viewerOf, type Viewer } from '../../demands/viewer';
import { STAFF, type ProjectApp } from '../access';
import { presentSummaries } from '../present';

/** The staff console's queue: every project that had a dispute, the frozen ones first, newest activity first. */
export async function listDisputes(ctx: AppContext, viewer: Viewer, query: PagingQuery): Promise<Paged<ProjectSummary>> {
  const db = acrossCompanies(ctx.db, "staff's console lists disputed projects of every company");
  const disputed = db.select({ id: projectDisputes.projectId }).from(projectDisputes);
  const filtered = db.select().from(projects).where(inArray(projects.id, disputed));
  const frozenFirst = desc(sql`${eq(projects.status, 'DISPUTED')}`);
  const page = await paginate(
    ctx.db,
    filtered.$dynamic(),
    { ...query, orderBy: [frozenFirst, desc(projects.updatedAt), desc(projects.id)] },
    (row: ProjectRow) => row,
  );
  return { ...page, list: await presentSummaries(ctx.db, viewer, page.list) };
}

export function registerListDisputes(app: ProjectApp) {
  const viewer = viewerOf(app.ctx);
  const schema = { querystring: PagingQuery, response: responses(PagedSchema(ProjectSummarySchema)) };
  app.get(PROJECTS_API.disputes, { schema, config: { access: STAFF } }, async (request) =>
    ok(request, await listDisputes(app.ctx, viewer(request), request.query)),
  );
}
