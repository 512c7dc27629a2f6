import { PAYMENTS_API, PaymentReasonBody, StaffOrderSchema } from '@b2b/shared/contract';
import { ok, responses } from '../../../plugins/app/envelope';
import { idParams, STAFF, type PaymentsApp } from '../access';
import { rejectRefund } from '../refunds';
import { staffOrder } from '../staff-order';

/** Staff reject the company's refund request, with a reason. */
export function registerStaffRejectRefund(app: PaymentsApp) {
  const schema = { params: idParams, body: PaymentReasonBody, response: responses(StaffOrderSchema) };
  app.post(PAYMENTS_API.staffRejectRefund, { schema, config: { access: STAFF } }, async (request) => {
    await rejectRefund(app.ctx, request.caller!, request.params.id, request.body.reason);
    return ok(request, await staffOrder(app.ctx, request.params.id));
  });
}
