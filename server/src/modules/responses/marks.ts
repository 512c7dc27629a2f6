import { and, eq } from 'drizzle-orm';
import { weightedTotal, type Criterion, type Demand, type DecisionBody, type ResponseView, type ScoreBody } from '@b2b/shared/contract';
import { demandResponses, demands, responseEvaluations } from '../../db/schema';
import { participantScope } from '../../db/participants';
import { companyScope } from '../../db/scoped';
import { AppError } from '../../lib/errors';
import type { AppContext } from '../../plugins/app/context';
import { authorize } from '../../policies';
import { cleanCriteria, stripControl } from '../demands/clean';
import { presentDemand } from '../demands/present';
import { lockDemand } from '../demands/state';
import { notifyCompany } from '../notices/service';
import { loadResponse, recordEvent, recordMark } from './load';
import { decisionChanged, decisionText } from './messages';
import { evaluable, presentResponses, type Viewer } from './present';
import { criteriaChangeable } from './read';

/** Party A changes the weighted criteria of a demand not yet final, before its first score. */
export async function setCriteria(ctx: AppContext, viewer: Viewer, demandId: string, criteria: Criterion[]): Promise<Demand> {
  const { caller } = viewer;
  return ctx.db.transaction(async (tx) => {
    const demand = await lockDemand(tx, demandId);
    authorize(caller, 'manage', { demand });
    const cleaned = cleanCriteria(criteria, demand.lang);
    if (!cleaned) throw new AppError('VALIDATION', { fields: ['/criteria'] });
    if (!(await criteriaChangeable(tx, demand))) throw new AppError('STATE_CONFLICT');
    const now = ctx.clock.now();
    const [row] = await companyScope(tx, demand.companyId)
      .update(demands)
      .set({ criteria: cleaned, updatedAt: now })
      .where(eq(demands.id, demand.id))
      .returning();
    await recordEvent(ctx, tx, caller, demand.id, 'CRITERIA_CHANGED');
    return presentDemand(tx, { ...viewer, now }, row);
  });
}

/** An evaluator's own scores of an ACTIVE response (one evaluation per evaluator, replaced). */
export async function scoreResponse(ctx: AppContext, viewer: Viewer, id: string, body: ScoreBody): Promise<ResponseView> {
  const { caller } = viewer;
  return ctx.db.transaction(async (tx) => {
    const { row, demand } = await loadResponse(tx, caller, id, 'evaluate', true);
    const given = Object.keys(body.scores);
    const wanted = new Set(demand.criteria.map((c) => c.key));
    if (given.length !== wanted.size || !given.every((key) => wanted.has(key))) throw new AppError('VALIDATION', { fields: ['/scores'] });
    const now = ctx.clock.now();
    if (!evaluable(demand, row, now)) throw new AppError('STATE_CONFLICT');
    const total = weightedTotal(demand.criteria, body.scores);
    const comment = body.comment === undefined ? null : stripControl(body.comment).trim() || null;
    const own = companyScope(tx, caller.company.id);
    const mine = and(eq(responseEvaluations.responseId, row.id), eq(responseEvaluations.evaluatorId, caller.user.id));
    const [before] = await own.select(responseEvaluations).where(mine);
    const values = { scores: body.scores, total, comment, updatedAt: now };
    await own
      .insert(responseEvaluations)
      .values({ ...values, responseId: row.id, demandId: demand.id, evaluatorId: caller.user.id })
      .onConflictDoUpdate({ target: [responseEvaluations.responseId, responseEvaluations.evaluatorId], set: values });
    await recordMark(ctx, tx, caller, row, { kind: 'SCORE', from: before ? String(before.total) : null, to: String(total), comment });
    await recordEvent(ctx, tx, caller, demand.id, 'SCORED', { responseId: row.id });
    return (await presentResponses(tx, { ...viewer, now }, [row], [demand]))[0];
  });
}

/** Shortlist, reject or undo (null); the supplier hears of each change. */
export async function decideResponse(ctx: AppContext, viewer: Viewer, id: string, { decision }: DecisionBody): Promise<ResponseView> {
  const { caller } = viewer;
  return ctx.db.transaction(async (tx) => {
    const { row, demand } = await loadResponse(tx, caller, id, 'evaluate', true);
    const now = ctx.clock.now();
    if (!evaluable(demand, row, now)) throw new AppError('STATE_CONFLICT');
    if (decision === row.decision) return (await presentResponses(tx, { ...viewer, now }, [row], [demand]))[0];
    const [saved] = await participantScope(tx, { companyId: caller.company.id })
      .update(demandResponses)
      .set({ decision, updatedAt: now })
      .where(eq(demandResponses.id, row.id))
      .returning();
    await recordMark(ctx, tx, caller, row, { kind: 'DECISION', from: row.decision, to: decision });
    await notifyCompany(ctx, tx, row.companyId, 'SYSTEM', decisionChanged(row.id), {
      title: demand.title,
      decision: decisionText(decision),
    });
    await recordEvent(ctx, tx, caller, demand.id, 'DECIDED', { detail: decision, responseId: row.id });
    return (await presentResponses(tx, { ...viewer, now }, [saved], [demand]))[0];
  });
}
