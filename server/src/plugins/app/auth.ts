import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { resolveToken } from '../../db/callers';
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

/** onRequest, authentication: 401 UNAUTHENTICATED without a valid token, 402 TOKEN_EXPIRED for an expired one. */
export const requireUser: onRequestAsyncHookHandler = async function (request) {
  const token = bearer(request);
  if (!token) throw new AppError('UNAUTHENTICATED');
  const result = await resolveToken(this.ctx.db, token, this.ctx.clock.now());
  if (result.status === 'expired') throw new AppError('TOKEN_EXPIRED');
  if (result.status !== 'ok') throw new AppError('UNAUTHENTICATED');
  request.caller = result.caller;
};

/** onRequest: signs the caller in when the token is good; anything else is treated as a visitor. */
export const optionalUser: onRequestAsyncHookHandler = async function (request) {
  const token = bearer(request);
  if (!token) return;
  const result = await resolveToken(this.ctx.db, token, this.ctx.clock.now());
  if (result.status === 'ok') request.caller = result.caller;
};
