import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerSearchAll } from './api/search-all';

/** The header's search across demands, suppliers and bulletin posts (one file per endpoint under api/). */
const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerSearchAll(app);
};

export default searchRoutes;
