import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerReceiveClientReports } from './api/receive-client-reports';

/** What browsers report of their pages: remote load failures and web vitals, counted in `/metrics`. */
const clientReportsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerReceiveClientReports(app);
};

export default clientReportsRoutes;
