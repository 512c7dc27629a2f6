import Type from 'typebox';
import { MemberParams, TEAM_API } from '@b2b/shared/contract';
import type { Caller } from '../../../db/rows';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { hashPassword } from '../../../lib/password';
import { newLinkToken } from '../../../lib/crypto';
import { revokeAllSessions } from '../../auth/sessions';
import { TEAM_PAGE, type TeamApp } from '../access';
import { lockMember, saveMember } from '../members';

/**
 * The sub-account is gone: its sessions end, its email and phone are free again and its password is unusable.
 * The row stays (DELETED) so the demands, responses, messages and events it made keep their author and stay
 * with the company; its seat frees.
 */
export async function deleteSubAccount(ctx: AppContext, caller: Caller, id: string): Promise<null> {
  const unusable = await hashPassword(newLinkToken());
  return ctx.db.transaction(async (tx) => {
    const user = await lockMember(tx, caller, id);
    await saveMember(tx, caller, user, { status: 'DELETED', email: null, phone: null, passwordHash: unusable, updatedAt: ctx.clock.now() });
    await revokeAllSessions(ctx, user.id, tx);
    return null;
  });
}

export function registerDeleteSubAccount(app: TeamApp) {
  const schema = { params: MemberParams, response: responses(Type.Null()) };
  app.delete(TEAM_API.remove, { schema, config: { access: TEAM_PAGE } }, async (request) =>
    ok(request, await deleteSubAccount(app.ctx, request.caller!, request.params.id)),
  );
}
