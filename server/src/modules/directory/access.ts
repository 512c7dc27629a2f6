import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RouteAccess } from '../../plugins/app/access';

/** The directory's page of the route table: a DEV's MAIN or PROJ account of a pay member (`onboarded-sup`). */
export const DIRECTORY_PAGE: RouteAccess = { kind: 'route', path: 'onboarded-sup' };

/** The app as a module's plugin gets it: each endpoint file registers its one route on it. */
export type ModuleApp = Parameters<FastifyPluginAsyncTypebox>[0];
