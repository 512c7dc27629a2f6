import { and, eq, getTableColumns, getTableName, inArray, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { AppError } from '../lib/errors';
import type { Tx } from './client';
import { isLink, PARTIES, type Party, type PartyKind } from './parties';
import { ScopedStatements } from './scoped-statements';

const tableOf = (column: AnyPgColumn) => column.table as PgTable;

/** The property name of `column` in its table's rows (`companyId` for `company_id`). */
function keyOf(table: PgTable, column: AnyPgColumn): string {
  const entry = Object.entries(getTableColumns(table)).find(([, c]) => c === column);
  if (!entry) throw new Error(`${column.name} is not a column of ${getTableName(table)}`);
  return entry[0];
}

/**
 * Reads and writes the rows one party takes part in, as declared in db/parties.ts: a response is
 * its supplier's and party A's. Every statement ANDs "the party is one of the row's parties" into
 * its `where`; an update may not set a party column or a link to the owning row; an insert is
 * refused (403) unless the party takes part in the new row. Like companyScope, a service can
 * neither forget the condition nor write a row it is no party to.
 */
class ParticipantScope extends ScopedStatements<PgTable> {
  constructor(
    db: Tx,
    private readonly kind: PartyKind,
    readonly partyId: string,
  ) {
    super(db);
  }

  private partiesOf(table: PgTable): Party[] {
    const parties = PARTIES.get(table)?.[this.kind];
    if (!parties?.length) throw new Error(`${getTableName(table)} declares no ${this.kind} in db/parties.ts`);
    return parties;
  }

  private takesPart(party: Party): SQL {
    if (!isLink(party)) return eq(party, this.partyId);
    const linked = this.db.select({ id: party.to }).from(tableOf(party.to)).where(eq(party.party, this.partyId));
    return inArray(party.from, linked);
  }

  /** `(party takes part) AND where`: for joins and subqueries the builders do not cover. */
  override where(table: PgTable, where?: SQL): SQL {
    return and(or(...this.partiesOf(table).map((party) => this.takesPart(party))), where)!;
  }

  /**
   * Inserts rows the party takes part in: named in a party column of each row, or through a link
   * (checked against the linked row when the statement runs). Otherwise 403.
   */
  insert<U extends PgTable>(table: U) {
    return {
      values: (rows: PgInsertValue<U> | PgInsertValue<U>[]) => {
        const list = Array.isArray(rows) ? rows : [rows];
        const unnamed = list.filter((row) => !this.namedIn(table, row));
        const links = this.partiesOf(table).filter(isLink);
        if (unnamed.length && !links.length) throw new AppError('FORBIDDEN');
        const query = this.db.insert(table).values(list);
        if (!unnamed.length) return query;
        // Drizzle's builder methods (returning, onConflict…) return the builder itself, so the check
        // below stays on it; a prepared statement would run without it and is refused.
        const execute = query.execute;
        query.prepare = () => {
          throw new Error('a participant insert checked through a link cannot be prepared');
        };
        query.execute = (async (placeholders?: Record<string, unknown>) => {
          for (const row of unnamed) if (!(await this.linkedTo(table, row))) throw new AppError('FORBIDDEN');
          return execute(placeholders);
        }) as typeof execute;
        return query;
      },
    };
  }

  private namedIn(table: PgTable, row: object): boolean {
    const values = row as Record<string, unknown>;
    return this.partiesOf(table).some((party) => !isLink(party) && values[keyOf(table, party)] === this.partyId);
  }

  private async linkedTo(table: PgTable, row: object): Promise<boolean> {
    for (const link of this.partiesOf(table).filter(isLink)) {
      const value = (row as Record<string, unknown>)[keyOf(table, link.from)];
      if (typeof value !== 'string') continue;
      const [found] = await this.db
        .select({ id: link.to })
        .from(tableOf(link.to))
        .where(and(eq(link.to, value), eq(link.party, this.partyId)))
        .limit(1);
      if (found) return true;
    }
    return false;
  }

  /** Who takes part in a row is fixed when it is inserted: an update setting a party column or a link is 403. */
  protected override assertWritable(table: PgTable, values: object): void {
    const set = values as Record<string, unknown>;
    for (const party of this.partiesOf(table)) {
      if (set[keyOf(table, isLink(party) ? party.from : party)] !== undefined) throw new AppError('FORBIDDEN');
    }
  }
}

/** The rows one company takes part in (db/parties.ts: a response is its supplier's and party A's). */
export function participantScope(db: Tx, party: { companyId: string } | { userId: string }): ParticipantScope {
  return 'companyId' in party ? new ParticipantScope(db, 'companies', party.companyId) : new ParticipantScope(db, 'users', party.userId);
}

export type { ParticipantScope };
