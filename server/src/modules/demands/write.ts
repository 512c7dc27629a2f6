import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { Caller, DemandRow } from '../../db/rows';
import { demandResponses, demands } from '../../db/schema';
import { participantScope } from '../../db/participants';
import { companyScope } from '../../db/scoped';
import { AppError } from '../../lib/errors';
import { authorize } from '../../policies';
import { lockDemand } from './state';

/** Party A's demand, locked: 404 to anyone else (its existence is private). */
export async function lockManaged(tx: Tx, caller: Caller, id: string): Promise<DemandRow> {
  const demand = await lockDemand(tx, id);
  authorize(caller, 'manage', { demand });
  return demand;
}

/** Writes the locked demand's row through its company's scope. */
export async function saveDemand(tx: Tx, demand: DemandRow, values: Partial<typeof demands.$inferInsert>): Promise<DemandRow> {
  const [row] = await companyScope(tx, demand.companyId).update(demands).set(values).where(eq(demands.id, demand.id)).returning();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The companies of the suppliers with an active (not withdrawn) response to the demand. */
export async function responders(tx: Tx, demand: DemandRow): Promise<string[]> {
  const rows = await participantScope(tx, { companyId: demand.companyId })
    .pick(demandResponses, { companyId: demandResponses.companyId })
    .where(and(eq(demandResponses.demandId, demand.id), ne(demandResponses.status, 'WITHDRAWN')));
  return [...new Set(rows.map((row) => row.companyId))];
}
