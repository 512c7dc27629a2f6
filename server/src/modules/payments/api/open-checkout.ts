import { CheckoutSchema, PAYMENTS_API, type Checkout } from '@b2b/shared/contract';
import type { Caller } from '../../../db/rows';
import type { AppContext } from '../../../plugins/app/context';
import { ok, responses } from '../../../plugins/app/envelope';
import { BUYER, idParams, type PaymentsApp } from '../access';
import { LEVEL_NAMES } from '../messages';
import { providerOf } from '../active-provider';
import { assertOrderMove, ownOrder, saveOrder } from '../state';
import { recordOrderEvent } from '../trail';

/**
 * Where the buyer pays a CREATED order (409 otherwise): the provider's checkout, opened on the first
 * call and the same one after. Two calls at once open two; the later one is closed again.
 */
export async function openCheckout(ctx: AppContext, caller: Caller, id: string): Promise<Checkout> {
  const provider = providerOf(ctx);
  const order = await ownOrder(ctx.db, caller, id);
  assertOrderMove(order, 'pay');
  if (order.checkoutUrl) return { url: order.checkoutUrl };
  const name = LEVEL_NAMES[order.level];
  const checkout = await provider.createCheckout({
    merchantRef: order.id,
    amount: order.amount,
    currency: order.currency,
    description: `${name['zh-CN']} ${order.days} 天 / ${name['en-US']}, ${order.days} days`,
  });
  const url = await ctx.db.transaction(async (tx) => {
    const locked = await ownOrder(tx, caller, id, true);
    assertOrderMove(locked, 'pay');
    if (locked.checkoutUrl) return locked.checkoutUrl;
    await saveOrder(ctx, tx, locked, { providerRef: checkout.ref, checkoutUrl: checkout.url });
    await recordOrderEvent(ctx, tx, locked, { caller }, { action: 'CHECKOUT_OPENED', from: locked.status });
    return checkout.url;
  });
  if (url !== checkout.url) await provider.closeCheckout(checkout.ref);
  return { url };
}

export function registerOpenCheckout(app: PaymentsApp) {
  app.post(
    PAYMENTS_API.checkout,
    { schema: { params: idParams, response: responses(CheckoutSchema) }, config: { access: BUYER } },
    async (request) => ok(request, await openCheckout(app.ctx, request.caller!, request.params.id)),
  );
}
