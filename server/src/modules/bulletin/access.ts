import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { BULLETIN_LIMITS } from '@b2b/shared/contract';
import type { RouteAccess } from '../../plugins/app/access';
import { Uuid } from '../../lib/schemas';

/** Staff write the bulletin in the console; everyone reads what is published, from a cache for a short while. */
export const STAFF: RouteAccess = { kind: 'staff' };
export const PUBLIC = { access: { kind: 'public' }, cacheable: BULLETIN_LIMITS.publicCacheSeconds } as const;

/**
 * The create and edit routes take both languages' bodies (10,000 characters each, 3 bytes a Chinese one):
 * more than the API's 32 KB default. The caller is authenticated before the body is read.
 */
export const POST_BODY_LIMIT = 96 * 1024;

export const idParams = Type.Object({ id: Uuid }, { additionalProperties: false });
/** A post's id or slug; anything else is simply not found. */
export const keyParams = Type.Object({ key: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false });

/** The app as the module's plugin gets it: each endpoint file registers its one route on it. */
export type BulletinApp = Parameters<FastifyPluginAsyncTypebox>[0];
