import { DEMAND_LIMITS, type MarketQuery } from '@b2b/shared/contract';

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
