import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerAcceptCodeInvitation } from './api/accept-code-invitation';
import { registerAcceptInvitation } from './api/accept-invitation';
import { registerDeleteSubAccount } from './api/delete-sub-account';
import { registerDisableSubAccount } from './api/disable-sub-account';
import { registerEnableSubAccount } from './api/enable-sub-account';
import { registerGetTeam } from './api/get-team';
import { registerInviteByPhone } from './api/invite-by-phone';
import { registerInviteSubAccount } from './api/invite-sub-account';
import { registerPreviewCodeInvitation } from './api/preview-code-invitation';
import { registerPreviewInvitation } from './api/preview-invitation';
import { registerResetSubAccountPassword } from './api/reset-sub-account-password';
import { registerRevokeInvitation } from './api/revoke-invitation';

/** Sub-accounts and their seats (docs/account.md): one file per endpoint under api/, each with its declared access. */
const teamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const register of [
    registerGetTeam,
    registerInviteSubAccount,
    registerInviteByPhone,
    registerRevokeInvitation,
    registerDisableSubAccount,
    registerEnableSubAccount,
    registerResetSubAccountPassword,
    registerDeleteSubAccount,
    registerPreviewInvitation,
    registerAcceptInvitation,
    registerPreviewCodeInvitation,
    registerAcceptCodeInvitation,
  ])
    register(app);
};

export default teamRoutes;
