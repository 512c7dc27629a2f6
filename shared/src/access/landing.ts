import { safeRedirect } from './redirect';
import type { AccessUser } from './rules';

export const HOME = '/home';
/** The platform staff's home: their console (review queues). */
export const STAFF_HOME = '/workstation/console';

/**
 * Where "home" is for this user: the staff console for platform staff, the start page for everyone
 * else (a visitor's `/home` is sent on to intro by the guard, remembering the way back).
 */
export function homePathFor(user: Pick<AccessUser, 'role'> | null | undefined): string {
  return user?.role === 'CUSTOMER' ? STAFF_HOME : HOME;
}

/** The first workstation page of each side; staff get their console. */
export const WORKSTATION_FIRST_PAGE = {
  SUP: '/workstation/published/sup/list',
  DEV: '/workstation/published/dev/List',
  CUSTOMER: STAFF_HOME,
} as const;

/**
 * Where a user lands once signed in: the page they came for (a safe same-origin path), else their home.
 * `/home` asked for is their home too, so staff go straight to the console: decided before anything
 * renders, without a `/home` shown and then redirected.
 */
export function landingPath(user: Pick<AccessUser, 'role'>, redirect: string | null | undefined): string {
  const target = safeRedirect(redirect);
  const path = target?.split(/[?#]/)[0].replace(/\/+$/, '');
  return !target || path === HOME ? homePathFor(user) : target;
}
