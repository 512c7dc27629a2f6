import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RouteAccess } from '../../plugins/app/access';

/** The promotion page's rule (`account/promotion`): a DEV or SUP company's main account (PROJ, REQ, staff 403). */
export const PROMOTION_PAGE: RouteAccess = { kind: 'route', path: 'account/promotion' };

/** The app as the module's plugin gets it: each endpoint file registers its one route on it. */
export type PromotionApp = Parameters<FastifyPluginAsyncTypebox>[0];
