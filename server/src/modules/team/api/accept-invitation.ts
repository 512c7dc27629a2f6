import { AcceptInvitationBody, SessionResult, TEAM_API, type AcceptInvitationBody as Body } from '@b2b/shared/contract';
import type { Lang } from '../../../lib/i18n';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { PUBLIC, type TeamApp } from '../access';
import { invitationByToken } from '../invitations';
import { cleanJoining, joinCompany } from '../join';

/** The mail's link: the invited person names itself and sets its password (`joinCompany`). A link works once. */
export async function acceptInvitation(ctx: AppContext, lang: Lang, body: Body): Promise<SessionResult> {
  const joining = cleanJoining(body);
  const found = await invitationByToken(ctx.db, body.token, ctx.clock.now());
  return joinCompany(ctx, lang, found, joining);
}

export function registerAcceptInvitation(app: TeamApp) {
  const schema = { body: AcceptInvitationBody, response: responses(SessionResult) };
  app.post(TEAM_API.acceptInvitation, { schema, onRequest: app.limits.auth, config: { access: PUBLIC } }, async (request) =>
    ok(request, await acceptInvitation(app.ctx, request.lang, request.body)),
  );
}
