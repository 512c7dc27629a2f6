import type { UserInfo } from '@b2b/shared/contract';
import { pathsOf, ROUTES, type RouteRule } from './routes';

/** The fields of the user the access rules read. */
export type AccessUser = Pick<UserInfo, 'role' | 'companyApprovalStatus' | 'memberLevel' | 'type'>;

const REGISTER_STATUSES = new Set(['AWAIT_APPROVAL', 'INFO_SUBMIT', 'INFO_REJECT']);

/** Signed in, but the company is not yet fully approved. */
export function isRegisterMember(user: AccessUser | null | undefined): boolean {
  return !!user && REGISTER_STATUSES.has(user.companyApprovalStatus);
}

/** VIP or SVIP. */
export function isPayMember(user: AccessUser | null | undefined): boolean {
  return !!user && (user.memberLevel === 'VIP' || user.memberLevel === 'SVIP');
}

/** Signed in, not a register member, approved or DEV, and not VIP/SVIP. */
export function isNormalMember(user: AccessUser | null | undefined): boolean {
  if (!user || isRegisterMember(user) || isPayMember(user)) return false;
  return user.companyApprovalStatus === 'APPROVED' || user.role === 'DEV';
}

/** Why a route is refused, most basic first; the UI tells the user what is needed for each. */
export type Denial = 'login' | 'role' | 'accountType' | 'approval' | 'pay';

export type AccessDecision = { ok: true } | { ok: false; reason: Denial };

/**
 * Whether `user` (null for a visitor) may open `route`. A pay member must still belong to an
 * approved company, or be a DEV: membership does not bypass the company review. Staff open a page
 * that names them (`staff`) whatever its other conditions.
 */
export function canAccess(route: RouteRule, user: AccessUser | null | undefined): AccessDecision {
  if (route.public) return { ok: true };
  if (!user) return { ok: false, reason: 'login' };
  if (route.staff && user.role === 'CUSTOMER') return { ok: true };
  if (route.roles && !route.roles.includes(user.role)) return { ok: false, reason: 'role' };
  if (route.accountTypes && !route.accountTypes.includes(user.type)) return { ok: false, reason: 'accountType' };
  if (route.member) {
    const approved = user.role === 'DEV' || user.companyApprovalStatus === 'APPROVED';
    if (!approved) return { ok: false, reason: 'approval' };
    if (route.member === 'pay' && !isPayMember(user)) return { ok: false, reason: 'pay' };
  }
  return { ok: true };
}

/** Segments match literally, `:param` matches any one segment; case-sensitive like the router. */
export function matchRoute(pathname: string, routes: readonly RouteRule[] = ROUTES): RouteRule | undefined {
  const parts = pathname.replace(/^\/+|\/+$/g, '').split('/');
  return routes.find((route) => {
    const pattern = route.path.split('/');
    return pattern.length === parts.length && pattern.every((seg, i) => (seg.startsWith(':') ? parts[i] !== '' : seg === parts[i]));
  });
}

/** The route rule for a path; used by the server to authorize by the same table as the UI. */
export function findRoute(path: string): RouteRule | undefined {
  return ROUTES.find((r) => r.path === path);
}

/**
 * Every page a visitor (not signed in) may open, by the guard's own decision: `/intro`, `/terms/user`, …,
 * `/auth/login`. The prerendered pages and the Lighthouse bench are drawn from it, so a new public page is
 * written and measured the day it appears.
 */
export function visitorPaths(routes: readonly RouteRule[] = ROUTES): string[] {
  return routes.filter((route) => canAccess(route, null).ok).flatMap(pathsOf);
}
