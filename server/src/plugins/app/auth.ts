import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { canAccess, type RouteRule } from '@b2b/shared/access';
import type { Role } from '@b2b/shared/contract';
import { AppError } from '../../lib/errors';
import { resolveToken, type Caller } from '../../modules/auth/sessions';
import { effectiveMembership } from '../../modules/users/membership';

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

/** 401 UNAUTHENTICATED without a valid token, 402 TOKEN_EXPIRED for an expired one. */
export const requireUser: onRequestAsyncHookHandler = async function (request) {
  const token = bearer(request);
  if (!token) throw new AppError('UNAUTHENTICATED');
  const result = await resolveToken(this.ctx, token);
  if (result.status === 'expired') throw new AppError('TOKEN_EXPIRED');
  if (result.status !== 'ok') throw new AppError('UNAUTHENTICATED');
  request.caller = result.caller;
};

/** Signs the caller in when the token is good; anything else is treated as a visitor. */
export const optionalUser: onRequestAsyncHookHandler = async function (request) {
  const token = bearer(request);
  if (!token) return;
  const result = await resolveToken(this.ctx, token);
  if (result.status === 'ok') request.caller = result.caller;
};

/** The fields the shared access rules read, for the caller. */
export function accessUser(caller: Caller, now: Date) {
  return {
    role: caller.company.role,
    companyApprovalStatus: caller.company.approvalStatus,
    memberLevel: effectiveMembership(caller.company, now).level,
    type: caller.user.type,
  };
}

/**
 * 403 FORBIDDEN unless the caller meets the conditions, checked by the same `canAccess` the
 * client's route guard uses. Runs after `requireUser`.
 */
export function requireRule(conditions: Pick<RouteRule, 'roles' | 'accountTypes' | 'member'>): onRequestAsyncHookHandler {
  const rule: RouteRule = { path: '', owner: 'host', title: '', ...conditions };
  return async function (request) {
    if (!request.caller) throw new AppError('UNAUTHENTICATED');
    const decision = canAccess(rule, accessUser(request.caller, this.ctx.clock.now()));
    if (!decision.ok) throw new AppError('FORBIDDEN');
  };
}

export const requireRole = (...roles: Role[]) => requireRule({ roles });
