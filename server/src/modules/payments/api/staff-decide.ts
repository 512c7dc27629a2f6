import { IssueInvoiceBody, PAYMENTS_API, PaymentReasonBody, StaffOrderSchema, type StaffOrder } from '@b2b/shared/contract';
import { AppError } from '../../../lib/errors';
import type { AppContext } from '../../../plugins/app/context';
import { ok, responses } from '../../../plugins/app/envelope';
import { idParams, STAFF, type PaymentsApp } from '../access';
import { issueInvoice, rejectInvoice } from '../invoices';
import { refundByStaff, rejectRefund } from '../refunds';
import { staffOrders } from '../staff';

async function staffOrder(ctx: AppContext, id: string): Promise<StaffOrder> {
  const [order] = await staffOrders(ctx.db, [id]);
  if (!order) throw new AppError('NOT_FOUND');
  return order;
}

const reasonSchema = { params: idParams, body: PaymentReasonBody, response: responses(StaffOrderSchema) };

/** Staff refund an order (approving its request), with a reason; a second call is the same refund. */
export function registerStaffRefund(app: PaymentsApp) {
  app.post(PAYMENTS_API.staffRefund, { schema: reasonSchema, config: { access: STAFF } }, async (request) => {
    await refundByStaff(app.ctx, request.caller!, request.params.id, request.body.reason);
    return ok(request, await staffOrder(app.ctx, request.params.id));
  });
}

/** Staff reject the company's refund request, with a reason. */
export function registerStaffRejectRefund(app: PaymentsApp) {
  app.post(PAYMENTS_API.staffRejectRefund, { schema: reasonSchema, config: { access: STAFF } }, async (request) => {
    await rejectRefund(app.ctx, request.caller!, request.params.id, request.body.reason);
    return ok(request, await staffOrder(app.ctx, request.params.id));
  });
}

/** Staff issue a requested invoice: number, issue date, the PDF. */
export function registerStaffIssueInvoice(app: PaymentsApp) {
  const schema = { params: idParams, body: IssueInvoiceBody, response: responses(StaffOrderSchema) };
  app.post(PAYMENTS_API.staffIssueInvoice, { schema, config: { access: STAFF } }, async (request) => {
    await issueInvoice(app.ctx, request.caller!, request.params.id, request.body);
    return ok(request, await staffOrder(app.ctx, request.params.id));
  });
}

/** Staff reject an invoice request, with a reason. */
export function registerStaffRejectInvoice(app: PaymentsApp) {
  app.post(PAYMENTS_API.staffRejectInvoice, { schema: reasonSchema, config: { access: STAFF } }, async (request) => {
    await rejectInvoice(app.ctx, request.caller!, request.params.id, request.body.reason);
    return ok(request, await staffOrder(app.ctx, request.params.id));
  });
}
