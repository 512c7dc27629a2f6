import type { AccessUser } from '@b2b/shared/access';

export const STAFF_HOME = '/workstation/console';
export const HOME = '/home';

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
