import { and, asc, eq } from 'drizzle-orm';
import type { AwardBody, Demand, DemandResponses } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import type { DemandRow } from '../../db/rows';
import { demandResponses, demands } from '../../db/schema';
import { participantScope } from '../../db/participants';
import { companyScope } from '../../db/scoped';
import { AppError } from '../../lib/errors';
import type { AppContext } from '../../plugins/app/context';
import { authorize } from '../../policies';
import { presentDemand } from '../demands/present';
import { evaluateTopic } from '../demands/messages';
import { effectiveStatus, lockDemand } from '../demands/state';
import { notifyCompany, settleTopic } from '../notices/service';
import { recordEvent, recordMark } from './load';
import { responseAwarded, responseDeclined } from './messages';
import type { Viewer } from './present';
import { allScored, listForDemand, revealable } from './read';

/** The ACTIVE responses of a demand, locked (after the demand, like every writer). */
async function lockActive(tx: Tx, demand: DemandRow) {
  return participantScope(tx, { companyId: demand.companyId })
    .select(demandResponses)
    .where(and(eq(demandResponses.demandId, demand.id), eq(demandResponses.status, 'ACTIVE')))
    .orderBy(asc(demandResponses.submittedAt))
    .for('update');
}

/** Party A shows the suppliers' names of a blind evaluation: once closed and every active response is scored. */
export async function revealSuppliers(ctx: AppContext, viewer: Viewer, demandId: string): Promise<DemandResponses> {
  const { caller } = viewer;
  await ctx.db.transaction(async (tx) => {
    const demand = await lockDemand(tx, demandId);
    authorize(caller, 'manage', { demand });
    const now = ctx.clock.now();
    const active = await lockActive(tx, demand);
    const everyActiveScored = await allScored(
      tx,
      demand,
      active.map((r) => r.id),
    );
    if (!revealable(demand, now, everyActiveScored)) throw new AppError('STATE_CONFLICT');
    await companyScope(tx, demand.companyId).update(demands).set({ revealed: true, updatedAt: now }).where(eq(demands.id, demand.id));
    await recordEvent(ctx, tx, caller, demand.id, 'REVEALED');
  });
  return listForDemand(ctx, { ...viewer, now: ctx.clock.now() }, demandId);
}

/**
 * Party A awards one ACTIVE response of a CLOSED demand: it becomes AWARDED, every other ACTIVE one
 * DECLINED, the demand AWARDED and revealed. Under the demand's lock, so two awards make one.
 */
export async function awardResponse(ctx: AppContext, viewer: Viewer, demandId: string, { responseId }: AwardBody): Promise<Demand> {
  const { caller } = viewer;
  return ctx.db.transaction(async (tx) => {
    const demand = await lockDemand(tx, demandId);
    authorize(caller, 'manage', { demand });
    const now = ctx.clock.now();
    const active = await lockActive(tx, demand);
    const winner = active.find((r) => r.id === responseId);
    if (!winner) {
      // Only to tell a response of another state (409) from none of this demand (404).
      const [other] = await participantScope(tx, { companyId: caller.company.id })
        .pick(demandResponses, { id: demandResponses.id })
        .where(and(eq(demandResponses.id, responseId), eq(demandResponses.demandId, demand.id)));
      throw new AppError(other ? 'STATE_CONFLICT' : 'NOT_FOUND');
    }
    if (effectiveStatus(demand, now) !== 'CLOSED') throw new AppError('STATE_CONFLICT');
    const declined = active.filter((r) => r.id !== winner.id);
    await participantScope(tx, { companyId: caller.company.id })
      .update(demandResponses)
      .set({ status: 'AWARDED', updatedAt: now })
      .where(eq(demandResponses.id, winner.id));
    for (const row of declined) {
      await participantScope(tx, { companyId: caller.company.id })
        .update(demandResponses)
        .set({ status: 'DECLINED', updatedAt: now })
        .where(eq(demandResponses.id, row.id));
    }
    const [saved] = await companyScope(tx, demand.companyId)
      .update(demands)
      .set({ status: 'AWARDED', awardedResponseId: winner.id, revealed: true, updatedAt: now })
      .where(eq(demands.id, demand.id))
      .returning();
    await recordMark(ctx, tx, caller, winner, { kind: 'AWARD', from: 'ACTIVE', to: 'AWARDED' });
    await notifyCompany(ctx, tx, winner.companyId, 'SYSTEM', responseAwarded(winner.id), { title: demand.title });
    for (const row of declined) {
      await recordMark(ctx, tx, caller, row, { kind: 'DECLINE', from: 'ACTIVE', to: 'DECLINED' });
      await notifyCompany(ctx, tx, row.companyId, 'SYSTEM', responseDeclined(row.id), { title: demand.title });
    }
    await settleTopic(tx, demand.companyId, evaluateTopic(demand.id));
    await recordEvent(ctx, tx, caller, demand.id, 'AWARDED', { from: 'CLOSED', to: 'AWARDED' });
    return presentDemand(tx, { ...viewer, now }, saved);
  });
}
