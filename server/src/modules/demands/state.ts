import { eq } from 'drizzle-orm';
import type { DemandStatus } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import type { DemandRow } from '../../db/rows';
import { demands } from '../../db/schema';
import { acrossCompanies } from '../../db/scoped';
import { AppError } from '../../lib/errors';

/** The status the API shows: CLOSED is a PUBLISHED demand whose deadline has passed (docs/marketplace.md). */
export function effectiveStatus(demand: Pick<DemandRow, 'status' | 'deadline'>, now: Date): DemandStatus {
  return demand.status === 'PUBLISHED' && demand.deadline.getTime() <= now.getTime() ? 'CLOSED' : demand.status;
}

/** Suppliers may ask, respond, revise and reconfirm. */
export const takesResponses = (demand: Pick<DemandRow, 'status' | 'deadline'>, now: Date) => effectiveStatus(demand, now) === 'PUBLISHED';

/**
 * The demand, locked until the transaction ends, whoever owns it: every state change, response and
 * award of a demand runs under this lock, so concurrent ones are serialized. The caller's policy
 * decides next whether it may be seen at all (404 otherwise).
 */
export async function lockDemand(tx: Tx, id: string): Promise<DemandRow> {
  const [row] = await acrossCompanies(tx, "suppliers and staff act on party A's demand; the policy check follows")
    .select()
    .from(demands)
    .where(eq(demands.id, id))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The demand without a lock, for reads; the policy check follows. */
export async function findDemand(tx: Tx, id: string): Promise<DemandRow> {
  const [row] = await acrossCompanies(tx, "suppliers and staff read party A's demand; the policy check follows")
    .select()
    .from(demands)
    .where(eq(demands.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
