import { desc, eq } from 'drizzle-orm';
import { levelRank, PROMOTION_LIMITS, type InviteUse, type Placement, type PromotionOverview } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import type { Caller } from '../../db/rows';
import { companies, inviteRedemptions } from '../../db/schema';
import { acrossCompanies, companyScope } from '../../db/scoped';
import { effectiveMembership } from '../../lib/membership';
import { ensureInviteCode } from './invite-code';

const DAY_MS = 24 * 60 * 60_000;

/**
 * The lists that place a company of this role first while it is promoted: the showcase windows of either side,
 * and the supplier directory for a supplier.
 */
const placementsOf = (role: string): Placement[] => (role === 'SUP' ? ['showcase', 'directory'] : ['showcase']);

/** Until when a company registered at `createdAt` may redeem a code (epoch ms). */
export const redeemDeadline = (createdAt: Date): number => createdAt.getTime() + PROMOTION_LIMITS.redeemWithinDays * DAY_MS;

/**
 * The promotion page's data for the caller's company: the membership in force and where it places the company,
 * its invite code (made on first call) with the companies that used it, and the code it redeemed itself.
 */
export async function promotionOverview(db: Tx, caller: Caller, now: Date): Promise<PromotionOverview> {
  const companyId = caller.company.id;
  const [company] = await companyScope(db, companyId).select(companies).where();
  const membership = effectiveMembership(company, now);
  const code = await ensureInviteCode(db, companyId, now);
  const named = acrossCompanies(db, 'an invitation names the other company of a redemption the caller took part in');
  const use = {
    companyName: companies.name,
    companyNameEn: companies.nameEn,
    createdAt: inviteRedemptions.createdAt,
    creditDays: inviteRedemptions.creditDays,
  };
  const uses = await named
    .select(use)
    .from(inviteRedemptions)
    .innerJoin(companies, eq(companies.id, inviteRedemptions.companyId))
    .where(eq(inviteRedemptions.inviterCompanyId, companyId))
    .orderBy(desc(inviteRedemptions.createdAt));
  const [redeemed] = await named
    .select(use)
    .from(inviteRedemptions)
    .innerJoin(companies, eq(companies.id, inviteRedemptions.inviterCompanyId))
    .where(eq(inviteRedemptions.companyId, companyId));
  const present = (row: (typeof uses)[number]): InviteUse => ({
    companyName: row.companyName,
    companyNameEn: row.companyNameEn,
    at: row.createdAt.getTime(),
    creditDays: row.creditDays,
  });
  const deadline = redeemDeadline(company.createdAt);
  return {
    placement: {
      level: membership.level,
      expires: membership.expires?.getTime() ?? null,
      promoted: levelRank(membership.level) > 0,
      where: placementsOf(company.role),
    },
    invite: {
      code: code.code,
      creditDays: PROMOTION_LIMITS.inviteCreditDays,
      limit: PROMOTION_LIMITS.invitesPerCode,
      uses: uses.map(present),
    },
    redeemed: redeemed ? present(redeemed) : null,
    redeemUntil: !redeemed && deadline > now.getTime() ? deadline : null,
  };
}
