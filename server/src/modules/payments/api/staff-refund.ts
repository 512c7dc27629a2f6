import { PAYMENTS_API, PaymentReasonBody, StaffOrderSchema } from '@b2b/shared/contract';
import { ok, responses } from '../../../plugins/app/envelope';
import { idParams, STAFF, type PaymentsApp } from '../access';
import { refundByStaff } from '../refunds';
import { staffOrder } from '../staff-order';

/** Staff refund an order (approving its request), with a reason; a second call is the same refund. */
export function registerStaffRefund(app: PaymentsApp) {
  const schema = { params: idParams, body: PaymentReasonBody, response: responses(StaffOrderSchema) };
  app.post(PAYMENTS_API.staffRefund, { schema, config: { access: STAFF } }, async (request) => {
    await refundByStaff(app.ctx, request.caller!, request.params.id, request.body.reason);
    return ok(request, await staffOrder(app.ctx, request.params.id));
  });
}
