import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerCreatePost } from './api/create-post';
import { registerEditPost } from './api/edit-post';
import { registerGetPost } from './api/get-post';
import { registerListPosts } from './api/list-posts';
import { registerPinPost } from './api/pin-post';
import { registerPublishPost } from './api/publish-post';
import { registerSchedulePost } from './api/schedule-post';
import { registerStaffGetPost } from './api/staff-get-post';
import { registerStaffListPosts } from './api/staff-list-posts';
import { registerUnpublishPost } from './api/unpublish-post';

/** The bulletin (docs/marketplace.md, "Bulletin"): one file per endpoint under api/, each with its declared access. */
const bulletinRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const register of [
    registerListPosts,
    registerGetPost,
    registerStaffListPosts,
    registerStaffGetPost,
    registerCreatePost,
    registerEditPost,
    registerPublishPost,
    registerSchedulePost,
    registerUnpublishPost,
    registerPinPost,
  ])
    register(app);
};

export default bulletinRoutes;
