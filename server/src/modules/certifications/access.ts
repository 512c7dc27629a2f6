import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RouteAccess } from '../../plugins/app/access';

/** The supplier's certification page: an approved SUP company's main account (the route table's rule). */
export const CERT_PAGE: RouteAccess = { kind: 'route', path: 'account/certification' };
/** The console's certification review. */
export const STAFF: RouteAccess = { kind: 'staff' };

/** The app as the module's plugin gets it: each endpoint file registers its one route on it. */
export type CertApp = Parameters<FastifyPluginAsyncTypebox>[0];
