import { and, asc, count, desc, eq, gt, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { PAGE_SIZE_DEFAULT, type DemandSummary, type MarketQuery, type Paged } from '@b2b/shared/contract';
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { collections, companies, companyRatingSummaries, demandResponses, demands } from '../../db/schema';
import { acrossCompanies, userScope } from '../../db/scoped';
import type { AppContext } from '../../plugins/app/context';
import { allOf, filterConditions, filterValues } from './filters';
import { marketCache } from './market-cache';
import {
  activeResponse,
  companyLookupFields,
  lookupsOf,
  presentSummaries,
  SUMMARY_COLUMNS,
  type LookupRow,
  type Lookups,
  type SummaryRow,
  type Viewer,
} from './present';

type Ordered = Record<'publishedAt' | 'deadline' | 'budgetMax' | 'id', AnyColumn>;
const ORDER = {
  newest: (t: Ordered) => [desc(t.publishedAt), desc(t.id)],
  deadline: (t: Ordered) => [asc(t.deadline), asc(t.id)],
  budget: (t: Ordered) => [desc(t.budgetMax), desc(t.id)],
};

/** What a statement of the zone depends on: the window, the order and which filters are set (not their values). */
function shapeOf(query: MarketQuery) {
  const values = filterValues(query);
  const set = (Object.keys(values) as (keyof typeof values)[]).filter((name) => values[name] !== undefined);
  return { key: [query.status ?? 'OPEN', query.sort ?? 'newest', ...set].join(' '), values };
}

/**
 * The page and the total over every page in one statement (the count an uncorrelated subquery: run once), with
 * the list's columns only, and beside each row what the reader's summary shows of it (its company, its active
 * responses, the reader's part: `present.ts`'s lookups, here in the same round trip); and the total alone, for a
 * page past the end. Built once per shape and database: building the select in Drizzle cost about as much as
 * running it. Unnamed statements, so each run is planned with its values: a keyword's plan depends on the keyword
 * (a generic plan reads the whole trigram index).
 */
function prepare(db: Db, query: MarketQuery) {
  const status = query.status ?? 'OPEN';
  const now = sql.placeholder('now');
  const window = status === 'OPEN' ? gt(demands.deadline, now) : status === 'CLOSED' ? lte(demands.deadline, now) : undefined;
  const zone = acrossCompanies(db, "the demand zone lists every company's published demands, their companies and response counts");
  const where = allOf([eq(demands.status, 'PUBLISHED'), window, ...filterConditions(query, (name) => sql.placeholder(name))]);
  const counted = zone.select({ n: count() }).from(demands).where(where);
  const order = ORDER[query.sort ?? 'newest'];
  const page = zone
    .select({ ...SUMMARY_COLUMNS, total: sql<number>`(${counted})`.mapWith(Number).as('total') })
    .from(demands)
    .where(where)
    .orderBy(...order(demands))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  // The lookups of present.ts, as subqueries beside the page (grouping the page would list its every column).
  const activeResponses = (also?: SQL) => and(eq(demandResponses.demandId, page.id), activeResponse, also);
  const responseCount = zone.select({ n: count() }).from(demandResponses).where(activeResponses());
  const ours = zone
    .select({ one: sql`1` })
    .from(demandResponses)
    .where(activeResponses(eq(demandResponses.companyId, sql.placeholder('company'))));
  const saved = userScope(db, sql.placeholder('user') as unknown as string)
    .pick(collections, { one: sql`1` })
    .where(eq(collections.demandId, page.id));
  type PageFields = typeof page._.selectedFields;
  const row = Object.fromEntries([...Object.keys(SUMMARY_COLUMNS), 'total'].map((k) => [k, page[k as keyof PageFields]])) as PageFields;
  const withLookups = zone
    .select({
      row,
      ...companyLookupFields,
      n: sql<number>`(${responseCount})`.mapWith(Number),
      responded: sql<boolean>`exists (${ours})`,
      collected: sql<boolean>`exists (${saved})`,
    })
    .from(page)
    .innerJoin(companies, eq(companies.id, page.companyId))
    .leftJoin(companyRatingSummaries, eq(companyRatingSummaries.companyId, page.companyId))
    .orderBy(...order(page));
  return { page: withLookups.prepare(''), total: counted.prepare('') };
}

const statements = perDatabase(() => new Map<string, ReturnType<typeof prepare>>());

/**
 * The demand zone: published demands of every company (OPEN by default: still taking responses;
 * CLOSED: past the deadline; ALL: both), filtered and sorted, a page at a time. The page itself is
 * the same for every reader and comes through the market cache; the reader's own flags do not.
 */
export async function marketDemands(ctx: AppContext, viewer: Viewer, query: MarketQuery): Promise<Paged<DemandSummary>> {
  const { key, values } = shapeOf(query);
  const { caller } = viewer;
  // Read with the page when this request reads it; a page from the cache takes the reader's lookups on their own.
  let known: Lookups | undefined;
  const page = await marketCache(ctx).read(query, async () => {
    const built = statements(ctx.db);
    const shape = built.get(key) ?? built.set(key, prepare(ctx.db, query)).get(key)!;
    const pageSize = query.pageSize ?? PAGE_SIZE_DEFAULT;
    const page = query.page ?? 1;
    const params = { ...values, now: ctx.clock.now(), limit: pageSize, offset: (page - 1) * pageSize };
    const found = await shape.page.execute({ ...params, user: caller.user.id, company: caller.company.id });
    // Past the last page no row carries the total: counted apart (a reader paging beyond the end).
    const total = found[0]?.row.total ?? (page > 1 ? (await shape.total.execute(params))[0].n : 0);
    const list: SummaryRow[] = found.map(({ row: { total: _total, ...row } }) => row);
    known = await lookupsOf(
      ctx.db,
      found.map(({ row, ...lookup }): LookupRow => ({ ...lookup, id: row.id })),
    );
    return { list, total, page, pageSize };
  });
  return { ...page, list: await presentSummaries(ctx.db, viewer, page.list, known) };
}
