import { InvitationPreviewSchema, InvitationTokenBody, TEAM_API, type InvitationPreview } from '@b2b/shared/contract';
import type { InvitationRow } from '../../../db/rows';
import { companies } from '../../../db/schema';
import { companyScope } from '../../../db/scoped';
import type { Lang } from '../../../lib/i18n';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { companyDisplayName } from '../../users/service';
import { PUBLIC, type TeamApp } from '../access';
import { invitationByToken } from '../invitations';

/** What the accept page shows: who invites, to which address or number, as what, until when. */
export async function presentPreview(ctx: AppContext, lang: Lang, invitation: InvitationRow): Promise<InvitationPreview> {
  const [company] = await companyScope(ctx.db, invitation.companyId).select(companies).where();
  return {
    companyName: companyDisplayName(company, lang),
    email: invitation.email,
    phone: invitation.phone,
    nickname: invitation.nickname,
    type: invitation.type,
    expiresAt: invitation.expiresAt.getTime(),
  };
}

export async function previewInvitation(ctx: AppContext, lang: Lang, token: string): Promise<InvitationPreview> {
  return presentPreview(ctx, lang, await invitationByToken(ctx.db, token, ctx.clock.now()));
}

export function registerPreviewInvitation(app: TeamApp) {
  const schema = { body: InvitationTokenBody, response: responses(InvitationPreviewSchema) };
  app.post(TEAM_API.previewInvitation, { schema, onRequest: app.limits.auth, config: { access: PUBLIC } }, async (request) =>
    ok(request, await previewInvitation(app.ctx, request.lang, request.body.token)),
  );
}
