import type { OrderStatus } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import type { AppContext } from '../../plugins/app/context';
import { fulfilOrder, refundOrder } from './fulfil';
import type { ProviderPayment } from './provider';
import type { OrderRow } from '../../db/rows';
import { moveOrder } from './state';
import { recordOrderEvent, type OrderActor } from './trail';

/** What applying the provider's news did, for the inbox's record. */
export type ApplyOutcome = 'moved' | 'unchanged' | 'ignored';

/** The order states each provider status leads to, and from which the order may still get there. */
const REACHABLE: Record<ProviderPayment['status'], { done: OrderStatus[]; from: OrderStatus[] }> = {
  PENDING: { done: ['CREATED', 'PAID', 'FULFILLED', 'CANCELLED', 'REFUNDED'], from: [] },
  PAID: { done: ['FULFILLED', 'REFUNDED'], from: ['CREATED', 'PAID'] },
  CANCELLED: { done: ['CANCELLED'], from: ['CREATED'] },
  REFUNDED: { done: ['REFUNDED'], from: ['PAID', 'FULFILLED'] },
};

/**
 * The provider says how a payment stands (a notification, or its answer to a query); the locked order
 * moves forward to match, or not at all. News the order is already past (a "created" after the
 * payment, a second "paid") changes nothing; news that would move it backwards or does not match it
 * (another amount, another payment) is written to the trail as IGNORED and changes nothing else.
 */
export async function applyPayment(
  ctx: AppContext,
  tx: Tx,
  order: OrderRow,
  payment: ProviderPayment,
  actor: OrderActor,
): Promise<ApplyOutcome> {
  const ignore = async (reason: string) => {
    ctx.log.warn({ orderId: order.id, status: payment.status, reason }, 'payment news ignored');
    await recordOrderEvent(ctx, tx, order, actor, { action: 'IGNORED', from: order.status, reason });
    return 'ignored' as const;
  };
  if (payment.merchantRef !== order.id || (order.providerRef && payment.ref !== order.providerRef)) return ignore('another payment');
  if (payment.amount !== order.amount || payment.currency !== order.currency) return ignore(`amount ${payment.amount} ${payment.currency}`);
  const reach = REACHABLE[payment.status];
  if (reach.done.includes(order.status)) return 'unchanged';
  if (!reach.from.includes(order.status)) return ignore(`${payment.status} while ${order.status}`);
  const now = ctx.clock.now();
  switch (payment.status) {
    case 'PAID': {
      const paid = order.status === 'CREATED' ? await moveOrder(ctx, tx, order, 'pay', actor, { paidAt: now }) : order;
      await fulfilOrder(ctx, tx, paid, actor);
      return 'moved';
    }
    case 'CANCELLED':
      await moveOrder(ctx, tx, order, 'cancel', actor, { endedAt: now }, { reason: 'cancelled at the checkout' });
      return 'moved';
    case 'REFUNDED':
      await refundOrder(ctx, tx, order, actor);
      return 'moved';
    default:
      return 'unchanged';
  }
}
