import { sql } from 'drizzle-orm';
import {
  CompanyCardSchema,
  DIRECTORY_API,
  DIRECTORY_LIMITS,
  DirectoryQuery,
  PagedSchema,
  type CompanyCard,
  type Paged,
} from '@b2b/shared/contract';
import type { Caller } from '../../../db/rows';
import { perDatabase } from '../../../db/per-database';
import type { Lang } from '../../../lib/i18n';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { sortBadges } from '../../certifications/badges';
import { DIRECTORY_PAGE, type ModuleApp } from '../access';
import { presentCard } from '../cards';
import { shapeOf, valuesOf, type FilterShape } from '../filters';
import { keywordStatement, pageStatement, totalStatement, type DirectoryRow } from '../page';

/** A shape as a short name (a prepared statement's name has at most 63 characters): one letter per filter. */
const keyOf = (shape: FilterShape) =>
  `${shape.keyword ? 'k' : ''}${shape.companyTypeId ? 't' : ''}${shape.provinceCode ? 'p' : ''}${shape.cityCode ? 'c' : ''}` +
  `${shape.minHeadcount ? 'h' : ''}${shape.followed === undefined ? '' : shape.followed ? 'F' : 'N'}` +
  `${shape.certKind ? 'K' : shape.certified ? 'C' : ''}${shape.minRating ? 'r' : ''}${shape.withWindow ? 'w' : ''}`;

/** Each shape's statements, prepared once per database (building them costs more than running them). */
const prepared = perDatabase(() => new Map<string, ReturnType<typeof prepare>>());
function prepare(db: AppContext['db'], shape: FilterShape) {
  const param = (name: string) => sql.placeholder(name);
  const name = `directory_${keyOf(shape)}`;
  const total = totalStatement(db, shape, param).prepare(`${name}_total`);
  // A keyword's matches are read once for the page and its total (page.ts).
  if (shape.keyword) return { total, counted: keywordStatement(db, shape, param).prepare(`${name}_counted`) };
  return { total, page: pageStatement(db, shape, param).prepare(`${name}_page`) };
}

type Found = { rows: DirectoryRow[]; total: number };

async function read(statements: ReturnType<typeof prepare>, values: Record<string, unknown>, page: number): Promise<Found> {
  if (statements.counted) {
    const rows = (await statements.counted.execute(values)) as (DirectoryRow & { total: number })[];
    // Past the last page no row carries the total.
    const total = rows[0]?.total ?? (page > 1 ? ((await statements.total.execute(values)) as { n: number }[])[0].n : 0);
    return { rows, total };
  }
  const [rows, counted] = (await Promise.all([statements.page.execute(values), statements.total.execute(values)])) as [
    DirectoryRow[],
    { n: number }[],
  ];
  return { rows, total: counted[0].n };
}

/**
 * The onboarded suppliers: approved SUP companies, filtered, promoted first, a page at a time, the page and the
 * total read at once on two connections (a keyword's in one statement), through the statements of the query's
 * shape of filters.
 */
export async function listSuppliers(ctx: AppContext, caller: Caller, query: DirectoryQuery, lang: Lang): Promise<Paged<CompanyCard>> {
  const now = ctx.clock.now();
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DIRECTORY_LIMITS.pageSizeDefault;
  const shape = shapeOf(query);
  const values = { ...valuesOf(query, caller.company.id, now), limit: pageSize, offset: (page - 1) * pageSize, reach: page * pageSize };
  const cache = prepared(ctx.db);
  const key = keyOf(shape);
  const statements = cache.get(key) ?? cache.set(key, prepare(ctx.db, shape)).get(key)!;
  const { rows, total } = await read(statements, values, page);
  return { list: rows.map((row) => presentCard(row, now, lang, sortBadges(row.badges))), total, page, pageSize };
}

export function registerListSuppliers(app: ModuleApp) {
  const schema = { querystring: DirectoryQuery, response: responses(PagedSchema(CompanyCardSchema)) };
  app.get(DIRECTORY_API.suppliers, { schema, config: { access: DIRECTORY_PAGE } }, async (request) =>
    ok(request, await listSuppliers(app.ctx, request.caller!, request.query, request.lang)),
  );
}
