import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerGetHomeSummary } from './api/get-home-summary';

/** The signed-in start page's figures (one file per endpoint under api/). */
const homeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerGetHomeSummary(app);
};

export default homeRoutes;
