import { DEMAND_LIMITS, MARKET_SORTS, type MarketQuery } from '@b2b/shared/contract';

export const PAGE_SIZE = 12;

/** What the filter bar holds; empty fields ask for everything. */
export interface MarketFilters {
  keyword: string;
  categoryId?: string;
  provinceCode?: string;
  budgetFrom?: number | null;
  budgetTo?: number | null;
  status: NonNullable<MarketQuery['status']>;
  sort: NonNullable<MarketQuery['sort']>;
}

export const DEFAULT_FILTERS: MarketFilters = { keyword: '', status: 'OPEN', sort: 'newest' };

const isAmount = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 0;

/** The market call's query for the filters and page: only what is set, in the API's names. */
export function toMarketQuery(filters: MarketFilters, page: number): MarketQuery {
  const keyword = filters.keyword.trim().slice(0, DEMAND_LIMITS.keywordMax);
  const query: MarketQuery = { page, pageSize: PAGE_SIZE, status: filters.status, sort: filters.sort };
  if (keyword) query.keyword = keyword;
  if (filters.categoryId) query.categoryId = filters.categoryId;
  if (filters.provinceCode) query.provinceCode = filters.provinceCode;
  let from = isAmount(filters.budgetFrom) ? Math.floor(filters.budgetFrom) : undefined;
  let to = isAmount(filters.budgetTo) ? Math.floor(filters.budgetTo) : undefined;
  if (from !== undefined && to !== undefined && from > to) [from, to] = [to, from];
  if (from !== undefined) query.budgetFrom = from;
  if (to !== undefined) query.budgetTo = to;
  return query;
}

const STATUSES: readonly MarketFilters['status'][] = ['OPEN', 'CLOSED', 'ALL'];
const PARAM = { keyword: 'q', categoryId: 'category', provinceCode: 'province', budgetFrom: 'min', budgetTo: 'max', status: 'status', sort: 'sort', page: 'page' } as const; // prettier-ignore

const amountParam = (raw: string | null) => {
  if (raw === null || !/^\d{1,12}$/.test(raw)) return undefined;
  return Number(raw);
};

/** The filters and page a link carries (`?q=…&province=44&page=2`); anything malformed falls back to the default. */
export function filtersFromParams(params: URLSearchParams): { filters: MarketFilters; page: number } {
  const text = (name: string, max: number) => params.get(name)?.trim().slice(0, max) || undefined;
  const status = params.get(PARAM.status) as MarketFilters['status'];
  const sort = params.get(PARAM.sort) as MarketFilters['sort'];
  const page = Number(params.get(PARAM.page));
  return {
    filters: {
      keyword: text(PARAM.keyword, DEMAND_LIMITS.keywordMax) ?? '',
      categoryId: text(PARAM.categoryId, 64),
      provinceCode: params.get(PARAM.provinceCode)?.match(/^\d{2}$/)?.[0],
      budgetFrom: amountParam(params.get(PARAM.budgetFrom)),
      budgetTo: amountParam(params.get(PARAM.budgetTo)),
      status: STATUSES.includes(status) ? status : DEFAULT_FILTERS.status,
      sort: (MARKET_SORTS as readonly string[]).includes(sort) ? sort : DEFAULT_FILTERS.sort,
    },
    page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : 1,
  };
}

/** Writes the filters and page into `params` (keeping its other entries), leaving out what is the default. */
export function writeFiltersToParams(params: URLSearchParams, filters: MarketFilters, page: number): URLSearchParams {
  const query = toMarketQuery(filters, page);
  const values: Record<keyof typeof PARAM, string | undefined> = {
    keyword: query.keyword,
    categoryId: query.categoryId,
    provinceCode: query.provinceCode,
    budgetFrom: query.budgetFrom?.toString(),
    budgetTo: query.budgetTo?.toString(),
    status: query.status === DEFAULT_FILTERS.status ? undefined : query.status,
    sort: query.sort === DEFAULT_FILTERS.sort ? undefined : query.sort,
    page: page > 1 ? String(page) : undefined,
  };
  for (const [key, name] of Object.entries(PARAM)) {
    const value = values[key as keyof typeof PARAM];
    if (value === undefined) params.delete(name);
    else params.set(name, value);
  }
  return params;
}
