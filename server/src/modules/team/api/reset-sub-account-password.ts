import { MemberParams, SubAccountSchema, TEAM_API, type SubAccount } from '@b2b/shared/contract';
import { afterCommit } from '../../../db/after-commit';
import type { Caller } from '../../../db/rows';
import { newLinkToken } from '../../../lib/crypto';
import type { Lang } from '../../../lib/i18n';
import { hashPassword } from '../../../lib/password';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { revokeAllSessions } from '../../auth/sessions';
import { companyDisplayName } from '../../users/service';
import { TEAM_PAGE, type TeamApp } from '../access';
import { lockMember, saveMember } from '../members';
import { deliverCommitted } from '../../../mail/outbox';
import { resetMail } from '../messages';
import { presentMember } from '../present';

/**
 * The main account resets a sub-account's password: the old one stops working (replaced by a random one nobody
 * knows), every session ends, and the sub-account is mailed to set a new one with "forgot password". The main
 * account never learns or chooses the new password.
 */
export async function resetSubAccountPassword(ctx: AppContext, caller: Caller, lang: Lang, id: string): Promise<SubAccount> {
  const passwordHash = await hashPassword(newLinkToken());
  return ctx.db.transaction(async (tx) => {
    const user = await lockMember(tx, caller, id);
    const row = await saveMember(tx, caller, user, { passwordHash, updatedAt: ctx.clock.now() });
    await revokeAllSessions(ctx, user.id, tx);
    if (user.email) {
      const mail = resetMail(lang, {
        company: companyDisplayName(caller.company, lang),
        nickname: user.nickname,
        link: `${ctx.config.appUrl}/auth/forget`,
      });
      const target = user.email;
      afterCommit(tx, () => deliverCommitted(ctx, { channel: 'mail', target, ...mail }, 'password reset mail'));
    }
    return presentMember(row);
  });
}

export function registerResetSubAccountPassword(app: TeamApp) {
  const schema = { params: MemberParams, response: responses(SubAccountSchema) };
  app.post(TEAM_API.resetPassword, { schema, config: { access: TEAM_PAGE } }, async (request) =>
    ok(request, await resetSubAccountPassword(app.ctx, request.caller!, request.lang, request.params.id)),
  );
}
