import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from '@b2b/shared/contract';
import { ok } from '../../plugins/app/envelope';
import { sendMailCodeSchema, sendSmsCodeSchema } from './schema';
import { sendCode } from './service';

/** Codes for changeEmail/changePhone need a signed-in caller; the others are for visitors. */
const codeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const options = { onRequest: app.limits.sendCode, config: { access: { kind: 'public', user: 'optional' } } } as const;

  app.post(API.sendMailCode, { ...options, schema: sendMailCodeSchema }, async (request) => {
    const { email, purpose } = request.body;
    const input = { channel: 'mail' as const, target: email, purpose, field: '/email', ip: request.ip };
    return ok(request, await sendCode(ctx, { ...input, lang: request.lang, caller: request.caller }));
  });

  app.post(API.sendSmsCode, { ...options, schema: sendSmsCodeSchema }, async (request) => {
    const { phone, purpose } = request.body;
    const input = { channel: 'sms' as const, target: phone, purpose, field: '/phone', ip: request.ip };
    return ok(request, await sendCode(ctx, { ...input, lang: request.lang, caller: request.caller }));
  });
};

export default codeRoutes;
