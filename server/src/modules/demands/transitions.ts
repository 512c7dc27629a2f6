import { eq } from 'drizzle-orm';
import type { Demand, DemandStatus, ReasonBody } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import type { DemandRow } from '../../db/rows';
import { demands } from '../../db/schema';
import { companyScope } from '../../db/scoped';
import { AppError } from '../../lib/errors';
import type { AppContext } from '../../plugins/app/context';
import { notifyCompany, settleTopic } from '../notices/service';
import { assertDeadlineWindow, cleanReason } from './clean';
import { recordEvent } from './events';
import { scheduleDeadline } from './jobs';
import { demandCancelled, evaluateTopic } from './messages';
import { presentDemand, type Viewer } from './present';
import { effectiveStatus } from './state';
import { lockManaged, responders, saveDemand } from './write';

/**
 * One of party A's state changes, on the locked demand: 404 for another company's demand, 409
 * when the demand is not in one of `from` (its effective status: CLOSED is derived).
 */
async function transition(
  ctx: AppContext,
  viewer: Viewer,
  id: string,
  from: readonly DemandStatus[],
  change: (tx: Tx, demand: DemandRow, status: DemandStatus, now: Date) => Promise<DemandRow>,
): Promise<Demand> {
  return ctx.db.transaction(async (tx) => {
    const demand = await lockManaged(tx, viewer.caller, id);
    const now = ctx.clock.now();
    const status = effectiveStatus(demand, now);
    if (!from.includes(status)) throw new AppError('STATE_CONFLICT');
    const row = await change(tx, demand, status, now);
    return presentDemand(tx, { ...viewer, now }, row);
  });
}

/** DRAFT or REJECTED → PENDING, with the deadline inside the window. */
export const submitDemand = (ctx: AppContext, viewer: Viewer, id: string) =>
  transition(ctx, viewer, id, ['DRAFT', 'REJECTED'], async (tx, demand, status, now) => {
    assertDeadlineWindow(demand.deadline, now);
    const row = await saveDemand(tx, demand, { status: 'PENDING', reason: null, updatedAt: now });
    await recordEvent(ctx, tx, demand.id, viewer.caller, { action: 'SUBMITTED', from: status, to: 'PENDING' });
    return row;
  });

/** Stops taking responses: the deadline becomes now, so the demand is CLOSED from here on. */
export const closeDemand = (ctx: AppContext, viewer: Viewer, id: string) =>
  transition(ctx, viewer, id, ['PUBLISHED'], async (tx, demand, _status, now) => {
    const row = await saveDemand(tx, demand, { deadline: now, updatedAt: now });
    await scheduleDeadline(ctx, tx, row, demand.deadline);
    await recordEvent(ctx, tx, demand.id, viewer.caller, { action: 'CLOSED', from: 'PUBLISHED', to: 'CLOSED' });
    return row;
  });

/** PUBLISHED or CLOSED → CANCELLED with party A's reason; every responder is told. */
export const cancelDemand = (ctx: AppContext, viewer: Viewer, id: string, body: ReasonBody) =>
  transition(ctx, viewer, id, ['PUBLISHED', 'CLOSED'], async (tx, demand, status, now) => {
    const reason = cleanReason(body.reason);
    const row = await saveDemand(tx, demand, { status: 'CANCELLED', reason, updatedAt: now });
    await settleTopic(tx, demand.companyId, evaluateTopic(demand.id));
    for (const companyId of await responders(tx, demand)) {
      await notifyCompany(ctx, tx, companyId, 'SYSTEM', demandCancelled, { title: demand.title, reason });
    }
    await recordEvent(ctx, tx, demand.id, viewer.caller, { action: 'CANCELLED', from: status, to: 'CANCELLED', detail: reason });
    return row;
  });

/** A draft is deleted with its trail: nothing of it was ever seen outside the company. */
export async function deleteDemand(ctx: AppContext, viewer: Viewer, id: string): Promise<null> {
  return ctx.db.transaction(async (tx) => {
    const demand = await lockManaged(tx, viewer.caller, id);
    if (demand.status !== 'DRAFT') throw new AppError('STATE_CONFLICT');
    await companyScope(tx, demand.companyId).delete(demands).where(eq(demands.id, demand.id));
    return null;
  });
}
