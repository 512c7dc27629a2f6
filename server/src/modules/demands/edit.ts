import { isDeepStrictEqual } from 'node:util';
import { AMENDMENT_LOCKED_FIELDS, type Demand, type UpdateDemandBody } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import type { Caller, DemandRow } from '../../db/rows';
import { demandRevisions } from '../../db/schema';
import { companyScope } from '../../db/scoped';
import { AppError } from '../../lib/errors';
import type { AppContext } from '../../plugins/app/context';
import { notifyCompany } from '../notices/service';
import { amendedDeadline, cleanDemand, stripControl, type DemandValues } from './clean';
import { recordEvent } from './events';
import { scheduleDeadline } from './jobs';
import { demandAmended } from './messages';
import { presentDemand, type Viewer } from './present';
import { effectiveStatus } from './state';
import { lockManaged, responders, saveDemand } from './write';

/**
 * PUT of a demand: a DRAFT or REJECTED one is edited in place (it stays in its state until
 * submitted); a PUBLISHED one still open is amended (a new revision); anything else is 409.
 */
export async function editDemand(ctx: AppContext, viewer: Viewer, id: string, body: UpdateDemandBody): Promise<Demand> {
  const { caller } = viewer;
  const { amendNote, ...fields } = body;
  return ctx.db.transaction(async (tx) => {
    const demand = await lockManaged(tx, caller, id);
    const now = ctx.clock.now();
    const status = effectiveStatus(demand, now);
    if (status !== 'DRAFT' && status !== 'REJECTED' && status !== 'PUBLISHED') throw new AppError('STATE_CONFLICT');
    const values = await cleanDemand(tx, demand.companyId, fields);
    const row =
      status === 'PUBLISHED'
        ? await amend(ctx, tx, caller, demand, values, amendNote, now)
        : await saveDemand(tx, demand, { ...values, updatedAt: now });
    if (status !== 'PUBLISHED') await recordEvent(ctx, tx, demand.id, caller, { action: 'EDITED', from: status, to: status });
    return presentDemand(tx, { ...viewer, now }, row);
  });
}

async function amend(
  ctx: AppContext,
  tx: Tx,
  caller: Caller,
  demand: DemandRow,
  values: DemandValues,
  amendNote: string | undefined,
  now: Date,
): Promise<DemandRow> {
  const fields = AMENDMENT_LOCKED_FIELDS.filter((key) => !isDeepStrictEqual(values[key] ?? null, demand[key] ?? null)).map(
    (key) => `/${key}`,
  );
  const note = amendNote === undefined ? '' : stripControl(amendNote).trim();
  if (note.length < 2) fields.push('/amendNote');
  if (fields.length) throw new AppError('VALIDATION', { fields });
  const deadline = amendedDeadline(values.deadline, now);
  const revision = demand.revision + 1;
  const row = await saveDemand(tx, demand, {
    title: values.title,
    description: values.description,
    budgetMin: values.budgetMin,
    budgetMax: values.budgetMax,
    currency: values.currency,
    deadline,
    attachmentIds: values.attachmentIds,
    contactVisibility: values.contactVisibility,
    lang: values.lang,
    searchText: values.searchText,
    revision,
    updatedAt: now,
  });
  await companyScope(tx, demand.companyId)
    .insert(demandRevisions)
    .values({ ...revisionOf(row), note, createdBy: caller.user.id, createdAt: now });
  await scheduleDeadline(ctx, tx, row, demand.deadline);
  const text = demandAmended(demand.id);
  for (const companyId of await responders(tx, demand)) {
    await notifyCompany(ctx, tx, companyId, 'TODO', text, { title: row.title, revision: String(revision), note });
  }
  await recordEvent(ctx, tx, demand.id, caller, { action: 'AMENDED', from: 'PUBLISHED', to: 'PUBLISHED', detail: note });
  return row;
}

/** The published version of the demand as it is now. */
export const revisionOf = (row: DemandRow) => ({
  demandId: row.id,
  revision: row.revision,
  title: row.title,
  description: row.description,
  budgetMin: row.budgetMin,
  budgetMax: row.budgetMax,
  currency: row.currency,
  deadline: row.deadline,
  attachmentIds: row.attachmentIds,
});
