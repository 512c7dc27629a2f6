import { and, desc, getTableColumns, gt, inArray, like, ne, sql } from 'drizzle-orm';
import { PagedSchema, SHOWCASE_API, ShowcaseCardSchema, ShowcaseQuery, type Paged, type ShowcaseCard } from '@b2b/shared/contract';
import type { Caller, ShowcaseWindowRow } from '../../../db/rows';
import { companies, showcaseWindows } from '../../../db/schema';
import { acrossCompanies } from '../../../db/scoped';
import type { Lang } from '../../../lib/i18n';
import { shanghaiDay } from '../../../lib/clock';
import { paginate } from '../../../lib/paging';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { likePattern } from '../../demands/filters';
import { SHOW_WINDOWS, type ShowcaseApp } from '../access';
import { loadRefs, presentCard } from '../present';
import { otherSideOf, readableWindows } from '../readable';

/**
 * The other side's published windows: promoted companies (VIP or SVIP in force) first and marked, then newest
 * publication first; `keyword` searches names, introductions and case titles.
 */
export async function listWindows(ctx: AppContext, caller: Caller, lang: Lang, query: ShowcaseQuery): Promise<Paged<ShowcaseCard>> {
  const keyword = query.keyword?.trim();
  const matching = keyword ? like(showcaseWindows.searchText, likePattern(keyword)) : undefined;
  const zone = acrossCompanies(ctx.db, "the showcase lists the other side's published windows");
  const members = zone
    .select({ id: companies.id })
    .from(companies)
    .where(and(ne(companies.memberLevel, 'ORDINARY'), gt(companies.memberExpires, ctx.clock.now())));
  const filtered = zone
    .select({ ...getTableColumns(showcaseWindows), promoted: sql<boolean>`${inArray(showcaseWindows.companyId, members)}`.as('promoted') })
    .from(showcaseWindows)
    .where(readableWindows(ctx.db, otherSideOf(caller), matching));
  const orderBy = [sql`"promoted" desc`, desc(showcaseWindows.publishedAt), desc(showcaseWindows.id)];
  const page = await paginate(ctx.db, filtered.$dynamic(), { ...query, orderBy }, (row: ShowcaseWindowRow & { promoted: boolean }) => row);
  const refs = await loadRefs(ctx.db, page.list, shanghaiDay(ctx.clock.now()));
  return { ...page, list: page.list.map((row) => ({ ...presentCard(row, refs, lang), promoted: row.promoted })) };
}

export function registerListWindows(app: ShowcaseApp) {
  const schema = { querystring: ShowcaseQuery, response: responses(PagedSchema(ShowcaseCardSchema)) };
  app.get(SHOWCASE_API.list, { schema, config: { access: SHOW_WINDOWS } }, async (request) =>
    ok(request, await listWindows(app.ctx, request.caller!, request.lang, request.query)),
  );
}
