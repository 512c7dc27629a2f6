import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RouteAccess } from '../../plugins/app/access';

/** The page of the route table every team call runs: the main account of a pay member (`account/sub-account`). */
export const TEAM_PAGE: RouteAccess = { kind: 'route', path: 'account/sub-account' };

/** The invitation link is the credential: anyone holding it may look and accept. */
export const PUBLIC: RouteAccess = { kind: 'public' };

/** The app as a module's plugin gets it: each endpoint file registers its one route on it. */
export type TeamApp = Parameters<FastifyPluginAsyncTypebox>[0];
