import { OrderSchema, PAYMENTS_API } from '@b2b/shared/contract';
import { ok, responses } from '../../../plugins/app/envelope';
import { BUYER, idParams, type PaymentsApp } from '../access';
import { presentOrder } from '../present';
import { reconcileOrder } from '../reconcile';
import { ownOrder } from '../state';

/** Back from the checkout: the provider is asked at once (its notification may come later), and the order answered as it stands. */
export function registerSyncOrder(app: PaymentsApp) {
  app.post(
    PAYMENTS_API.sync,
    { schema: { params: idParams, response: responses(OrderSchema) }, config: { access: BUYER } },
    async (request) => {
      const { ctx } = app;
      const order = await ownOrder(ctx.db, request.caller!, request.params.id);
      if (order.status === 'CREATED' && order.providerRef) await reconcileOrder(ctx, order.id);
      return ok(request, await presentOrder(ctx.db, await ownOrder(ctx.db, request.caller!, order.id), request.lang, ctx.clock.now()));
    },
  );
}
