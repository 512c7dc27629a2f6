import { InvitationPreviewSchema, InvitationTokenBody, TEAM_API, type InvitationPreview } from '@b2b/shared/contract';
import { companies } from '../../../db/schema';
import { companyScope } from '../../../db/scoped';
import type { Lang } from '../../../lib/i18n';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { companyDisplayName } from '../../users/service';
import { PUBLIC, type TeamApp } from '../access';
import { invitationByToken } from '../invitations';

/** What the accept page shows: who invites, to which address, as what, until when. */
export async function previewInvitation(ctx: AppContext, lang: Lang, token: string): Promise<InvitationPreview> {
  const invitation = await invitationByToken(ctx.db, token, ctx.clock.now());
  const [company] = await companyScope(ctx.db, invitation.companyId).select(companies).where();
  return {
    companyName: companyDisplayName(company, lang),
    email: invitation.email,
    nickname: invitation.nickname,
    type: invitation.type,
    expiresAt: invitation.expiresAt.getTime(),
  };
}

export function registerPreviewInvitation(app: TeamApp) {
  const schema = { body: InvitationTokenBody, response: responses(InvitationPreviewSchema) };
  app.post(TEAM_API.previewInvitation, { schema, onRequest: app.limits.auth, config: { access: PUBLIC } }, async (request) =>
    ok(request, await previewInvitation(app.ctx, request.lang, request.body.token)),
  );
}
