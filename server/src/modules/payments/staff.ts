import { inArray } from 'drizzle-orm';
import type { StaffOrder } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import type { OrderRow } from '../../db/rows';
import { companies, paymentOrders } from '../../db/schema';
import { acrossCompanies } from '../../db/scoped';
import { extrasOf, invoiceView, refundView } from './present';

/** Orders of any company as the console's payment queues show them, in the order of `ids`. */
export async function staffOrders(db: Tx, ids: string[]): Promise<StaffOrder[]> {
  if (!ids.length) return [];
  const across = acrossCompanies(db, "the console's payment queues show orders of every company");
  const rows: OrderRow[] = await across.select().from(paymentOrders).where(inArray(paymentOrders.id, ids));
  const companyIds = [...new Set(rows.map((row) => row.companyId))];
  const named = await across.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.id, companyIds));
  const names = new Map(named.map((company) => [company.id, company.name]));
  const { invoices, refunds } = await extrasOf(db, null, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const invoice = invoices.get(id);
    const refund = refunds.get(id);
    const paid = row.status === 'PAID' || row.status === 'FULFILLED';
    return [
      {
        id: row.id,
        companyId: row.companyId,
        companyName: names.get(row.companyId) ?? '',
        planId: row.planId,
        level: row.level,
        period: row.period,
        amount: row.amount,
        currency: row.currency,
        status: row.status,
        paidAt: row.paidAt?.getTime() ?? null,
        invoice: invoice ? invoiceView(invoice, row) : null,
        refund: refund ? refundView(refund) : null,
        can: {
          refund: paid && !!row.providerRef && refund?.state !== 'SUCCEEDED',
          rejectRefund: refund?.state === 'REQUESTED',
          issueInvoice: paid && invoice?.state === 'REQUESTED',
        },
      },
    ];
  });
}
