import {
  INVITATION_VALID_DAYS,
  InvitationSchema,
  InviteSubAccountBody,
  TEAM_API,
  type Invitation,
  type InviteSubAccountBody as Body,
} from '@b2b/shared/contract';
import { afterCommit } from '../../../db/after-commit';
import type { Caller } from '../../../db/rows';
import { companyInvitations } from '../../../db/schema';
import { newLinkToken, sha256 } from '../../../lib/crypto';
import type { Lang } from '../../../lib/i18n';
import { cleanText } from '../../../lib/text';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { normalizeTarget } from '../../codes/target';
import { companyDisplayName } from '../../users/service';
import { TEAM_PAGE, type TeamApp } from '../access';
import { deliverCommitted } from '../../../mail/outbox';
import { invitationMail } from '../messages';
import { presentInvitation } from '../present';
import { openInvitation } from '../seats';

const DAY_MS = 86_400_000;

/**
 * The main account invites a PROJ or REQ sub-account by mail. Under the company's row lock the invitation must
 * find a free seat, counting the sub-accounts and the pending invitations; the mail with the link goes out once
 * the invitation is committed.
 */
export async function inviteSubAccount(ctx: AppContext, caller: Caller, lang: Lang, body: Body): Promise<Invitation> {
  const email = normalizeTarget('mail', body.email, '/email');
  const nickname = cleanText(body.nickname, '/nickname');
  const token = newLinkToken();
  return ctx.db.transaction(async (tx) => {
    const { own, now, company: locked } = await openInvitation(ctx, tx, caller, 'mail', email);
    const [row] = await own
      .insert(companyInvitations)
      .values({
        invitedById: caller.user.id,
        email,
        nickname,
        type: body.type,
        tokenHash: sha256(token),
        status: 'PENDING',
        expiresAt: new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS),
        createdAt: now,
      })
      .returning();
    const link = `${ctx.config.appUrl}/auth/invitation?token=${token}`;
    const company = companyDisplayName(locked, lang);
    const mail = invitationMail(lang, { company, nickname, type: body.type, link, days: INVITATION_VALID_DAYS });
    afterCommit(tx, () => deliverCommitted(ctx, { channel: 'mail', target: email, ...mail, secret: token }, 'invitation mail'));
    return presentInvitation(row, now);
  });
}

export function registerInviteSubAccount(app: TeamApp) {
  const schema = { body: InviteSubAccountBody, response: responses(InvitationSchema) };
  app.post(TEAM_API.invite, { schema, config: { access: TEAM_PAGE } }, async (request) =>
    ok(request, await inviteSubAccount(app.ctx, request.caller!, request.lang, request.body)),
  );
}
