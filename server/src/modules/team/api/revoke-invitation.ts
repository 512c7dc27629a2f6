import { and, eq } from 'drizzle-orm';
import { InvitationSchema, MemberParams, TEAM_API, type Invitation } from '@b2b/shared/contract';
import type { Caller } from '../../../db/rows';
import { companyInvitations } from '../../../db/schema';
import { companyScope } from '../../../db/scoped';
import { AppError } from '../../../lib/errors';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { authorize } from '../../../policies';
import { TEAM_PAGE, type TeamApp } from '../access';
import { presentInvitation } from '../present';
import { lockSeats, pendingAt } from '../seats';

/** The main account takes back a pending invitation: its link stops working and its seat frees at once. */
export async function revokeInvitation(ctx: AppContext, caller: Caller, id: string): Promise<Invitation> {
  return ctx.db.transaction(async (tx) => {
    const seats = await lockSeats(ctx, tx, caller.company.id);
    authorize(caller, 'update', { company: seats.company });
    const own = companyScope(tx, caller.company.id);
    const now = ctx.clock.now();
    const [row] = await own
      .update(companyInvitations)
      .set({ status: 'REVOKED' })
      .where(and(eq(companyInvitations.id, id), pendingAt(now)))
      .returning();
    if (row) return presentInvitation(row, now);
    const [exists] = await own.pick(companyInvitations, { id: companyInvitations.id }).where(eq(companyInvitations.id, id));
    throw new AppError(exists ? 'STATE_CONFLICT' : 'NOT_FOUND');
  });
}

export function registerRevokeInvitation(app: TeamApp) {
  const schema = { params: MemberParams, response: responses(InvitationSchema) };
  app.delete(TEAM_API.revokeInvitation, { schema, config: { access: TEAM_PAGE } }, async (request) =>
    ok(request, await revokeInvitation(app.ctx, request.caller!, request.params.id)),
  );
}
