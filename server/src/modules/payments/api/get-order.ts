import { OrderSchema, PAYMENTS_API } from '@b2b/shared/contract';
import { ok, responses } from '../../../plugins/app/envelope';
import { BUYER, idParams, type PaymentsApp } from '../access';
import { presentOrder } from '../present';
import { ownOrder } from '../state';

/** One order of the caller's company (another company's id is 404, as a missing one). */
export function registerGetOrder(app: PaymentsApp) {
  app.get(
    PAYMENTS_API.order,
    { schema: { params: idParams, response: responses(OrderSchema) }, config: { access: BUYER } },
    async (request) =>
      ok(
        request,
        await presentOrder(app.ctx.db, await ownOrder(app.ctx.db, request.caller!, request.params.id), request.lang, app.ctx.clock.now()),
      ),
  );
}
