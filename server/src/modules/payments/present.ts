import { inArray } from 'drizzle-orm';
import { refundRequestOpen, type InvoiceRequest, type Order, type Refund } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import type { InvoiceRow, RefundRow } from '../../db/rows';
import { paymentInvoices, paymentRefunds, users } from '../../db/schema';
import { acrossCompanies, companyScope } from '../../db/scoped';
import type { Lang } from '../../lib/i18n';
import type { OrderRow } from '../../db/rows';
import { trailsOf } from './trail';

const epoch = (at: Date | null) => at?.getTime() ?? null;

/** An invoice request as both sides read it; one issued on an order refunded since is void. */
export const invoiceView = (row: InvoiceRow, order: Pick<OrderRow, 'status'>): InvoiceRequest => ({
  title: row.title,
  taxNumber: row.taxNumber,
  email: row.email,
  createdAt: row.createdAt.getTime(),
  state: row.state,
  number: row.number,
  issueDate: row.issueDate,
  rejectReason: row.rejectReason,
  decidedAt: epoch(row.decidedAt),
  void: row.state === 'ISSUED' && order.status === 'REFUNDED',
});

export const refundView = (row: RefundRow): Refund => ({
  state: row.state,
  requestReason: row.requestReason,
  requestedAt: epoch(row.requestedAt),
  reason: row.reason,
  decidedAt: epoch(row.decidedAt),
});

/** The invoice requests and refunds of the orders, by order id (rows of the one company). */
export async function extrasOf(db: Tx, companyId: string | null, ids: string[]) {
  if (!ids.length) return { invoices: new Map<string, InvoiceRow>(), refunds: new Map<string, RefundRow>() };
  const invoices: InvoiceRow[] =
    companyId === null
      ? await acrossCompanies(db, "the console's payment queues show orders of every company")
          .select()
          .from(paymentInvoices)
          .where(inArray(paymentInvoices.orderId, ids))
      : await companyScope(db, companyId).select(paymentInvoices).where(inArray(paymentInvoices.orderId, ids));
  const refunds: RefundRow[] =
    companyId === null
      ? await acrossCompanies(db, "the console's payment queues show orders of every company")
          .select()
          .from(paymentRefunds)
          .where(inArray(paymentRefunds.orderId, ids))
      : await companyScope(db, companyId).select(paymentRefunds).where(inArray(paymentRefunds.orderId, ids));
  return {
    invoices: new Map(invoices.map((row) => [row.orderId, row])),
    refunds: new Map(refunds.map((row) => [row.orderId, row])),
  };
}

/** The company's orders as its main account reads them: trail, invoice request, refund and what may be done next. */
export async function presentOrders(db: Tx, companyId: string, rows: OrderRow[], lang: Lang, now: Date): Promise<Order[]> {
  const own = companyScope(db, companyId);
  const ids = rows.map((row) => row.id);
  const trails = await trailsOf(db, companyId, ids, lang);
  const { invoices, refunds } = await extrasOf(db, companyId, ids);
  const buyerIds = [...new Set(rows.flatMap((row) => (row.userId ? [row.userId] : [])))];
  const buyers = buyerIds.length
    ? await own.pick(users, { id: users.id, nickname: users.nickname }).where(inArray(users.id, buyerIds))
    : [];
  const nickname = new Map(buyers.map((buyer) => [buyer.id, buyer.nickname]));
  return rows.map((row) => {
    const invoice = invoices.get(row.id);
    const refund = refunds.get(row.id);
    const paid = row.status === 'PAID' || row.status === 'FULFILLED';
    return {
      id: row.id,
      planId: row.planId,
      level: row.level,
      period: row.period,
      days: row.days,
      amount: row.amount,
      currency: row.currency,
      status: row.status,
      buyer: nickname.get(row.userId ?? '') ?? '',
      createdAt: row.createdAt.getTime(),
      paidAt: epoch(row.paidAt),
      fulfilledAt: epoch(row.fulfilledAt),
      membershipAfter: row.membershipAfter,
      invoice: invoice ? invoiceView(invoice, row) : null,
      refund: refund ? refundView(refund) : null,
      events: trails.get(row.id) ?? [],
      can: {
        pay: row.status === 'CREATED',
        cancel: row.status === 'CREATED',
        invoice: paid && !invoice,
        requestRefund: paid && !refund && refundRequestOpen(epoch(row.paidAt), now.getTime()),
      },
    };
  });
}

export async function presentOrder(db: Tx, row: OrderRow, lang: Lang, now: Date): Promise<Order> {
  const [order] = await presentOrders(db, row.companyId, [row], lang, now);
  return order;
}
