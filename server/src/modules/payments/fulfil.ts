import { eq } from 'drizzle-orm';
import { membershipAfter, planById } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import { companies, type MembershipSnapshot } from '../../db/schema';
import { companyScope } from '../../db/scoped';
import { effectiveMembership } from '../../lib/membership';
import type { AppContext } from '../../plugins/app/context';
import { notifyCompany } from '../notices/service';
import { membershipExtended, membershipRefunded, LEVEL_NAMES } from './messages';
import type { OrderRow } from '../../db/rows';
import { moveOrder } from './state';
import type { OrderActor } from './trail';

async function lockCompany(tx: Tx, companyId: string) {
  const [company] = await companyScope(tx, companyId).select(companies).where().for('update');
  return company;
}

/** The day in Shanghai, YYYY-MM-DD: how the notices name a membership's end. */
export const shanghaiDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(at);

const snapshot = (level: MembershipSnapshot['level'], expires: Date | null): MembershipSnapshot => ({
  level,
  expires: expires?.getTime() ?? null,
});

/**
 * PAID → FULFILLED in the caller's transaction: the company's membership is upgraded or extended
 * (`membershipAfter`: a renewal runs from the later of now and the current end), under the company's
 * lock, with the before and after kept on the order.
 */
export async function fulfilOrder(ctx: AppContext, tx: Tx, order: OrderRow, actor: OrderActor): Promise<OrderRow> {
  const company = await lockCompany(tx, order.companyId);
  const now = ctx.clock.now();
  const current = effectiveMembership(company, now);
  const before = snapshot(current.level, current.expires);
  const after = membershipAfter(before, planById(order.planId)!, now.getTime());
  await companyScope(tx, order.companyId)
    .update(companies)
    .set({ memberLevel: after.level, memberExpires: new Date(after.expires), updatedAt: now })
    .where();
  const fulfilled = await moveOrder(ctx, tx, order, 'fulfil', actor, {
    fulfilledAt: now,
    membershipBefore: before,
    membershipAfter: after,
  });
  await notifyCompany(ctx, tx, order.companyId, 'SYSTEM', membershipExtended, {
    level: LEVEL_NAMES[after.level],
    date: shanghaiDay(new Date(after.expires)),
  });
  return fulfilled;
}

/**
 * → REFUNDED. A fulfilled order's membership is taken back when nothing changed it since (the
 * company's level and end are still what this order left); otherwise it stays, and the trail says so.
 */
export async function refundOrder(ctx: AppContext, tx: Tx, order: OrderRow, actor: OrderActor): Promise<OrderRow> {
  const now = ctx.clock.now();
  let reason: string | null = null;
  if (order.status === 'FULFILLED' && order.membershipAfter && order.membershipBefore) {
    const company = await lockCompany(tx, order.companyId);
    const unchanged =
      company.memberLevel === order.membershipAfter.level && (company.memberExpires?.getTime() ?? null) === order.membershipAfter.expires;
    if (unchanged) {
      const before = order.membershipBefore;
      await companyScope(tx, order.companyId)
        .update(companies)
        .set({ memberLevel: before.level, memberExpires: before.expires === null ? null : new Date(before.expires), updatedAt: now })
        .where(eq(companies.id, order.companyId));
      reason = 'membership restored to its state before this order';
    } else reason = 'membership changed since this order: left as it is, for staff to settle';
  }
  const refunded = await moveOrder(ctx, tx, order, 'refund', actor, { endedAt: now }, { reason });
  await notifyCompany(ctx, tx, order.companyId, 'SYSTEM', membershipRefunded, { level: LEVEL_NAMES[order.level] });
  return refunded;
}
