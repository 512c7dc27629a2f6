import { inArray } from 'drizzle-orm';
import type { Order } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import { paymentInvoices, users } from '../../db/schema';
import { companyScope } from '../../db/scoped';
import type { Lang } from '../../lib/i18n';
import type { OrderRow } from '../../db/rows';
import { trailsOf } from './trail';

const epoch = (at: Date | null) => at?.getTime() ?? null;

/** The company's orders as its main account reads them: trail, invoice request and what may be done next. */
export async function presentOrders(db: Tx, companyId: string, rows: OrderRow[], lang: Lang): Promise<Order[]> {
  const own = companyScope(db, companyId);
  const ids = rows.map((row) => row.id);
  const trails = await trailsOf(db, companyId, ids, lang);
  const invoices = ids.length ? await own.select(paymentInvoices).where(inArray(paymentInvoices.orderId, ids)) : [];
  const buyerIds = [...new Set(rows.flatMap((row) => (row.userId ? [row.userId] : [])))];
  const buyers = buyerIds.length
    ? await own.pick(users, { id: users.id, nickname: users.nickname }).where(inArray(users.id, buyerIds))
    : [];
  const invoiceOf = new Map(invoices.map((invoice) => [invoice.orderId, invoice]));
  const nickname = new Map(buyers.map((buyer) => [buyer.id, buyer.nickname]));
  return rows.map((row) => {
    const invoice = invoiceOf.get(row.id);
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
      invoice: invoice
        ? { title: invoice.title, taxNumber: invoice.taxNumber, email: invoice.email, createdAt: invoice.createdAt.getTime() }
        : null,
      events: trails.get(row.id) ?? [],
      can: { pay: row.status === 'CREATED', cancel: row.status === 'CREATED', invoice: paid && !invoice },
    };
  });
}

export async function presentOrder(db: Tx, row: OrderRow, lang: Lang): Promise<Order> {
  const [order] = await presentOrders(db, row.companyId, [row], lang);
  return order;
}
