import type { preHandlerAsyncHookHandler } from 'fastify';
import { canAccess, findRoute, type AccessUser } from '@b2b/shared/access';
import type { Caller } from '../../db/rows';
import { AppError } from '../../lib/errors';
import { effectiveMembership } from '../../lib/membership';
import { isStaff } from '../../policies';

/** The fields the shared access rules read, for the caller. */
function accessUser(caller: Caller, now: Date): AccessUser {
  return {
    role: caller.company.role,
    companyApprovalStatus: caller.company.approvalStatus,
    memberLevel: effectiveMembership(caller.company, now).level,
    type: caller.user.type,
  };
}

/**
 * preHandler, authorization: the conditions of `path` in the route table of `@b2b/shared/access`
 * (role, account type, approval, membership), decided by the same `canAccess` as the client's
 * route guard; 403 FORBIDDEN when they do not hold. Throws while the routes are registered when
 * the table has no such path, so a typo stops the app from starting. Runs after `requireUser`.
 */
export function requireRoute(path: string): preHandlerAsyncHookHandler {
  const rule = findRoute(path);
  if (!rule) throw new Error(`requireRoute: "${path}" is not in the route table of @b2b/shared/access`);
  return async function (request) {
    const decision = canAccess(rule, request.caller && accessUser(request.caller, this.ctx.clock.now()));
    if (decision.ok) return;
    throw new AppError(decision.reason === 'login' ? 'UNAUTHENTICATED' : 'FORBIDDEN');
  };
}

/** preHandler, authorization: customer-service staff only (no page of the route table is theirs). */
export function requireStaff(): preHandlerAsyncHookHandler {
  return async function (request) {
    if (!request.caller) throw new AppError('UNAUTHENTICATED');
    if (!isStaff(request.caller)) throw new AppError('FORBIDDEN');
  };
}
