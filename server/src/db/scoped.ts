import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { AppError } from '../lib/errors';
import type { Tx } from './client';
import { companies, users } from './schema';
import { ScopedStatements } from './scoped-statements';

/** A table one of whose columns, `K`, names the row's owner. */
type OwnedBy<K extends string> = PgTable & Record<K, AnyPgColumn>;

/** An insert into a scope: the owner column may be left out, the scope fills it in. */
type ScopedInsert<U extends PgTable, K extends string> = Omit<U['$inferInsert'], K> & Partial<Record<K, string>>;

/**
 * Reads and writes the rows of one owner only. Every statement ANDs `owner = ownerId` into its
 * `where` (a service's own condition can only narrow it), and inserts and updates refuse a row
 * naming another owner: a service can neither forget the condition nor move a row elsewhere.
 * The owner's own row (the company, the account) is matched by its `id`.
 */
class Scope<K extends string, Root extends PgTable> extends ScopedStatements<Root | OwnedBy<K>> {
  constructor(
    db: Tx,
    private readonly key: K,
    private readonly root: Root,
    readonly ownerId: string,
  ) {
    super(db);
  }

  private keyOf(table: PgTable): string {
    return table === this.root ? 'id' : this.key;
  }

  /** `owner = ownerId AND where`: for joins and subqueries the builders do not cover. */
  override where(table: Root | OwnedBy<K>, where?: SQL): SQL {
    const column = (table as unknown as Record<string, AnyPgColumn>)[this.keyOf(table)];
    return and(eq(column, this.ownerId), where)!;
  }

  insert<U extends OwnedBy<K>>(table: U) {
    return {
      values: (rows: ScopedInsert<U, K> | ScopedInsert<U, K>[]) => {
        const list = (Array.isArray(rows) ? rows : [rows]).map((row) => {
          this.assertWritable(table, row);
          return { ...row, [this.key]: this.ownerId } as unknown as PgInsertValue<U>;
        });
        return this.db.insert(table).values(list);
      },
    };
  }

  /** A row that names another owner is a bug or an attack: 403 rather than a silent move. */
  protected override assertWritable(table: PgTable, values: object): void {
    const owner = (values as Record<string, unknown>)[this.keyOf(table)];
    if (owner !== undefined && owner !== this.ownerId) throw new AppError('FORBIDDEN');
  }
}

/** The rows of one company: `companies` itself and every table with a `companyId`. */
export const companyScope = (db: Tx, companyId: string) => new Scope(db, 'companyId', companies, companyId);

/** The rows of one account: `users` itself and every table with a `userId` (notices, sessions). */
export const userScope = (db: Tx, userId: string) => new Scope(db, 'userId', users, userId);

/**
 * The database, for a read or write that genuinely looks across companies: the demand zone, staff's
 * console, sign-in lookups, uniqueness checks, notices to another company. `why` says why, where the
 * query is; the scope check (db/scope-check.test.ts) accepts company-owned tables only through a
 * scope or this.
 */
export type AcrossCompanies = Tx & { readonly __acrossCompanies: true };

export function acrossCompanies(db: Tx, why: string): AcrossCompanies {
  if (!why.trim()) throw new Error('acrossCompanies needs a reason');
  return db as AcrossCompanies;
}
