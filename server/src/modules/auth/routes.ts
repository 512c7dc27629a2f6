import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from '@b2b/shared/contract';
import { requireUser } from '../../plugins/app/auth';
import { ok } from '../../plugins/app/envelope';
import { presentUser } from '../users/service';
import { changePassword, forget } from './password';
import { changePasswordSchema, forgetSchema, loginSchema, logoutSchema, registerSchema, userInfoSchema } from './schema';
import { login, register } from './service';
import { revokeSession } from './sessions';

/** Sign-in and credentials: register, login, the session's user, logout, password reset and change. */
const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.post(API.register, { schema: registerSchema, onRequest: app.limits.auth }, async (request) =>
    ok(request, await register(ctx, request.lang, request.body)),
  );

  app.post(API.login, { schema: loginSchema, onRequest: app.limits.auth }, async (request) =>
    ok(request, await login(ctx, request.lang, request.body)),
  );

  app.get(API.userInfo, { schema: userInfoSchema, onRequest: requireUser }, async (request) => {
    const { user, company, session } = request.caller!;
    return ok(request, await presentUser(ctx, request.lang, user, company, session.expiresAt));
  });

  app.post(API.logout, { schema: logoutSchema, onRequest: requireUser }, async (request) => {
    await revokeSession(ctx, request.caller!.session.id);
    return ok(request, null);
  });

  app.put(API.forget, { schema: forgetSchema, onRequest: app.limits.auth }, async (request) => {
    await forget(ctx, request.body);
    return ok(request, null);
  });

  app.put(API.changePassword, { schema: changePasswordSchema, onRequest: requireUser }, async (request) => {
    const { oldPassword, newPassword } = request.body;
    return ok(request, await changePassword(ctx, request.lang, request.caller!, oldPassword, newPassword));
  });
};

export default authRoutes;
