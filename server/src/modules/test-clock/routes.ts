import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerAdvanceClock } from './api/advance-clock';

/** The browser suite's test clock: registered only with `TEST_CLOCK=true` (demo mode, not production; config.ts). */
const testClockRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerAdvanceClock(app);
};

export default testClockRoutes;
