import type { RouteAccess } from '../../plugins/app/access';

/** Follows are the account pages' `account/follow`: any DEV or SUP account, for its own company. */
export const FOLLOW_PAGE: RouteAccess = { kind: 'route', path: 'account/follow' };
