import { membershipAfter, PROMOTION_LIMITS } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import type { CompanyRow } from '../../db/rows';
import { companies } from '../../db/schema';
import { companyScope } from '../../db/scoped';
import { shanghaiDay } from '../../lib/clock';
import { effectiveMembership } from '../../lib/membership';

/**
 * Credits `PROMOTION_LIMITS.inviteCreditDays` of VIP to a company locked by the caller, as a fulfilled VIP plan
 * of that length would (`membershipAfter`): an ORDINARY company becomes VIP from now, a VIP is extended from its
 * end, an SVIP in force gets the same value as SVIP time. The expiry job ends it like any membership.
 */
export async function creditMembership(tx: Tx, company: CompanyRow, now: Date): Promise<string> {
  const current = effectiveMembership(company, now);
  const after = membershipAfter(
    { level: current.level, expires: current.expires?.getTime() ?? null },
    { level: 'VIP', days: PROMOTION_LIMITS.inviteCreditDays },
    now.getTime(),
  );
  await companyScope(tx, company.id)
    .update(companies)
    .set({ memberLevel: after.level, memberExpires: new Date(after.expires), updatedAt: now })
    .where();
  return shanghaiDay(new Date(after.expires));
}
