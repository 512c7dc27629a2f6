import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { resolveToken, sessionExpiry } from '../../db/callers';
import type { Caller } from '../../db/rows';
import { AppError } from '../../lib/errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser` (always) and `optionalUser` (when the token is good). */
    caller: Caller | null;
  }
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : '';
}

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('caller', null);
}

/**
 * Every answer to a request with a good token says when its session now ends (epoch ms), so the
 * client's countdown follows the idle deadline each request moves. CORS exposes the header.
 */
export const SESSION_EXPIRES_HEADER = 'x-session-expires';

function signIn(request: FastifyRequest, reply: FastifyReply, caller: Caller): void {
  request.caller = caller;
  void reply.header(SESSION_EXPIRES_HEADER, String(sessionExpiry(caller.session).getTime()));
}

/** onRequest, authentication: 401 UNAUTHENTICATED without a valid token, 402 TOKEN_EXPIRED for an expired one. */
export const requireUser: onRequestAsyncHookHandler = async function (request, reply) {
  const token = bearer(request);
  if (!token) throw new AppError('UNAUTHENTICATED');
  const { ctx } = this;
  const result = await resolveToken(ctx.db, token, ctx.clock.now(), ctx.config.session.idleMinutes);
  if (result.status === 'expired') throw new AppError('TOKEN_EXPIRED');
  if (result.status !== 'ok') throw new AppError('UNAUTHENTICATED');
  signIn(request, reply, result.caller);
};

/** onRequest: signs the caller in when the token is good; anything else is treated as a visitor. */
export const optionalUser: onRequestAsyncHookHandler = async function (request, reply) {
  const token = bearer(request);
  if (!token) return;
  const { ctx } = this;
  const result = await resolveToken(ctx.db, token, ctx.clock.now(), ctx.config.session.idleMinutes);
  if (result.status === 'ok') signIn(request, reply, result.caller);
};
