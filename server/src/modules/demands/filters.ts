import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { MarketQuery } from '@b2b/shared/contract';
import { demands } from '../../db/schema';
import { AppError } from '../../lib/errors';

/** `%`, `_` and the escape character itself match literally. */
export const likePattern = (keyword: string) => `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type Filters = Pick<MarketQuery, 'keyword' | 'categoryId' | 'provinceCode' | 'budgetFrom' | 'budgetTo'>;

/** A statement's parameter: a placeholder for a statement built once, the value itself otherwise. */
export type Param = (name: 'keyword' | 'categoryId' | 'provinceCode' | 'budgetFrom' | 'budgetTo') => unknown;

/** The values the filters compare with (the keyword as its `like` pattern), by parameter name. */
export function filterValues(query: Filters) {
  if (query.budgetFrom !== undefined && query.budgetTo !== undefined && query.budgetFrom > query.budgetTo) {
    throw new AppError('VALIDATION', { fields: ['/budgetTo'] });
  }
  const keyword = query.keyword?.trim();
  return {
    keyword: keyword ? likePattern(keyword) : undefined,
    categoryId: query.categoryId || undefined,
    provinceCode: query.provinceCode || undefined,
    budgetFrom: query.budgetFrom,
    budgetTo: query.budgetTo,
  };
}

/**
 * The list filters both lists share: keyword in the title or description, category, province, budget overlap,
 * each where `query` sets it, comparing with `param` (by default the query's own values).
 */
export function filterConditions(query: Filters, param?: Param): (SQL | undefined)[] {
  const values = filterValues(query);
  const value: Param = param ?? ((name) => values[name]);
  return [
    values.keyword !== undefined ? sql`${demands.searchText} like ${value('keyword')} escape '\\'` : undefined,
    values.categoryId !== undefined ? eq(demands.categoryId, value('categoryId') as string) : undefined,
    values.provinceCode !== undefined ? eq(demands.provinceCode, value('provinceCode') as string) : undefined,
    values.budgetFrom !== undefined ? gte(demands.budgetMax, value('budgetFrom') as number) : undefined,
    values.budgetTo !== undefined ? lte(demands.budgetMin, value('budgetTo') as number) : undefined,
  ];
}

export const allOf = (conditions: (SQL | undefined)[]) => and(...conditions.filter((c) => c !== undefined));
