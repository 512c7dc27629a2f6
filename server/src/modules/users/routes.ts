import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/**
 * The users module presents a user (UserInfo) and finds accounts for the other modules; it has
 * no path of its own. Changing the email or phone revokes sessions and counts towards the login
 * lock, so those paths are the auth module's.
 */
const userRoutes: FastifyPluginAsyncTypebox = async () => undefined;

export default userRoutes;
