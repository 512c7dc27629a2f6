import { OrderSchema, PAYMENTS_API, type Order } from '@b2b/shared/contract';
import type { Caller } from '../../../db/rows';
import { AppError } from '../../../lib/errors';
import type { Lang } from '../../../lib/i18n';
import type { AppContext } from '../../../plugins/app/context';
import { ok, responses } from '../../../plugins/app/envelope';
import { BUYER, idParams, type PaymentsApp } from '../access';
import { presentOrder } from '../present';
import { providerOf } from '../active-provider';
import { reconcileOrder } from '../reconcile';
import { assertOrderMove, moveOrder, ownOrder } from '../state';

/**
 * The buyer gives up a CREATED order (409 otherwise). Its checkout is closed first; a payment that
 * went through meanwhile wins: the order is paid and fulfilled, and the cancel is 409.
 */
export async function cancelOrder(ctx: AppContext, caller: Caller, id: string, lang: Lang): Promise<Order> {
  const order = await ownOrder(ctx.db, caller, id);
  assertOrderMove(order, 'cancel');
  if (order.providerRef) {
    const provider = providerOf(ctx);
    await provider.closeCheckout(order.providerRef);
    if ((await provider.queryOrder(order.providerRef))?.status === 'PAID') {
      await reconcileOrder(ctx, order.id);
      throw new AppError('STATE_CONFLICT');
    }
  }
  const cancelled = await ctx.db.transaction(async (tx) => {
    const locked = await ownOrder(tx, caller, id, true);
    // The closed checkout's own notice may have cancelled it meanwhile: that is this cancel.
    if (locked.status === 'CANCELLED') return locked;
    return moveOrder(ctx, tx, locked, 'cancel', { caller }, { endedAt: ctx.clock.now() }, { reason: 'cancelled by the buyer' });
  });
  return presentOrder(ctx.db, cancelled, lang, ctx.clock.now());
}

export function registerCancelOrder(app: PaymentsApp) {
  app.post(
    PAYMENTS_API.cancel,
    { schema: { params: idParams, response: responses(OrderSchema) }, config: { access: BUYER } },
    async (request) => ok(request, await cancelOrder(app.ctx, request.caller!, request.params.id, request.lang)),
  );
}
