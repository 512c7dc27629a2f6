import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerFollowCompany } from './api/follow-company';
import { registerListFollowed } from './api/list-followed';
import { registerUnfollowCompany } from './api/unfollow-company';

/** Company follows (docs/directory.md): one file per endpoint under api/, each with its declared access. */
const followRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const register of [registerListFollowed, registerFollowCompany, registerUnfollowCompany]) register(app);
};

export default followRoutes;
