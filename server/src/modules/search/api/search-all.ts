import {
  SEARCH_API,
  SEARCH_KINDS,
  SEARCH_LIMITS,
  SearchQuery,
  SearchResultSchema,
  type SearchKind,
  type SearchResult,
} from '@b2b/shared/contract';
import type { Caller } from '../../../db/rows';
import { AppError } from '../../../lib/errors';
import type { Lang } from '../../../lib/i18n';
import { mayOpenPage } from '../../../plugins/app/access';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { DEMAND_ZONE_PAGE, DIRECTORY_PAGE, SEARCH_ACCESS, type SearchApp } from '../access';
import { searchBulletin } from '../bulletin';
import { searchDemands } from '../demands';
import { searchSuppliers } from '../suppliers';

/** The query trimmed, 2..100 characters; anything else is a validation error on `/q`. */
export function searchText(raw: string): string {
  const q = raw.trim();
  if (q.length < SEARCH_LIMITS.qMin || q.length > SEARCH_LIMITS.qMax) throw new AppError('VALIDATION', { fields: ['/q'] });
  return q;
}

/**
 * The top hits per kind with their totals, only of the kinds the caller may open: demands for whoever may
 * open the demand zone, suppliers for whoever may open the directory, published bulletin posts for anyone.
 */
export async function searchAll(ctx: AppContext, caller: Caller | null, query: SearchQuery, lang: Lang): Promise<SearchResult> {
  const q = searchText(query.q);
  const now = ctx.clock.now();
  const asked = new Set<SearchKind>(query.kinds ? (query.kinds.split(',') as SearchKind[]) : SEARCH_KINDS);
  const searches = {
    demands: () => (caller && mayOpenPage(caller, DEMAND_ZONE_PAGE, now) ? searchDemands(ctx, { caller, lang, now }, q) : null),
    suppliers: () => (caller && mayOpenPage(caller, DIRECTORY_PAGE, now) ? searchSuppliers(ctx, caller, q, lang) : null),
    bulletin: () => searchBulletin(ctx, q, lang),
  };
  const groups = await Promise.all(SEARCH_KINDS.filter((kind) => asked.has(kind)).map((kind) => searches[kind]()));
  return { q, groups: groups.filter((group) => group !== null) };
}

export function registerSearchAll(app: SearchApp) {
  const schema = { querystring: SearchQuery, response: responses(SearchResultSchema) };
  app.get(SEARCH_API.search, { schema, onRequest: app.limits.search, config: { access: SEARCH_ACCESS } }, async (request) =>
    ok(request, await searchAll(app.ctx, request.caller ?? null, request.query, request.lang)),
  );
}
