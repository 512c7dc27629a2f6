import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** The app as the module's plugin gets it: each endpoint file registers its one route on it. */
export type NoticesApp = Parameters<FastifyPluginAsyncTypebox>[0];

/** Every notice call is about the caller's own notices: any signed-in account. */
export const OWN_NOTICES = { kind: 'user' } as const;
