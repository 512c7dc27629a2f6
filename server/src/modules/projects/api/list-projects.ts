import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  PAGE_SIZE_DEFAULT,
  PagedSchema,
  PROJECTS_API,
  ProjectListQuery,
  ProjectSummarySchema,
  type Paged,
  type ProjectSummary,
} from '@b2b/shared/contract';
import type { Db } from '../../../db/client';
import { perDatabase } from '../../../db/per-database';
import { projects } from '../../../db/schema';
import { participantScope } from '../../../db/participants';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { viewerOf, type Viewer } from '../../demands/viewer';
import { LIST, type ProjectApp } from '../access';
import { presentSummaries, SUMMARY_COLUMNS } from '../present';

/** The scope's company as a statement parameter: the statements are built once, the company comes with each call. */
const OWNER = sql.placeholder('companyId') as unknown as string;
const byStatus = (filtered: boolean): SQL | undefined => (filtered ? eq(projects.status, sql.placeholder('status')) : undefined);

/**
 * One page of the company's projects (the summary's columns only), newest activity first, with the total over every
 * page beside each row (`count(*) over ()`: the sort reads every row anyway), so a page is one statement; only a
 * page past the end, which has no row to carry it, asks for the total on its own.
 */
function pageStatement(db: Db, filtered: boolean) {
  return participantScope(db, { companyId: OWNER })
    .pick(projects, { ...SUMMARY_COLUMNS, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .where(byStatus(filtered))
    .orderBy(desc(projects.updatedAt), desc(projects.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}
const countStatement = (db: Db, filtered: boolean) =>
  participantScope(db, { companyId: OWNER }).pick(projects, { total: count() }).where(byStatus(filtered));

/** The list's statements, prepared once per database (building them costs more than running them). */
const statements = perDatabase((db: Db) => ({
  page: { all: pageStatement(db, false).prepare('projects_page'), status: pageStatement(db, true).prepare('projects_page_status') },
  total: { all: countStatement(db, false).prepare('projects_total'), status: countStatement(db, true).prepare('projects_total_status') },
}));

/** The caller's company's projects, as party A and as supplier, newest activity first. */
export async function listProjects(ctx: AppContext, viewer: Viewer, query: ProjectListQuery): Promise<Paged<ProjectSummary>> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? PAGE_SIZE_DEFAULT;
  const values = { companyId: viewer.caller.company.id, ...(query.status && { status: query.status }) };
  const shape = query.status ? 'status' : 'all';
  const prepared = statements(ctx.db);
  const rows = await prepared.page[shape].execute({ ...values, limit: pageSize, offset: (page - 1) * pageSize });
  const total = rows[0]?.total ?? (page > 1 ? (await prepared.total[shape].execute(values))[0].total : 0);
  return { list: await presentSummaries(ctx.db, viewer, rows), total, page, pageSize };
}

export function registerListProjects(app: ProjectApp) {
  const viewer = viewerOf(app.ctx);
  const schema = { querystring: ProjectListQuery, response: responses(PagedSchema(ProjectSummarySchema)) };
  app.get(PROJECTS_API.list, { schema, config: { access: LIST } }, async (request) =>
    ok(request, await listProjects(app.ctx, viewer(request), request.query)),
  );
}
