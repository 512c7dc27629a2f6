import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { Caller, DemandRow } from '../../db/rows';
import { demandResponses } from '../../db/schema';
import { companyScope } from '../../db/scoped';
import { authorize } from '../../policies';
import type { DemandEntity } from '../../policies/demands';
import { findDemand } from './state';

/** The demand with the caller's part in it the policy needs: a cancelled one asks whether the caller's company responded. */
export async function withCallerPart(db: Tx, caller: Caller, demand: DemandRow): Promise<DemandEntity> {
  if (demand.status !== 'CANCELLED' || caller.company.role !== 'SUP') return demand;
  const [response] = await companyScope(db, caller.company.id)
    .pick(demandResponses, { id: demandResponses.id })
    .where(and(eq(demandResponses.demandId, demand.id), ne(demandResponses.status, 'WITHDRAWN')))
    .limit(1);
  return { ...demand, callerResponded: !!response };
}

/** The demand, when the caller may read it (docs/marketplace.md, the states' "who sees it"); 404 otherwise. */
export async function readableDemand(db: Tx, caller: Caller, id: string): Promise<DemandRow> {
  const demand = await findDemand(db, id);
  authorize(caller, 'read', { demand: await withCallerPart(db, caller, demand) });
  return demand;
}
