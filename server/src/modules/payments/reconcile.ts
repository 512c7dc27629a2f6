import { and, asc, eq, lte } from 'drizzle-orm';
import { PAYMENT_LIMITS } from '@b2b/shared/contract';
import { paymentOrders } from '../../db/schema';
import { acrossCompanies } from '../../db/scoped';
import { defineJob } from '../../jobs';
import type { AppContext } from '../../plugins/app/context';
import { applyPayment } from './apply';
import { providerOf } from './active-provider';
import { lockOrder, moveOrder } from './state';

const MINUTE = 60_000;
const BATCH = 50;

/**
 * Asks the provider how a CREATED order's payment stands and moves the order to match (a notification
 * lost or late changes nothing then). One unpaid for `expireAfterHours` has its checkout closed first,
 * so no payment can slip in after, and is then cancelled, unless the provider says it was paid.
 */
export async function reconcileOrder(ctx: AppContext, orderId: string): Promise<void> {
  const provider = providerOf(ctx);
  const [found] = await acrossCompanies(ctx.db, 'the reconciler reads an order of any company before asking its provider')
    .select({ status: paymentOrders.status, providerRef: paymentOrders.providerRef, createdAt: paymentOrders.createdAt })
    .from(paymentOrders)
    .where(eq(paymentOrders.id, orderId));
  if (found?.status !== 'CREATED') return;
  const expired = ctx.clock.now().getTime() - found.createdAt.getTime() >= PAYMENT_LIMITS.expireAfterHours * 60 * MINUTE;
  if (expired && found.providerRef) await provider.closeCheckout(found.providerRef);
  const payment = found.providerRef ? await provider.queryOrder(found.providerRef) : null;
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order?.status !== 'CREATED') return;
    // The checkout we closed ourselves is the platform's cancellation, said as such below.
    if (payment && !(expired && payment.status === 'CANCELLED')) await applyPayment(ctx, tx, order, payment, { provider: provider.name });
    const current = await lockOrder(tx, orderId);
    if (expired && current?.status === 'CREATED') {
      const reason = `not paid within ${PAYMENT_LIMITS.expireAfterHours} hours`;
      await moveOrder(ctx, tx, current, 'cancel', 'platform', { endedAt: ctx.clock.now() }, { reason });
    }
  });
}

/** Every 5 minutes: the orders whose payment has been pending longer than `reconcileAfterMinutes`. */
export const reconcileJob = defineJob(
  'payments.reconcile',
  async (ctx) => {
    if (!ctx.config.payments.provider) return;
    const before = new Date(ctx.clock.now().getTime() - PAYMENT_LIMITS.reconcileAfterMinutes * MINUTE);
    const pending = await acrossCompanies(ctx.db, "the reconciler looks at every company's pending orders")
      .select({ id: paymentOrders.id })
      .from(paymentOrders)
      .where(and(eq(paymentOrders.status, 'CREATED'), lte(paymentOrders.updatedAt, before)))
      .orderBy(asc(paymentOrders.updatedAt))
      .limit(BATCH);
    for (const { id } of pending) {
      try {
        await reconcileOrder(ctx, id);
      } catch (error) {
        ctx.log.error({ err: error, orderId: id }, 'payment reconciliation failed');
      }
    }
  },
  { every: () => 5 * MINUTE },
);
