import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerGetOverview } from './api/get-overview';
import { registerGetStats } from './api/get-stats';
import { registerRedeemInvite } from './api/redeem-invite';

/** A company's promotion (issue 37, `account/promotion`): one file per endpoint under api/, each with its declared access. */
const promotionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const register of [registerGetOverview, registerGetStats, registerRedeemInvite]) register(app);
};

export default promotionRoutes;
