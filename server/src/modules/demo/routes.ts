import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { isLoopbackHost } from '../../config';
import { AppError } from '../../lib/errors';
import { latestOutbox } from '../../mail/outbox';
import { ok, responses } from '../../plugins/app/envelope';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts';

export const DEMO_OUTBOX_PATH = '/api/demo/outbox/latest';
export const DEMO_ACCOUNTS_PATH = '/api/demo/accounts';

const DemoAccountSchema = Type.Object({
  email: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  password: Type.String(),
  role: Type.String(),
  type: Type.String(),
  nickname: Type.String(),
  /** In the request language. */
  description: Type.String(),
});

const OutboxEntry = Type.Object({
  channel: Type.String(),
  target: Type.String(),
  subject: Type.String(),
  body: Type.String(),
  /** The first six-digit number of the body: the code, for scripts and browser tests. */
  code: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.Integer(),
});

/** `request.ip` (after the trusted proxies) is a loopback address. */
export function isLoopbackAddress(ip: string): boolean {
  return ip === '::1' || /^(::ffff:)?127(\.\d{1,3}){3}$/i.test(ip);
}

/** The host name of a Host header without its port: `localhost:3000` → `localhost`, `[::1]:4000` → `[::1]`. */
function hostName(host: string): string {
  const match = /^(\[[^\]]*\]|[^:]*)(:\d+)?$/.exec(host.trim());
  return match ? match[1] : '';
}

/**
 * Registered only in demo mode (DEMO=true): the demo and the browser tests read codes here, and
 * the start script prints the demo logins. Even then only a caller on this machine is answered
 * (loopback address after the trusted proxies) that names this machine in `Host` (a page of
 * another site rebound to 127.0.0.1 by DNS names its own host): anyone else hears 404, as
 * without demo mode.
 */
const demoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  app.addHook('onRequest', async (request) => {
    if (!isLoopbackAddress(request.ip) || !isLoopbackHost(hostName(request.host))) throw new AppError('NOT_FOUND');
  });
  // Public as far as the access goes: the hook above answers 404 to anyone but this machine.
  const config = { access: { kind: 'public' } } as const;
  const schema = {
    querystring: Type.Object({ target: Type.String({ minLength: 3, maxLength: 254 }) }, { additionalProperties: false }),
    response: responses(OutboxEntry),
  };
  app.get(DEMO_OUTBOX_PATH, { schema, config }, async (request) => {
    const target = request.query.target.trim();
    const row = await latestOutbox(ctx, target.includes('@') ? target.toLowerCase() : target);
    if (!row) throw new AppError('NOT_FOUND');
    const { channel, subject, body } = row;
    const code = /\b\d{6}\b/.exec(body)?.[0] ?? null;
    return ok(request, { channel, target: row.target, subject, body, code, createdAt: row.createdAt.getTime() });
  });

  app.get(DEMO_ACCOUNTS_PATH, { schema: { response: responses(Type.Array(DemoAccountSchema)) }, config }, async (request) =>
    ok(
      request,
      DEMO_ACCOUNTS.map((a) => ({
        email: a.email,
        phone: a.phone ?? null,
        password: a.password,
        role: a.role,
        type: a.type,
        nickname: a.nickname,
        description: a.description[request.lang],
      })),
    ),
  );
};

export default demoRoutes;
