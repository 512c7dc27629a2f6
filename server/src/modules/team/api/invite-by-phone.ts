import {
  INVITATION_VALID_DAYS,
  InvitationSchema,
  InviteByPhoneBody,
  TEAM_API,
  type Invitation,
  type InviteByPhoneBody as Body,
} from '@b2b/shared/contract';
import { afterCommit } from '../../../db/after-commit';
import type { Caller } from '../../../db/rows';
import { companyInvitations } from '../../../db/schema';
import { hashCode, newCode, newSalt } from '../../../lib/crypto';
import type { Lang } from '../../../lib/i18n';
import { cleanText } from '../../../lib/text';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { takeSendBudgets } from '../../codes/budgets';
import { normalizeTarget } from '../../codes/target';
import { companyDisplayName } from '../../users/service';
import { TEAM_PAGE, type TeamApp } from '../access';
import { deliverCommitted } from '../../../mail/outbox';
import { invitationSms } from '../messages';
import { presentInvitation } from '../present';
import { openInvitation } from '../seats';

const DAY_MS = 86_400_000;

/**
 * The main account invites a sub-account by mobile number: the seat rules and the row lock of a mail invitation,
 * the send budgets of the codes module (per number, per IP, per day for the platform) and its outbox, where the
 * code is masked outside demo mode. The code works as long as the invitation; only its salted hash is stored.
 */
export async function inviteByPhone(ctx: AppContext, caller: Caller, lang: Lang, ip: string, body: Body): Promise<Invitation> {
  const phone = normalizeTarget('sms', body.phone, '/phone');
  const nickname = cleanText(body.nickname, '/nickname');
  const code = newCode();
  const salt = newSalt();
  return ctx.db.transaction(async (tx) => {
    const { own, now, company: locked } = await openInvitation(ctx, tx, caller, 'sms', phone);
    await takeSendBudgets(ctx, tx, 'sms', phone, ip, now);
    const [row] = await own
      .insert(companyInvitations)
      .values({
        invitedById: caller.user.id,
        phone,
        nickname,
        type: body.type,
        codeSalt: salt,
        codeHash: hashCode(salt, code),
        status: 'PENDING',
        expiresAt: new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS),
        createdAt: now,
      })
      .returning();
    const link = `${ctx.config.appUrl}/auth/invitation`;
    const company = companyDisplayName(locked, lang);
    const text = invitationSms(lang, { company, type: body.type, code, link, days: INVITATION_VALID_DAYS });
    afterCommit(tx, () => deliverCommitted(ctx, { channel: 'sms', target: phone, ...text, secret: code }, 'invitation text'));
    return presentInvitation(row, now);
  });
}

export function registerInviteByPhone(app: TeamApp) {
  const schema = { body: InviteByPhoneBody, response: responses(InvitationSchema) };
  app.post(TEAM_API.inviteByPhone, { schema, config: { access: TEAM_PAGE } }, async (request) =>
    ok(request, await inviteByPhone(app.ctx, request.caller!, request.lang, request.ip, request.body)),
  );
}
