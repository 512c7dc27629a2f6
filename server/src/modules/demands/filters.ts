import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { MarketQuery } from '@b2b/shared/contract';
import { demands } from '../../db/schema';
import { AppError } from '../../lib/errors';

/** `%`, `_` and the escape character itself match literally. */
export const likePattern = (keyword: string) => `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type Filters = Pick<MarketQuery, 'keyword' | 'categoryId' | 'provinceCode' | 'budgetFrom' | 'budgetTo'>;

/** The list filters both lists share: keyword in the title or description, category, province, budget overlap. */
export function filterConditions(query: Filters): (SQL | undefined)[] {
  if (query.budgetFrom !== undefined && query.budgetTo !== undefined && query.budgetFrom > query.budgetTo) {
    throw new AppError('VALIDATION', { fields: ['/budgetTo'] });
  }
  const keyword = query.keyword?.trim();
  return [
    keyword ? sql`${demands.searchText} like ${likePattern(keyword)} escape '\\'` : undefined,
    query.categoryId ? eq(demands.categoryId, query.categoryId) : undefined,
    query.provinceCode ? eq(demands.provinceCode, query.provinceCode) : undefined,
    query.budgetFrom !== undefined ? gte(demands.budgetMax, query.budgetFrom) : undefined,
    query.budgetTo !== undefined ? lte(demands.budgetMin, query.budgetTo) : undefined,
  ];
}

export const allOf = (conditions: (SQL | undefined)[]) => and(...conditions.filter((c) => c !== undefined));
