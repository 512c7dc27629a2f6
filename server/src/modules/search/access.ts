import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RouteAccess } from '../../plugins/app/access';

/** The header search is everyone's; a signed-in caller's token decides which kinds it may see. */
export const SEARCH_ACCESS: RouteAccess = { kind: 'public', user: 'optional' };

/** The pages whose route rules decide who gets a kind: the demand zone, the directory (bulletin is public). */
export const DEMAND_ZONE_PAGE = 'demand';
export const DIRECTORY_PAGE = 'onboarded-sup';

/** The app as the module's plugin gets it: each endpoint file registers its one route on it. */
export type SearchApp = Parameters<FastifyPluginAsyncTypebox>[0];

/** A hit's second line: the names set, each once (a municipality is its own province: Shanghai, not Shanghai · Shanghai). */
export function namedOnce(names: (string | null | undefined)[]): string | null {
  return [...new Set(names.filter((name): name is string => !!name))].join(' · ') || null;
}
