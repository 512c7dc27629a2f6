import { eq } from 'drizzle-orm';
import { PAYMENT_LIMITS as L, refundRequestOpen } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import type { Caller, OrderRow, RefundRow } from '../../db/rows';
import { paymentRefunds } from '../../db/schema';
import { companyScope } from '../../db/scoped';
import { AppError } from '../../lib/errors';
import { cleanText } from '../../lib/text';
import type { AppContext } from '../../plugins/app/context';
import { notifyCompany } from '../notices/service';
import { providerOf } from './active-provider';
import { LEVEL_NAMES, refundRejected } from './messages';
import { assertOrderMove, lockOrder, ownOrder } from './state';
import { recordOrderEvent } from './trail';

/** The key the provider is given for an order's refund: one order, one refund, however often it is asked. */
export const refundKeyOf = (orderId: string) => `refund_${orderId}`;

/** The order's refund, locked until the transaction ends; null when there is none. */
export async function lockRefund(tx: Tx, order: OrderRow): Promise<RefundRow | null> {
  const [row] = await companyScope(tx, order.companyId).select(paymentRefunds).where(eq(paymentRefunds.orderId, order.id)).for('update');
  return row ?? null;
}

/** Any company's order for staff, locked; 404 when there is none. */
export async function lockForStaff(tx: Tx, orderId: string): Promise<OrderRow> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw new AppError('NOT_FOUND');
  return order;
}

/**
 * The company asks for a refund of a paid order, with a reason: within `refundRequestDays` of the
 * payment (409 REFUND_WINDOW_CLOSED after), once per order (409 REFUND_ALREADY_REQUESTED), only PAID or
 * FULFILLED (409 STATE_CONFLICT). It waits in the console's queue for staff.
 */
export async function requestRefund(ctx: AppContext, caller: Caller, orderId: string, reason: string): Promise<OrderRow> {
  const text = cleanText(reason, '/reason', L.reasonMin);
  return ctx.db.transaction(async (tx) => {
    const order = await ownOrder(tx, caller, orderId, true);
    assertOrderMove(order, 'refund');
    if (await lockRefund(tx, order)) throw new AppError('REFUND_ALREADY_REQUESTED');
    const now = ctx.clock.now();
    if (!refundRequestOpen(order.paidAt?.getTime() ?? null, now.getTime())) throw new AppError('REFUND_WINDOW_CLOSED');
    await companyScope(tx, order.companyId).insert(paymentRefunds).values({
      orderId: order.id,
      state: 'REQUESTED',
      requestedBy: caller.user.id,
      requestReason: text,
      requestedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    await recordOrderEvent(ctx, tx, order, { caller }, { action: 'REFUND_REQUESTED', from: order.status, reason: text });
    return order;
  });
}

/**
 * Staff refund an order with a reason (approving the company's request, if any): the refund is PENDING
 * and the provider is asked, with the order's one idempotency key; the order moves when the provider's
 * notification arrives (`refundOrder`). Asked again while PENDING or once done, it is the same refund:
 * the provider is asked again with the same key (so a failed call can be retried) and refunds nothing more.
 */
export async function refundByStaff(ctx: AppContext, staff: Caller, orderId: string, reason: string): Promise<void> {
  const text = cleanText(reason, '/reason', L.reasonMin);
  const started = await ctx.db.transaction(async (tx) => {
    const order = await lockForStaff(tx, orderId);
    const refund = await lockRefund(tx, order);
    if (refund?.state === 'SUCCEEDED') return null;
    if (refund?.state === 'PENDING') return { order, refund };
    assertOrderMove(order, 'refund');
    if (!order.providerRef) throw new AppError('STATE_CONFLICT');
    const now = ctx.clock.now();
    const values = {
      state: 'PENDING' as const,
      decidedBy: staff.user.id,
      reason: text,
      decidedAt: now,
      idempotencyKey: refundKeyOf(order.id),
      updatedAt: now,
    };
    const own = companyScope(tx, order.companyId);
    const [saved] = refund
      ? await own.update(paymentRefunds).set(values).where(eq(paymentRefunds.id, refund.id)).returning()
      : await own
          .insert(paymentRefunds)
          .values({ ...values, orderId: order.id, createdAt: now })
          .returning();
    await recordOrderEvent(ctx, tx, order, { staff }, { action: 'REFUND_STARTED', from: order.status, reason: text });
    return { order, refund: saved };
  });
  if (!started) return;
  const { order, refund } = started;
  const accepted = await providerOf(ctx).refund({
    paymentRef: order.providerRef!,
    merchantRef: order.id,
    amount: order.amount,
    currency: order.currency,
    idempotencyKey: refund.idempotencyKey ?? refundKeyOf(order.id),
  });
  await companyScope(ctx.db, order.companyId)
    .update(paymentRefunds)
    .set({ providerRef: accepted.ref })
    .where(eq(paymentRefunds.id, refund.id));
}

/** Staff reject the company's refund request with a reason (409 unless one is waiting); the company is told. */
export async function rejectRefund(ctx: AppContext, staff: Caller, orderId: string, reason: string): Promise<void> {
  const text = cleanText(reason, '/reason', L.reasonMin);
  await ctx.db.transaction(async (tx) => {
    const order = await lockForStaff(tx, orderId);
    const refund = await lockRefund(tx, order);
    if (refund?.state !== 'REQUESTED') throw new AppError('STATE_CONFLICT');
    const now = ctx.clock.now();
    await companyScope(tx, order.companyId)
      .update(paymentRefunds)
      .set({ state: 'REJECTED', decidedBy: staff.user.id, reason: text, decidedAt: now, updatedAt: now })
      .where(eq(paymentRefunds.id, refund.id));
    await recordOrderEvent(ctx, tx, order, { staff }, { action: 'REFUND_REJECTED', from: order.status, reason: text });
    await notifyCompany(ctx, tx, order.companyId, 'SYSTEM', refundRejected, { level: LEVEL_NAMES[order.level], reason: text });
  });
}
