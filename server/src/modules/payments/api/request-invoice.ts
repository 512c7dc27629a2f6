import { eq } from 'drizzle-orm';
import { InvoiceBody, OrderSchema, PAYMENTS_API, type Order } from '@b2b/shared/contract';
import type { Caller } from '../../../db/rows';
import { paymentInvoices } from '../../../db/schema';
import { companyScope } from '../../../db/scoped';
import { AppError } from '../../../lib/errors';
import type { Lang } from '../../../lib/i18n';
import type { AppContext } from '../../../plugins/app/context';
import { ok, responses } from '../../../plugins/app/envelope';
import { cleanText } from '../../../lib/text';
import { BUYER, idParams, type PaymentsApp } from '../access';
import { presentOrder } from '../present';
import { ownOrder } from '../state';
import { recordOrderEvent } from '../trail';

/** An invoice request on a paid order (409 STATE_CONFLICT before payment or after a refund), once (409 INVOICE_ALREADY_REQUESTED). */
export async function requestInvoice(ctx: AppContext, caller: Caller, id: string, body: InvoiceBody, lang: Lang): Promise<Order> {
  const title = cleanText(body.title, '/title', 2);
  const order = await ctx.db.transaction(async (tx) => {
    const locked = await ownOrder(tx, caller, id, true);
    if (locked.status !== 'PAID' && locked.status !== 'FULFILLED') throw new AppError('STATE_CONFLICT');
    const own = companyScope(tx, caller.company.id);
    const [existing] = await own.pick(paymentInvoices, { id: paymentInvoices.id }).where(eq(paymentInvoices.orderId, locked.id));
    if (existing) throw new AppError('INVOICE_ALREADY_REQUESTED');
    const now = ctx.clock.now();
    await own.insert(paymentInvoices).values({
      orderId: locked.id,
      userId: caller.user.id,
      title,
      taxNumber: body.taxNumber.toUpperCase(),
      email: body.email.toLowerCase(),
      createdAt: now,
    });
    await recordOrderEvent(ctx, tx, locked, { caller }, { action: 'INVOICE_REQUESTED', from: locked.status });
    return locked;
  });
  return presentOrder(ctx.db, order, lang, ctx.clock.now());
}

export function registerRequestInvoice(app: PaymentsApp) {
  app.post(
    PAYMENTS_API.invoice,
    { schema: { params: idParams, body: InvoiceBody, response: responses(OrderSchema) }, config: { access: BUYER } },
    async (request) => ok(request, await requestInvoice(app.ctx, request.caller!, request.params.id, request.body, request.lang)),
  );
}
