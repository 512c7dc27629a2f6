import { PROMOTION_API, PromotionOverviewSchema, type PromotionOverview } from '@b2b/shared/contract';
import type { Caller } from '../../../db/rows';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { PROMOTION_PAGE, type PromotionApp } from '../access';
import { promotionOverview } from '../overview';

/** The caller's company's placement, invite code and its uses, and whether it may still redeem a code. */
export const getOverview = (ctx: AppContext, caller: Caller): Promise<PromotionOverview> =>
  promotionOverview(ctx.db, caller, ctx.clock.now());

export function registerGetOverview(app: PromotionApp) {
  const schema = { response: responses(PromotionOverviewSchema) };
  app.get(PROMOTION_API.overview, { schema, config: { access: PROMOTION_PAGE } }, async (request) =>
    ok(request, await getOverview(app.ctx, request.caller!)),
  );
}
