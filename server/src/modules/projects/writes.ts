import { eq, type SQL } from 'drizzle-orm';
import type { PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import type { Caller, ProjectRow } from '../../db/rows';
import { participantScope } from '../../db/participants';
import { acrossCompanies } from '../../db/scoped';
import { isStaff } from '../../policies';
import { notifyCompany, settleTopic, type NoticeValues } from '../notices/service';
import type { NoticeType } from '@b2b/shared/contract';
import { companies, type ProjectSide } from '../../db/schema';
import type { AppContext } from '../../plugins/app/context';
import { companyOfSide } from './state';
import type { NoticeText } from '../notices/messages';

/**
 * Writes to a project's rows by whoever acts: a party through its participant scope, staff and the
 * platform across companies (each statement below starts from one of the two, as db/scope-check.ts asks).
 */
export interface ProjectWrites {
  set<T extends PgTable>(table: T, values: PgUpdateSetSource<T>, where: SQL): Promise<unknown>;
  add<T extends PgTable>(table: T, rows: PgInsertValue<T>[]): Promise<unknown>;
  remove<T extends PgTable>(table: T, where: SQL): Promise<unknown>;
}

export function writesOf(tx: Tx, actor: Caller | null): ProjectWrites {
  if (actor && !isStaff(actor)) {
    const scope = participantScope(tx, { companyId: actor.company.id });
    return {
      set: async (table, values, where) => scope.update(table).set(values).where(where),
      add: async (table, rows) => scope.insert(table).values(rows),
      remove: async (table, where) => scope.delete(table).where(where),
    };
  }
  const db = acrossCompanies(tx, 'staff (a dispute) and the platform (review period, ratings) act on a project of two other companies');
  return {
    set: async (table, values, where) => db.update(table).set(values).where(where),
    add: async (table, rows) => db.insert(table).values(rows),
    remove: async (table, where) => db.delete(table).where(where),
  };
}

/** A notice to every account of one side, about the project (its title filled in). */
export async function tell(
  ctx: AppContext,
  tx: Tx,
  project: ProjectRow,
  side: ProjectSide,
  type: NoticeType,
  text: (side: ProjectSide, projectId: string, topicId?: string) => NoticeText,
  values: NoticeValues = {},
  topicId?: string,
) {
  await notifyCompany(ctx, tx, companyOfSide(project, side), type, text(side, project.id, topicId), { title: project.title, ...values });
}

/** The staff's companies (role CUSTOMER): the platform's customer service, told of what waits in the console. */
async function staffCompanies(tx: Tx): Promise<string[]> {
  const rows = await acrossCompanies(tx, "staff are told of a dispute between two other companies: the platform's own accounts")
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.role, 'CUSTOMER'));
  return rows.map((row) => row.id);
}

/** A notice to every staff account, about the project (its title filled in). */
export async function tellStaff(
  ctx: AppContext,
  tx: Tx,
  project: ProjectRow,
  type: NoticeType,
  text: NoticeText,
  values: NoticeValues = {},
) {
  for (const companyId of await staffCompanies(tx))
    await notifyCompany(ctx, tx, companyId, type, text, { title: project.title, ...values });
}

/** Closes the staff's TODO on a topic: one of them did it. */
export async function settleStaff(tx: Tx, topic: string) {
  for (const companyId of await staffCompanies(tx)) await settleTopic(tx, companyId, topic);
}

/** Closes one side's TODO on a topic: its action was done. */
export const settle = (tx: Tx, project: ProjectRow, side: ProjectSide, topic: string) =>
  settleTopic(tx, companyOfSide(project, side), topic);
