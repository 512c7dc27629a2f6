import { InvitationCodeBody, InvitationPreviewSchema, TEAM_API, type InvitationPreview } from '@b2b/shared/contract';
import type { Lang } from '../../../lib/i18n';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { normalizeTarget } from '../../codes/target';
import { PUBLIC, type TeamApp } from '../access';
import { invitationByCode } from '../invitations';
import { presentPreview } from './preview-invitation';

/** "I have a code": the number and the text's code show the invitation before the visitor names itself. */
export async function previewCodeInvitation(ctx: AppContext, lang: Lang, phone: string, code: string): Promise<InvitationPreview> {
  return presentPreview(ctx, lang, await invitationByCode(ctx, normalizeTarget('sms', phone, '/phone'), code));
}

export function registerPreviewCodeInvitation(app: TeamApp) {
  const schema = { body: InvitationCodeBody, response: responses(InvitationPreviewSchema) };
  app.post(TEAM_API.previewCodeInvitation, { schema, onRequest: app.limits.auth, config: { access: PUBLIC } }, async (request) =>
    ok(request, await previewCodeInvitation(app.ctx, request.lang, request.body.phone, request.body.code)),
  );
}
