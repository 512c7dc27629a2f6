import { asc, inArray } from 'drizzle-orm';
import { PagedSchema, PAYMENTS_API, StaffOrderSchema, StaffRefundQuery, type Paged, type StaffOrder } from '@b2b/shared/contract';
import { paymentRefunds } from '../../../db/schema';
import { acrossCompanies } from '../../../db/scoped';
import { paginate } from '../../../lib/paging';
import type { AppContext } from '../../../plugins/app/context';
import { ok, responses } from '../../../plugins/app/envelope';
import { STAFF, type PaymentsApp } from '../access';
import { staffOrders } from '../staff';

/** The refund queue, oldest first: by default the requests waiting for staff and the refunds under way. */
export async function refundQueue(ctx: AppContext, query: StaffRefundQuery): Promise<Paged<StaffOrder>> {
  const states = query.state ? [query.state] : (['REQUESTED', 'PENDING'] as const);
  const queue = acrossCompanies(ctx.db, 'the refund queue: staff look across every company')
    .select()
    .from(paymentRefunds)
    .where(inArray(paymentRefunds.state, [...states]));
  const page = await paginate(
    ctx.db,
    queue.$dynamic(),
    { ...query, orderBy: [asc(paymentRefunds.createdAt), asc(paymentRefunds.id)] },
    (row) => row.orderId,
  );
  return { ...page, list: await staffOrders(ctx.db, page.list) };
}

export function registerStaffListRefunds(app: PaymentsApp) {
  app.get(
    PAYMENTS_API.staffRefunds,
    { schema: { querystring: StaffRefundQuery, response: responses(PagedSchema(StaffOrderSchema)) }, config: { access: STAFF } },
    async (request) => ok(request, await refundQueue(app.ctx, request.query)),
  );
}
