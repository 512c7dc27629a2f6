import { desc, eq } from 'drizzle-orm';
import { OrderListQuery, OrderSchema, PagedSchema, PAYMENTS_API, type Order, type Paged } from '@b2b/shared/contract';
import { paymentOrders } from '../../../db/schema';
import { companyScope } from '../../../db/scoped';
import type { Lang } from '../../../lib/i18n';
import { paginate } from '../../../lib/paging';
import type { AppContext } from '../../../plugins/app/context';
import { ok, responses } from '../../../plugins/app/envelope';
import { BUYER, type PaymentsApp } from '../access';
import { presentOrders } from '../present';
import type { Caller, OrderRow } from '../../../db/rows';

/** The company's orders, newest first. */
export async function listOrders(ctx: AppContext, caller: Caller, query: OrderListQuery, lang: Lang): Promise<Paged<Order>> {
  const filtered = companyScope(ctx.db, caller.company.id)
    .select(paymentOrders)
    .where(query.status ? eq(paymentOrders.status, query.status) : undefined);
  const page = await paginate(
    ctx.db,
    filtered.$dynamic(),
    { ...query, orderBy: [desc(paymentOrders.createdAt), desc(paymentOrders.id)] },
    (row: OrderRow) => row,
  );
  return { ...page, list: await presentOrders(ctx.db, caller.company.id, page.list, lang, ctx.clock.now()) };
}

export function registerListOrders(app: PaymentsApp) {
  app.get(
    PAYMENTS_API.orders,
    { schema: { querystring: OrderListQuery, response: responses(PagedSchema(OrderSchema)) }, config: { access: BUYER } },
    async (request) => ok(request, await listOrders(app.ctx, request.caller!, request.query, request.lang)),
  );
}
