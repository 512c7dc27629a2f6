import { safeRedirect } from './redirect';
import { canAccess, matchRoute, type AccessUser } from './rules';

/** What a segment of an in-app path may hold: the route table's literals and ids. No `%`, so nothing decodes into a slash or a dot. */
const SEGMENT = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]*$/;
const PLACEHOLDER_ORIGIN = 'http://in-app.invalid';

/**
 * Where a link of a mail or a notice (`/redirect?to=…`) may send `user`: a same-origin path (`safeRedirect`) whose
 * path is a page of the route table the user may open, written plainly (no `.` or `..` segment, no escaped
 * character, no empty segment), with its query and fragment. The redirect page itself is never a target. Anything
 * else is null: the caller sends the user home instead.
 */
export function allowedRedirect(value: string | null | undefined, user: AccessUser | null | undefined): string | null {
  const target = safeRedirect(value, PLACEHOLDER_ORIGIN);
  if (!target) return null;
  const url = new URL(target, PLACEHOLDER_ORIGIN);
  const rawPath = target.split(/[?#]/, 1)[0];
  // The URL parser removes dot segments; a path it changed was not written plainly.
  if (url.pathname !== rawPath) return null;
  const segments = rawPath.slice(1).split('/');
  if (!segments.every((segment) => SEGMENT.test(segment) && segment !== '.' && segment !== '..')) return null;
  const rule = matchRoute(rawPath);
  if (!rule || rule.path === 'redirect' || !canAccess(rule, user).ok) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
