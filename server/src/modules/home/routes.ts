import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerGetHomeNews } from './api/get-home-news';
import { registerGetHomeSummary } from './api/get-home-summary';

/** The signed-in start page's figures (one file per endpoint under api/). */
const homeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerGetHomeSummary(app);
  registerGetHomeNews(app);
};

export default homeRoutes;
