import { AcceptCodeInvitationBody, SessionResult, TEAM_API, type AcceptCodeInvitationBody as Body } from '@b2b/shared/contract';
import type { Lang } from '../../../lib/i18n';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { normalizeTarget } from '../../codes/target';
import { PUBLIC, type TeamApp } from '../access';
import { invitationByCode } from '../invitations';
import { cleanJoining, joinCompany } from '../join';

/** A phone invitation: its number and the text's code open it (`invitationByCode`), then as by mail (`joinCompany`). */
export async function acceptCodeInvitation(ctx: AppContext, lang: Lang, body: Body): Promise<SessionResult> {
  const joining = cleanJoining(body);
  const phone = normalizeTarget('sms', body.phone, '/phone');
  const found = await invitationByCode(ctx, phone, body.code);
  return joinCompany(ctx, lang, found, joining);
}

export function registerAcceptCodeInvitation(app: TeamApp) {
  const schema = { body: AcceptCodeInvitationBody, response: responses(SessionResult) };
  app.post(TEAM_API.acceptCodeInvitation, { schema, onRequest: app.limits.auth, config: { access: PUBLIC } }, async (request) =>
    ok(request, await acceptCodeInvitation(app.ctx, request.lang, request.body)),
  );
}
