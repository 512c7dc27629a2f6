import { count, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { PAGE_SIZE_DEFAULT, type Paged, type PagingQuery } from '@b2b/shared/contract';
import type { Db, Tx } from '../db/client';
import { perDatabase } from '../db/per-database';

interface Page {
  page: number;
  pageSize: number;
  limit: number;
  offset: number;
}

/**
 * The page a list query asks for. The querystring schema (`PagingQuery`, or a contract schema
 * spreading `pagingProperties`) has already bounded both numbers; this fills in the defaults.
 */
function pageOf(query: PagingQuery): Page {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? PAGE_SIZE_DEFAULT;
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
}

/**
 * One page of `query` (a `.$dynamic()` select, filtered but not ordered) with the total over every
 * page, in the contract's `Paged` shape. Both counts come from the same filter, so they cannot
 * disagree. The order is given here, not on `query`: the count then runs without it, so PostgreSQL
 * can answer it from an index alone (an ordered subquery is sorted first and read from the table).
 */
export async function paginate<Q extends PgSelect, Item>(
  db: Tx,
  query: Q,
  paging: PagingQuery & { orderBy: (SQL | PgColumn)[] },
  present: (row: Awaited<Q>[number]) => Item,
): Promise<Paged<Item>> {
  const { page, pageSize, limit, offset } = pageOf(paging);
  // `as never`: drizzle cannot tell that a generic select is not a data-modifying subquery.
  const [{ total }]: { total: number }[] = await db.select({ total: count() }).from(query.as('paged') as never);
  const rows: Awaited<Q> = await query
    .orderBy(...paging.orderBy)
    .limit(limit)
    .offset(offset);
  return { list: rows.map(present), total, page, pageSize };
}

/**
 * A list read on every page view, built once per database as two prepared statements (its total and
 * one page) instead of on every request: `build` writes the filtered select with `sql.placeholder`s
 * for the values of one request (the owner's id included, through the same scope helpers), and each
 * call passes them. `limit` and `offset` are placeholders of the page statement.
 */
export function preparedPages<Row>(name: string, build: (db: Db) => PgSelect, orderBy: (SQL | PgColumn)[]) {
  const statements = perDatabase((db) => ({
    count: db
      .select({ total: count() })
      .from(build(db).as('paged') as never)
      .prepare(`${name}_count`),
    page: build(db)
      .orderBy(...orderBy)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`${name}_page`),
  }));
  return async (db: Db, values: Record<string, unknown>, paging: PagingQuery): Promise<Paged<Row>> => {
    const prepared = statements(db);
    const { page, pageSize, limit, offset } = pageOf(paging);
    // At once, on two of the pool's connections: lists are read outside a transaction (a transaction's one
    // connection runs one query at a time, and node-postgres warns when given two).
    const [[{ total }], rows] = await Promise.all([prepared.count.execute(values), prepared.page.execute({ ...values, limit, offset })]);
    return { list: rows as Row[], total: total as number, page, pageSize };
  };
}
