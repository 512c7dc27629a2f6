import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from '@b2b/shared/contract';
import { requireUser } from '../../plugins/app/auth';
import { ok } from '../../plugins/app/envelope';
import { changeTarget } from './account';
import { changeEmailSchema, changePhoneSchema } from './schema';

/** The caller's own account: its email and phone (the password is the auth module's). */
const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  app.addHook('onRequest', requireUser);

  app.put(API.changeEmail, { schema: changeEmailSchema }, async (request) =>
    ok(request, await changeTarget(ctx, request.lang, request.caller!, 'mail', request.body.email, request.body.code)),
  );

  app.put(API.changePhone, { schema: changePhoneSchema }, async (request) =>
    ok(request, await changeTarget(ctx, request.lang, request.caller!, 'sms', request.body.phone, request.body.code)),
  );
};

export default userRoutes;
