import { MemberParams, SubAccountSchema, TEAM_API, type SubAccount } from '@b2b/shared/contract';
import type { Caller } from '../../../db/rows';
import { AppError } from '../../../lib/errors';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { revokeAllSessions } from '../../auth/sessions';
import { TEAM_PAGE, type TeamApp } from '../access';
import { lockMember, saveMember } from '../members';
import { presentMember } from '../present';

/** The sub-account can no longer sign in, and every session it has ends in the same transaction. */
export async function disableSubAccount(ctx: AppContext, caller: Caller, id: string): Promise<SubAccount> {
  return ctx.db.transaction(async (tx) => {
    const user = await lockMember(tx, caller, id);
    if (user.status !== 'ACTIVE') throw new AppError('STATE_CONFLICT');
    const row = await saveMember(tx, caller, user, { status: 'DISABLED', updatedAt: ctx.clock.now() });
    await revokeAllSessions(ctx, user.id, tx);
    return presentMember(row);
  });
}

export function registerDisableSubAccount(app: TeamApp) {
  const schema = { params: MemberParams, response: responses(SubAccountSchema) };
  app.post(TEAM_API.disable, { schema, config: { access: TEAM_PAGE } }, async (request) =>
    ok(request, await disableSubAccount(app.ctx, request.caller!, request.params.id)),
  );
}
