import { eq } from 'drizzle-orm';
import { canAccess, findRoute } from '@b2b/shared/access';
import type { DemandEventAction, DemandStatus, MarkChangeKind } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import type { Caller, DemandRow, ResponseRow } from '../../db/rows';
import { demandEvents, demandResponses, markHistory } from '../../db/schema';
import { participantScope } from '../../db/participants';
import { companyScope } from '../../db/scoped';
import { AppError } from '../../lib/errors';
import { effectiveMembership } from '../../lib/membership';
import type { AppContext } from '../../plugins/app/context';
import { authorize } from '../../policies';
import type { ResponseAction } from '../../policies/responses';
import { findDemand, lockDemand } from '../demands/state';

export interface Loaded {
  row: ResponseRow;
  demand: DemandRow;
}

/** A response the caller's company takes part in, as its supplier or as party A; the policy decides next. */
async function findRow(tx: Tx, caller: Caller, id: string, lock: boolean): Promise<ResponseRow | undefined> {
  const query = participantScope(tx, { companyId: caller.company.id }).select(demandResponses).where(eq(demandResponses.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * The response and its demand, with the policy's answer for `action` (404 to anyone else). With
 * `lock`, the demand and then the response are locked: every writer takes them in this order.
 */
export async function loadResponse(tx: Tx, caller: Caller, id: string, action: ResponseAction, lock = false): Promise<Loaded> {
  const found = await findRow(tx, caller, id, false);
  if (!found) throw new AppError('NOT_FOUND');
  const demand = lock ? await lockDemand(tx, found.demandId) : await findDemand(tx, found.demandId);
  const row = lock ? await findRow(tx, caller, id, true) : found;
  if (!row) throw new AppError('NOT_FOUND');
  authorize(caller, action, { response: { row, demand } });
  return { row, demand };
}

/** The caller passes the rule of the demand zone (respond, revise, reconfirm, withdraw), for the `can` flags. */
export function mayUseZone(caller: Caller, now: Date): boolean {
  const user = {
    role: caller.company.role,
    companyApprovalStatus: caller.company.approvalStatus,
    memberLevel: effectiveMembership(caller.company, now).level,
    type: caller.user.type,
  };
  return canAccess(findRoute('demand')!, user).ok;
}

/** One line of the demand's audit trail, by the caller; `demand.changed` once it commits (an award takes the demand out of the zone). */
export async function recordEvent(
  ctx: AppContext,
  tx: Tx,
  caller: Caller,
  demandId: string,
  action: DemandEventAction,
  extra: { from?: DemandStatus; to?: DemandStatus; detail?: string | null; responseId?: string } = {},
) {
  ctx.events.afterCommit(tx, { type: 'demand.changed', demandId, action });
  await companyScope(tx, caller.company.id)
    .insert(demandEvents)
    .values({
      demandId,
      userId: caller.user.id,
      action,
      fromStatus: extra.from ?? null,
      toStatus: extra.to ?? null,
      detail: extra.detail ?? null,
      responseId: extra.responseId ?? null,
      createdAt: ctx.clock.now(),
    });
}

export interface MarkChange {
  kind: MarkChangeKind;
  from?: string | null;
  to?: string | null;
  comment?: string | null;
}

/** One change of a response's mark, by the caller (its company is the actor's). */
export async function recordMark(ctx: AppContext, tx: Tx, caller: Caller, row: ResponseRow, change: MarkChange) {
  await companyScope(tx, caller.company.id)
    .insert(markHistory)
    .values({
      responseId: row.id,
      demandId: row.demandId,
      userId: caller.user.id,
      kind: change.kind,
      from: change.from ?? null,
      to: change.to ?? null,
      comment: change.comment ?? null,
      createdAt: ctx.clock.now(),
    });
}
