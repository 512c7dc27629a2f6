import { matchRoute } from '@b2b/shared/access';
import type { UserInfo } from '@b2b/shared/contract';
import { WORKSTATION_FIRST_PAGE } from '../guard/home-path';
import type { RemoteTarget } from './remote-registry';

/** The remote page at a pathname, or null for a host page or an unknown path. */
export function remoteTargetOf(pathname: string): RemoteTarget | null {
  const rule = matchRoute(pathname.replace(/^\/+|\/+$/g, ''));
  return rule && rule.owner !== 'host' ? { owner: rule.owner, path: rule.path } : null;
}

/** The remote page a user most likely opens next: sign-in for a visitor, the first workstation page for a user. */
export function likelyNextPage(user: Pick<UserInfo, 'role'> | null): RemoteTarget | null {
  return remoteTargetOf(user ? WORKSTATION_FIRST_PAGE[user.role] : '/auth/login');
}
