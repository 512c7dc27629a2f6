import type { CreateDemandBody, Demand } from '@b2b/shared/contract';
import { demands } from '../../db/schema';
import { companyScope } from '../../db/scoped';
import { AppError } from '../../lib/errors';
import type { AppContext } from '../../plugins/app/context';
import { assertDeadlineWindow, cleanDemand } from './clean';
import { recordEvent } from './events';
import { presentDemand, type Viewer } from './present';

/** A new draft of the caller's company; `submit: true` sends it for verification at once. */
export async function createDemand(ctx: AppContext, viewer: Viewer, body: CreateDemandBody): Promise<Demand> {
  const { caller } = viewer;
  if (caller.company.role !== 'DEV') throw new AppError('FORBIDDEN');
  const { submit, ...fields } = body;
  return ctx.db.transaction(async (tx) => {
    const values = await cleanDemand(tx, caller.company.id, fields);
    const now = ctx.clock.now();
    if (submit) assertDeadlineWindow(values.deadline, now);
    const [row] = await companyScope(tx, caller.company.id)
      .insert(demands)
      .values({ ...values, createdBy: caller.user.id, status: submit ? 'PENDING' : 'DRAFT', createdAt: now, updatedAt: now })
      .returning();
    await recordEvent(ctx, tx, row.id, caller, { action: 'CREATED', to: 'DRAFT' });
    if (submit) await recordEvent(ctx, tx, row.id, caller, { action: 'SUBMITTED', from: 'DRAFT', to: 'PENDING' });
    return presentDemand(tx, { ...viewer, now }, row);
  });
}
