import { canAccess, matchRoute, REDIRECTS, signInPath, type Denial, type RouteRule } from '@b2b/shared/access';
import type { UserInfo } from '@b2b/shared/contract';
import { HOME, homePathFor } from './home-path';

export type GuardDecision =
  | { kind: 'allow'; rule?: RouteRule }
  | { kind: 'redirect'; to: string }
  | { kind: 'deny'; rule: RouteRule; reason: Exclude<Denial, 'login'> }
  | { kind: 'notFound' };

/** Paths outside the route table that the host still serves: the redirects, and `/workstation` by role. */
const HOST_EXTRAS = new Set([...Object.keys(REDIRECTS), 'workstation']);

/**
 * The navigation guard (docs/product.md, Routes): a visitor may open only public routes and is sent to
 * intro otherwise (remembering where they were going); a signed-in user who lacks a route's
 * role, account type or membership is shown what is needed.
 */
export function decide(pathname: string, search: string, user: UserInfo | null): GuardDecision {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  if (user && `/${path}` === HOME && homePathFor(user) !== HOME) return { kind: 'redirect', to: homePathFor(user) };
  const rule = matchRoute(path);
  if (!rule) {
    if (HOST_EXTRAS.has(path)) return user || path !== 'workstation' ? { kind: 'allow' } : toIntro(pathname, search);
    return user ? { kind: 'notFound' } : toIntro(pathname, search);
  }
  const decision = canAccess(rule, user);
  if (decision.ok) return { kind: 'allow', rule };
  // A link of a mail or a notice (`/redirect?to=…`) is followed by someone who has an account: sign in, then on.
  if (decision.reason === 'login' && rule.path === 'redirect') return { kind: 'redirect', to: signInPath(pathname + search) };
  if (decision.reason === 'login') return toIntro(pathname, search);
  return { kind: 'deny', rule, reason: decision.reason };
}

function toIntro(pathname: string, search: string): GuardDecision {
  return { kind: 'redirect', to: `/intro?redirect=${encodeURIComponent(pathname + search)}` };
}
