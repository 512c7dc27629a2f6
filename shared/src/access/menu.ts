import { pathsOf, ROUTES, type RouteRule } from './routes';
import { canAccess, matchRoute, type AccessUser } from './rules';

/** Where every upgrade offer leads: the member benefits page, whose "Upgrade" goes on to membership. */
export const UPGRADE_PATH = '/vip';

/**
 * How a menu shows an entry: `open`, a link to the page the guard lets the user open; `upgrade`, an
 * offer that says so before the click (a VIP tag) and leads to `UPGRADE_PATH`.
 */
export type MenuState = 'open' | 'upgrade';

/** An entry of a menu, home cards, the user menu or the right rail: a path of the route table. */
export interface MenuEntry {
  /** A concrete path (`/workstation/published/dev/List`), matched against the route table like the guard does. */
  to: string;
  /** Shown as an upgrade offer to a company account whose only lack is pay membership. */
  offersUpgrade?: boolean;
}

/** Whether the user could buy pay membership: a company's account. Staff never can. */
function mayUpgrade(user: AccessUser | null | undefined): boolean {
  return !!user && (user.role === 'DEV' || user.role === 'SUP');
}

/**
 * How `to` is shown to `user`, or null when it is not shown at all: decided by the guard's own rule
 * (`canAccess`), so a menu never offers what the page then refuses, except an upgrade offer that says so.
 */
export function menuState(entry: MenuEntry, user: AccessUser | null | undefined): MenuState | null {
  const path = entry.to.split(/[?#]/)[0];
  const rule = matchRoute(path);
  if (!rule) throw new Error(`menu entry ${entry.to} is not a page of the route table`);
  const decision = canAccess(rule, user);
  if (decision.ok) return 'open';
  return entry.offersUpgrade && decision.reason === 'pay' && mayUpgrade(user) ? 'upgrade' : null;
}

/** The entries `user` is shown, in order, each with how it is shown. Every menu of every app goes through it. */
export function visibleMenu<T extends MenuEntry>(
  entries: readonly T[],
  user: AccessUser | null | undefined,
): Array<T & { state: MenuState }> {
  return entries.flatMap((entry) => {
    const state = menuState(entry, user);
    return state ? [{ ...entry, state }] : [];
  });
}

/** Whether a page the guard lets `user` open is also offered to them in lists (`RouteRule.listed`). */
function isListedFor(rule: RouteRule, user: AccessUser | null | undefined): boolean {
  switch (rule.listed) {
    case false:
      return false;
    case 'visitor':
      return !user;
    case 'companyMain':
      return mayUpgrade(user) && user?.type === 'MAIN';
    default:
      return true;
  }
}

/** The rules of the route table `user` (null: a visitor) may open and is offered in lists, in table order. */
export function visibleRoutes(user: AccessUser | null | undefined, routes: readonly RouteRule[] = ROUTES): RouteRule[] {
  return routes.filter((rule) => canAccess(rule, user).ok && isListedFor(rule, user));
}

/** A page of the site map: its concrete path and its rule (for the title). */
export interface SitemapEntry {
  path: string;
  rule: RouteRule;
}

/**
 * The site map of `user`: every page they may open and are offered, with each closed `:param` written out
 * (`/terms/user`, …); pages that need an id (a demand's view) are reached from their lists instead.
 */
export function sitemapEntries(user: AccessUser | null | undefined, routes: readonly RouteRule[] = ROUTES): SitemapEntry[] {
  return visibleRoutes(user, routes).flatMap((rule) => pathsOf(rule).map((path) => ({ path, rule })));
}
