import { eq, inArray } from 'drizzle-orm';
import { RESPONSE_LIMITS, type ResponseBody, type ResponseView } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import type { Caller } from '../../db/rows';
import { demandResponses, manpower, responseEvaluations } from '../../db/schema';
import { companyScope } from '../../db/scoped';
import { takeWrite } from '../../lib/write-limits';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { cleanText } from '../../lib/text';
import type { AppContext } from '../../plugins/app/context';
import { authorize } from '../../policies';
import { cleanMarkdown } from '../demands/clean';
import { amendedTopic } from '../demands/messages';
import { lockDemand, takesResponses } from '../demands/state';
import { attachableFiles } from '../files/attach';
import { notifyCompany, settleTopic } from '../notices/service';
import { loadResponse, recordEvent, recordMark, type Loaded } from './load';
import { newResponse } from './messages';
import { presentResponses, type Viewer } from './present';

/** The columns a response body sets, checked: own confirmed files, own manpower entries. */
async function cleanResponse(tx: Tx, caller: Caller, body: ResponseBody) {
  await attachableFiles(tx, caller.company.id, body.attachmentIds, '/attachmentIds');
  if (body.manpowerIds.length) {
    const own = await companyScope(tx, caller.company.id).pick(manpower, { id: manpower.id }).where(inArray(manpower.id, body.manpowerIds));
    if (own.length !== body.manpowerIds.length) throw new AppError('VALIDATION', { fields: ['/manpowerIds'] });
  }
  return {
    price: body.price,
    timelineDays: body.timelineDays,
    proposal: cleanText(cleanMarkdown(body.proposal), '/proposal', RESPONSE_LIMITS.proposalMin),
    attachmentIds: body.attachmentIds,
    manpowerIds: body.manpowerIds,
  };
}

const approved = (caller: Caller) => {
  if (caller.company.approvalStatus !== 'APPROVED') throw new AppError('COMPANY_NOT_APPROVED');
};

/** A supplier responds to a demand taking responses, once per company (docs/marketplace.md, "Response"). */
export async function respond(ctx: AppContext, viewer: Viewer, demandId: string, body: ResponseBody): Promise<ResponseView> {
  const { caller } = viewer;
  return ctx.db.transaction(async (tx) => {
    const demand = await lockDemand(tx, demandId);
    authorize(caller, 'engage', { demand });
    approved(caller);
    const now = ctx.clock.now();
    if (!takesResponses(demand, now)) throw new AppError('STATE_CONFLICT');
    const values = await cleanResponse(tx, caller, body);
    await takeWrite(tx, ctx.config, caller.user.id, 'response', now);
    let row;
    try {
      [row] = await companyScope(tx, caller.company.id)
        .insert(demandResponses)
        .values({
          ...values,
          demandId: demand.id,
          createdBy: caller.user.id,
          revision: demand.revision,
          status: 'ACTIVE',
          submittedAt: now,
          updatedAt: now,
        })
        .returning();
    } catch (error) {
      if (isUniqueViolation(error, 'demand_responses_active_key')) throw new AppError('ALREADY_RESPONDED');
      throw error;
    }
    await notifyCompany(ctx, tx, demand.companyId, 'SYSTEM', newResponse(demand.id), { title: demand.title });
    await recordEvent(ctx, tx, caller, demand.id, 'RESPONDED');
    return (await presentResponses(tx, { ...viewer, now }, [row], [demand]))[0];
  });
}

/** The supplier's own ACTIVE response, locked, on a demand it may still engage with. */
async function lockOwn(tx: Tx, caller: Caller, id: string): Promise<Loaded> {
  const loaded = await loadResponse(tx, caller, id, 'act', true);
  authorize(caller, 'engage', { demand: loaded.demand });
  approved(caller);
  if (loaded.row.status !== 'ACTIVE') throw new AppError('STATE_CONFLICT');
  return loaded;
}

type Change = 'revise' | 'reconfirm' | 'withdraw';

async function change(ctx: AppContext, viewer: Viewer, id: string, kind: Change, body?: ResponseBody): Promise<ResponseView> {
  const { caller } = viewer;
  return ctx.db.transaction(async (tx) => {
    const { row, demand } = await lockOwn(tx, caller, id);
    const now = ctx.clock.now();
    let values: Partial<typeof demandResponses.$inferInsert>;
    if (kind === 'withdraw') {
      const [scored] = await companyScope(tx, demand.companyId)
        .pick(responseEvaluations, { id: responseEvaluations.id })
        .where(eq(responseEvaluations.responseId, row.id))
        .limit(1);
      if (scored || row.decision !== null) throw new AppError('STATE_CONFLICT');
      values = { status: 'WITHDRAWN' };
    } else {
      if (!takesResponses(demand, now)) throw new AppError('STATE_CONFLICT');
      if (kind === 'reconfirm' && row.revision >= demand.revision) throw new AppError('STATE_CONFLICT');
      values = { ...(body ? await cleanResponse(tx, caller, body) : {}), revision: demand.revision };
      if (kind === 'revise') await takeWrite(tx, ctx.config, caller.user.id, 'response', now);
    }
    const [saved] = await companyScope(tx, caller.company.id)
      .update(demandResponses)
      .set({ ...values, updatedAt: now })
      .where(eq(demandResponses.id, row.id))
      .returning();
    if (kind === 'withdraw') await recordMark(ctx, tx, caller, row, { kind: 'WITHDRAW', from: 'ACTIVE', to: 'WITHDRAWN' });
    await settleTopic(tx, caller.company.id, amendedTopic(demand.id));
    const action = { revise: 'RESPONSE_REVISED', reconfirm: 'RESPONSE_RECONFIRMED', withdraw: 'RESPONSE_WITHDRAWN' } as const;
    await recordEvent(ctx, tx, caller, demand.id, action[kind]);
    return (await presentResponses(tx, { ...viewer, now }, [saved], [demand]))[0];
  });
}

/** While the demand takes responses: new content, stamped with the demand's current revision. */
export const reviseResponse = (ctx: AppContext, viewer: Viewer, id: string, body: ResponseBody) => change(ctx, viewer, id, 'revise', body);
/** While the demand takes responses and was amended since: the same content, stamped with the current revision. */
export const reconfirmResponse = (ctx: AppContext, viewer: Viewer, id: string) => change(ctx, viewer, id, 'reconfirm');
/** An ACTIVE response without any mark yet (no score, no decision). */
export const withdrawResponse = (ctx: AppContext, viewer: Viewer, id: string) => change(ctx, viewer, id, 'withdraw');
