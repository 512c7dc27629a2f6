import { OrderSchema, PAYMENTS_API, PaymentReasonBody } from '@b2b/shared/contract';
import { ok, responses } from '../../../plugins/app/envelope';
import { BUYER, idParams, type PaymentsApp } from '../access';
import { presentOrder } from '../present';
import { requestRefund } from '../refunds';

/** The company asks for a refund of a paid order within the window, with a reason; staff decide in the console. */
export function registerRequestRefund(app: PaymentsApp) {
  app.post(
    PAYMENTS_API.refundRequest,
    { schema: { params: idParams, body: PaymentReasonBody, response: responses(OrderSchema) }, config: { access: BUYER } },
    async (request) => {
      const order = await requestRefund(app.ctx, request.caller!, request.params.id, request.body.reason);
      return ok(request, await presentOrder(app.ctx.db, order, request.lang, app.ctx.clock.now()));
    },
  );
}
