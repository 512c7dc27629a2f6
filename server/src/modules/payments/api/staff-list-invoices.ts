import { asc, eq } from 'drizzle-orm';
import { PagedSchema, PAYMENTS_API, StaffInvoiceQuery, StaffOrderSchema, type Paged, type StaffOrder } from '@b2b/shared/contract';
import { paymentInvoices } from '../../../db/schema';
import { acrossCompanies } from '../../../db/scoped';
import { paginate } from '../../../lib/paging';
import type { AppContext } from '../../../plugins/app/context';
import { ok, responses } from '../../../plugins/app/envelope';
import { STAFF, type PaymentsApp } from '../access';
import { staffOrders } from '../staff';

/** Invoice requests, oldest first: by default those waiting for staff. */
export async function invoiceQueue(ctx: AppContext, query: StaffInvoiceQuery): Promise<Paged<StaffOrder>> {
  const queue = acrossCompanies(ctx.db, 'the invoice queue: staff look across every company')
    .select()
    .from(paymentInvoices)
    .where(eq(paymentInvoices.state, query.state ?? 'REQUESTED'));
  const orderBy = [asc(paymentInvoices.createdAt), asc(paymentInvoices.id)];
  const page = await paginate(ctx.db, queue.$dynamic(), { ...query, orderBy }, (row) => row.orderId);
  return { ...page, list: await staffOrders(ctx.db, page.list) };
}

export function registerStaffListInvoices(app: PaymentsApp) {
  app.get(
    PAYMENTS_API.staffInvoices,
    { schema: { querystring: StaffInvoiceQuery, response: responses(PagedSchema(StaffOrderSchema)) }, config: { access: STAFF } },
    async (request) => ok(request, await invoiceQueue(app.ctx, request.query)),
  );
}
