import { PAYMENTS_API, PaymentReasonBody, StaffOrderSchema } from '@b2b/shared/contract';
import { ok, responses } from '../../../plugins/app/envelope';
import { idParams, STAFF, type PaymentsApp } from '../access';
import { rejectInvoice } from '../invoices';
import { staffOrder } from '../staff-order';

/** Staff reject an invoice request, with a reason. */
export function registerStaffRejectInvoice(app: PaymentsApp) {
  const schema = { params: idParams, body: PaymentReasonBody, response: responses(StaffOrderSchema) };
  app.post(PAYMENTS_API.staffRejectInvoice, { schema, config: { access: STAFF } }, async (request) => {
    await rejectInvoice(app.ctx, request.caller!, request.params.id, request.body.reason);
    return ok(request, await staffOrder(app.ctx, request.params.id));
  });
}
