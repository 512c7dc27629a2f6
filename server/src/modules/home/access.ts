import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RouteAccess } from '../../plugins/app/access';

/** The rule of the home page itself: DEV and SUP accounts; staff and visitors are refused before any count. */
export const HOME_PAGE: RouteAccess = { kind: 'route', path: 'home' };

/** The app as the module's plugin gets it: each endpoint file registers its one route on it. */
export type HomeApp = Parameters<FastifyPluginAsyncTypebox>[0];
