import { IssueInvoiceBody, PAYMENTS_API, StaffOrderSchema } from '@b2b/shared/contract';
import { ok, responses } from '../../../plugins/app/envelope';
import { idParams, STAFF, type PaymentsApp } from '../access';
import { issueInvoice } from '../invoices';
import { staffOrder } from '../staff-order';

/** Staff issue a requested invoice: number, issue date, the PDF. */
export function registerStaffIssueInvoice(app: PaymentsApp) {
  const schema = { params: idParams, body: IssueInvoiceBody, response: responses(StaffOrderSchema) };
  app.post(PAYMENTS_API.staffIssueInvoice, { schema, config: { access: STAFF } }, async (request) => {
    await issueInvoice(app.ctx, request.caller!, request.params.id, request.body);
    return ok(request, await staffOrder(app.ctx, request.params.id));
  });
}
