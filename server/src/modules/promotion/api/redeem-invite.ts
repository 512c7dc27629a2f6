import { PROMOTION_API, PromotionOverviewSchema, RedeemInviteBody, type PromotionOverview } from '@b2b/shared/contract';
import type { Caller } from '../../../db/rows';
import { AppError, isUniqueViolation } from '../../../lib/errors';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { PROMOTION_PAGE, type PromotionApp } from '../access';
import { promotionOverview } from '../overview';
import { findInviteCode, redeemFor } from '../redeem';

/** The caller's company redeems another company's invite code (`redeemFor`: once, in time, both credited). */
export async function redeemInvite(ctx: AppContext, caller: Caller, input: string): Promise<PromotionOverview> {
  const now = ctx.clock.now();
  try {
    await ctx.db.transaction(async (tx) => {
      const invite = await findInviteCode(tx, input, '/code');
      await redeemFor(ctx, tx, { companyId: caller.company.id, userId: caller.user.id }, invite, '/code', now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('INVITE_ALREADY_REDEEMED');
    throw error;
  }
  return promotionOverview(ctx.db, caller, now);
}

export function registerRedeemInvite(app: PromotionApp) {
  const schema = { body: RedeemInviteBody, response: responses(PromotionOverviewSchema) };
  app.post(PROMOTION_API.redeem, { schema, config: { access: PROMOTION_PAGE } }, async (request) =>
    ok(request, await redeemInvite(app.ctx, request.caller!, request.body.code)),
  );
}
