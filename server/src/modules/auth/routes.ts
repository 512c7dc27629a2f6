import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from '@b2b/shared/contract';
import { sessionExpiry } from '../../db/callers';
import { ok } from '../../plugins/app/envelope';
import { presentUser } from '../users/service';
import { changeContact } from './contact';
import { changePassword, forget } from './password';
import {
  changeEmailSchema,
  changePasswordSchema,
  changePhoneSchema,
  forgetSchema,
  loginSchema,
  logoutSchema,
  registerSchema,
  userInfoSchema,
} from './schema';
import { login, register } from './service';
import { revokeSession } from './sessions';

/**
 * Sign-in and credentials: register, login, the session's user, logout, password reset and
 * change, and the email and phone change (which revokes the other sessions).
 */
const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const open = { access: { kind: 'public' } } as const;
  const signedIn = { access: { kind: 'user' } } as const;

  app.post(API.register, { schema: registerSchema, onRequest: app.limits.auth, config: open }, async (request) =>
    ok(request, await register(ctx, request.lang, request.body)),
  );

  app.post(API.login, { schema: loginSchema, onRequest: app.limits.auth, config: open }, async (request) =>
    ok(request, await login(ctx, request.lang, request.body, request.ip)),
  );

  app.get(API.userInfo, { schema: userInfoSchema, config: signedIn }, async (request) => {
    const { user, company, session } = request.caller!;
    return ok(request, await presentUser(ctx, request.lang, user, company, sessionExpiry(session)));
  });

  app.post(API.logout, { schema: logoutSchema, config: signedIn }, async (request) => {
    await revokeSession(ctx, request.caller!.session.id);
    return ok(request, null);
  });

  app.put(API.forget, { schema: forgetSchema, onRequest: app.limits.auth, config: open }, async (request) => {
    await forget(ctx, request.body, request.ip);
    return ok(request, null);
  });

  app.put(API.changePassword, { schema: changePasswordSchema, config: signedIn }, async (request) => {
    const { oldPassword, newPassword } = request.body;
    return ok(request, await changePassword(ctx, request.lang, request.caller!, oldPassword, newPassword, request.ip));
  });
  app.put(API.changeEmail, { schema: changeEmailSchema, config: signedIn }, async (request) => {
    const { email, code, password } = request.body;
    return ok(request, await changeContact(ctx, request.lang, request.caller!, 'mail', { target: email, code, password, ip: request.ip }));
  });
  app.put(API.changePhone, { schema: changePhoneSchema, config: signedIn }, async (request) => {
    const { phone, code, password } = request.body;
    return ok(request, await changeContact(ctx, request.lang, request.caller!, 'sms', { target: phone, code, password, ip: request.ip }));
  });
};

export default authRoutes;
