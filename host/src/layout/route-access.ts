import { canAccess, findRoute, type AccessDecision, type AccessUser } from '@b2b/shared/access';

export const PUBLISH_DEMAND = 'workstation/published/dev/publish';
export const MY_COLLECTION = 'workstation/published/sup/myCollection';

/** The guard's decision for a path of the route table, so a shortcut can say why it would be refused. */
export function routeAccess(path: string, user: AccessUser | null | undefined): AccessDecision {
  const rule = findRoute(path);
  if (!rule) throw new Error(`${path} is not in the route table`);
  return canAccess(rule, user);
}
