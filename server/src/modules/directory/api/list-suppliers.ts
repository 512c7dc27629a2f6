import { count, sql } from 'drizzle-orm';
import {
  DIRECTORY_API,
  DIRECTORY_LIMITS,
  DirectoryQuery,
  CompanyCardSchema,
  PagedSchema,
  type CompanyCard,
  type Paged,
} from '@b2b/shared/contract';
import type { Caller } from '../../../db/rows';
import { companies, companyTypes } from '../../../db/schema';
import { acrossCompanies } from '../../../db/scoped';
import type { Lang } from '../../../lib/i18n';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { DIRECTORY_PAGE, type ModuleApp } from '../access';
import { cardColumns, cardTypeJoin, presentCard } from '../cards';
import { directoryOrder, directoryWhere } from '../filters';

/**
 * The onboarded suppliers: approved SUP companies, filtered, promoted first, a page at a time. One statement
 * reads the page with the total over every page (an uncorrelated subquery, run once); past the last page the
 * total is counted on its own.
 */
export async function listSuppliers(ctx: AppContext, caller: Caller, query: DirectoryQuery, lang: Lang): Promise<Paged<CompanyCard>> {
  const now = ctx.clock.now();
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DIRECTORY_LIMITS.pageSizeDefault;
  const directory = acrossCompanies(ctx.db, "the directory lists every approved supplier's public card");
  const where = directoryWhere(ctx.db, caller.company.id, query);
  const counted = directory.select({ n: count() }).from(companies).where(where);
  const found = await directory
    .select({ ...cardColumns(ctx.db, caller.company.id), total: sql<number>`(${counted})`.mapWith(Number) })
    .from(companies)
    .leftJoin(companyTypes, cardTypeJoin)
    .where(where)
    .orderBy(...directoryOrder(now))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const total = found[0]?.total ?? (page > 1 ? (await counted)[0].n : 0);
  return { list: found.map((row) => presentCard(row, now, lang)), total, page, pageSize };
}

export function registerListSuppliers(app: ModuleApp) {
  const schema = { querystring: DirectoryQuery, response: responses(PagedSchema(CompanyCardSchema)) };
  app.get(DIRECTORY_API.suppliers, { schema, config: { access: DIRECTORY_PAGE } }, async (request) =>
    ok(request, await listSuppliers(app.ctx, request.caller!, request.query, request.lang)),
  );
}
