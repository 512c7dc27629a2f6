import { MemberParams, SubAccountSchema, TEAM_API, type SubAccount } from '@b2b/shared/contract';
import type { Caller } from '../../../db/rows';
import { AppError } from '../../../lib/errors';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { TEAM_PAGE, type TeamApp } from '../access';
import { lockMember, saveMember } from '../members';
import { presentMember } from '../present';

/** A disabled sub-account may sign in again. It kept its seat while disabled, so no seat is counted here. */
export async function enableSubAccount(ctx: AppContext, caller: Caller, id: string): Promise<SubAccount> {
  return ctx.db.transaction(async (tx) => {
    const user = await lockMember(tx, caller, id);
    if (user.status !== 'DISABLED') throw new AppError('STATE_CONFLICT');
    return presentMember(await saveMember(tx, caller, user, { status: 'ACTIVE', updatedAt: ctx.clock.now() }));
  });
}

export function registerEnableSubAccount(app: TeamApp) {
  const schema = { params: MemberParams, response: responses(SubAccountSchema) };
  app.post(TEAM_API.enable, { schema, config: { access: TEAM_PAGE } }, async (request) =>
    ok(request, await enableSubAccount(app.ctx, request.caller!, request.params.id)),
  );
}
