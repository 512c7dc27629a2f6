import { count, eq, inArray } from 'drizzle-orm';
import { PROMOTION_API, PROMOTION_LIMITS, PromotionOverviewSchema, RedeemInviteBody, type PromotionOverview } from '@b2b/shared/contract';
import type { Caller } from '../../../db/rows';
import { companies, inviteCodes, inviteRedemptions } from '../../../db/schema';
import { acrossCompanies, companyScope } from '../../../db/scoped';
import { AppError } from '../../../lib/errors';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { notifyCompany } from '../../notices/service';
import { PROMOTION_PAGE, type PromotionApp } from '../access';
import { creditMembership } from '../credit';
import { inviteRedeemedByOther, inviteRedeemedOwn } from '../messages';
import { promotionOverview, redeemDeadline } from '../overview';

const UNIQUE_VIOLATION = '23505';

/**
 * The caller's company redeems another company's invite code, once, within `redeemWithinDays` of registering;
 * both companies are credited `inviteCreditDays` of VIP. Both company rows are locked (in id order, so two
 * companies redeeming each other's codes cannot deadlock) before anything is checked: parallel redemptions of
 * one company, or of one code at its limit, run one after the other, and the unique key on the invited company
 * stands behind the check.
 */
export async function redeemInvite(ctx: AppContext, caller: Caller, input: string): Promise<PromotionOverview> {
  const code = input.toUpperCase();
  const companyId = caller.company.id;
  const now = ctx.clock.now();
  try {
    await ctx.db.transaction(async (tx) => {
      const codes = acrossCompanies(tx, "an invite code is another company's, found by the code its holder shared");
      const [invite] = await codes.select().from(inviteCodes).where(eq(inviteCodes.code, code));
      if (!invite) throw new AppError('INVITE_CODE_UNKNOWN', { fields: ['/code'] });
      if (invite.companyId === companyId) throw new AppError('INVITE_SELF', { fields: ['/code'] });
      const pair = acrossCompanies(tx, 'a redemption credits the inviting company as well as the caller');
      const locked = await pair
        .select()
        .from(companies)
        .where(inArray(companies.id, [companyId, invite.companyId]))
        .orderBy(companies.id)
        .for('update');
      const own = locked.find((row) => row.id === companyId)!;
      const inviter = locked.find((row) => row.id === invite.companyId);
      if (!inviter) throw new AppError('INVITE_CODE_UNKNOWN', { fields: ['/code'] });
      const [already] = await companyScope(tx, companyId).pick(inviteRedemptions, { id: inviteRedemptions.id }).where();
      if (already) throw new AppError('INVITE_ALREADY_REDEEMED');
      if (redeemDeadline(own.createdAt) <= now.getTime()) throw new AppError('INVITE_TOO_LATE');
      const [used] = await pair.select({ n: count() }).from(inviteRedemptions).where(eq(inviteRedemptions.codeId, invite.id));
      if ((used?.n ?? 0) >= PROMOTION_LIMITS.invitesPerCode) throw new AppError('INVITE_LIMIT_REACHED', { fields: ['/code'] });
      const days = PROMOTION_LIMITS.inviteCreditDays;
      const values = { days: String(days) };
      await companyScope(tx, companyId)
        .insert(inviteRedemptions)
        .values({ inviterCompanyId: inviter.id, codeId: invite.id, redeemedBy: caller.user.id, creditDays: days, createdAt: now });
      const ownUntil = await creditMembership(tx, own, now);
      const inviterUntil = await creditMembership(tx, inviter, now);
      const nameOf = (row: typeof own) => ({ 'zh-CN': row.name, 'en-US': row.nameEn || row.name });
      await notifyCompany(ctx, tx, companyId, 'SYSTEM', inviteRedeemedOwn, { ...values, company: nameOf(inviter), date: ownUntil });
      await notifyCompany(ctx, tx, inviter.id, 'SYSTEM', inviteRedeemedByOther, { ...values, company: nameOf(own), date: inviterUntil });
    });
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new AppError('INVITE_ALREADY_REDEEMED');
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
