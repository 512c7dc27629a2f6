import type { SQL } from 'drizzle-orm';
import type { PgTable, PgUpdateSetSource, SelectedFields } from 'drizzle-orm/pg-core';
import type { Tx } from './client';

/**
 * The statements every scope builds alike (companyScope, userScope, participantScope): each ANDs the
 * scope's condition into the service's own `where`, and an update is checked before it is built. A
 * scope says what its condition is, which values it refuses to write, and how it inserts.
 */
export abstract class ScopedStatements<T extends PgTable> {
  constructor(protected readonly db: Tx) {}

  /** `(the scope's condition) AND where`: for joins and subqueries the builders below do not cover. */
  abstract where(table: T, where?: SQL): SQL;

  /** Throws FORBIDDEN on values (a row, an update's set) the scope may not write. */
  protected abstract assertWritable(table: T, values: object): void;

  select<U extends T>(table: U) {
    return {
      where: (where?: SQL) =>
        this.db
          .select()
          .from<U>(table as never)
          .where(this.where(table, where)),
    };
  }

  /** `select` of some columns only. */
  pick<U extends T, F extends SelectedFields>(table: U, fields: F) {
    return {
      where: (where?: SQL) =>
        this.db
          .select(fields)
          .from<U>(table as never)
          .where(this.where(table, where)),
    };
  }

  update<U extends T>(table: U) {
    return {
      set: (values: PgUpdateSetSource<U>) => {
        this.assertWritable(table, values);
        return { where: (where?: SQL) => this.db.update(table).set(values).where(this.where(table, where)) };
      },
    };
  }

  delete<U extends T>(table: U) {
    return { where: (where?: SQL) => this.db.delete(table).where(this.where(table, where)) };
  }
}
