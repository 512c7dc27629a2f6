import { eq } from 'drizzle-orm';
import { membershipAfter, membershipAfterRefund, planById } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import { companies, paymentRefunds, type MembershipSnapshot } from '../../db/schema';
import { companyScope } from '../../db/scoped';
import { effectiveMembership } from '../../lib/membership';
import type { AppContext } from '../../plugins/app/context';
import { notifyCompany } from '../notices/service';
import { membershipExtended, membershipNow, membershipRefunded, LEVEL_NAMES } from './messages';
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
 * → REFUNDED, on the provider's notification. A fulfilled order's time is taken back from the company's
 * membership (`membershipAfterRefund`: its days off the end, ORDINARY at once when that ends it, never
 * before now); the refund is SUCCEEDED and the move's trail line carries staff's reason.
 */
export async function refundOrder(ctx: AppContext, tx: Tx, order: OrderRow, actor: OrderActor): Promise<OrderRow> {
  const now = ctx.clock.now();
  const own = companyScope(tx, order.companyId);
  const [refund] = await own.select(paymentRefunds).where(eq(paymentRefunds.orderId, order.id)).for('update');
  let left: MembershipSnapshot | null = null;
  if (order.status === 'FULFILLED') {
    const company = await lockCompany(tx, order.companyId);
    const current = effectiveMembership(company, now);
    left = membershipAfterRefund(snapshot(current.level, current.expires), planById(order.planId)!, now.getTime());
    await own
      .update(companies)
      .set({ memberLevel: left.level, memberExpires: left.expires === null ? null : new Date(left.expires), updatedAt: now })
      .where(eq(companies.id, order.companyId));
  }
  if (refund) await own.update(paymentRefunds).set({ state: 'SUCCEEDED', updatedAt: now }).where(eq(paymentRefunds.id, refund.id));
  const reason = refund?.reason ?? 'refunded at the provider';
  const refunded = await moveOrder(ctx, tx, order, 'refund', actor, { endedAt: now }, { reason });
  const level = left && left.level !== 'ORDINARY' ? left.level : null;
  await notifyCompany(ctx, tx, order.companyId, 'SYSTEM', membershipRefunded, {
    level: LEVEL_NAMES[order.level],
    membership: membershipNow(level, left?.expires ? shanghaiDay(new Date(left.expires)) : ''),
  });
  return refunded;
}
