import { eq } from 'drizzle-orm';
import { PAYMENT_LIMITS as L, type IssueInvoiceBody } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import type { Caller, FileRow, InvoiceRow, OrderRow } from '../../db/rows';
import { paymentInvoices } from '../../db/schema';
import { companyScope } from '../../db/scoped';
import { AppError } from '../../lib/errors';
import { cleanText } from '../../lib/text';
import type { AppContext } from '../../plugins/app/context';
import { attachableFiles, filesById } from '../files/attach';
import { notifyCompany } from '../notices/service';
import { invoiceIssued, invoiceRejected, LEVEL_NAMES } from './messages';
import { lockForStaff } from './refunds';
import { ownOrder } from './state';
import { recordOrderEvent } from './trail';

/** The order's invoice request, locked; 404 when the order has none. */
async function lockInvoice(tx: Tx, order: OrderRow): Promise<InvoiceRow> {
  const [row] = await companyScope(tx, order.companyId).select(paymentInvoices).where(eq(paymentInvoices.orderId, order.id)).for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** An invoice is issued or rejected once, and never on an order that is not paid (a refunded one included). */
function assertOpen(order: OrderRow, invoice: InvoiceRow) {
  if (invoice.state !== 'REQUESTED') throw new AppError('STATE_CONFLICT');
  if (order.status !== 'PAID' && order.status !== 'FULFILLED') throw new AppError('STATE_CONFLICT');
}

/**
 * Staff issue the requested invoice: its number, issue date and the PDF the staff account uploaded
 * through the file service (a ready file of the staff's own company, a PDF; 400 FILE_NOT_ATTACHABLE
 * otherwise). The company is told and downloads it from its order.
 */
export async function issueInvoice(ctx: AppContext, staff: Caller, orderId: string, body: IssueInvoiceBody): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const order = await lockForStaff(tx, orderId);
    const invoice = await lockInvoice(tx, order);
    assertOpen(order, invoice);
    const [file] = await attachableFiles(tx, staff.company.id, [body.fileId], '/fileId', { kind: 'file', visibility: 'company' });
    if (file.contentType !== 'application/pdf') throw new AppError('FILE_NOT_ATTACHABLE', { fields: ['/fileId'] });
    const number = body.number.toUpperCase();
    await companyScope(tx, order.companyId)
      .update(paymentInvoices)
      .set({ state: 'ISSUED', number, issueDate: body.issueDate, fileId: file.id, decidedBy: staff.user.id, decidedAt: ctx.clock.now() })
      .where(eq(paymentInvoices.id, invoice.id));
    await recordOrderEvent(ctx, tx, order, { staff }, { action: 'INVOICE_ISSUED', from: order.status, reason: number });
    await notifyCompany(ctx, tx, order.companyId, 'SYSTEM', invoiceIssued, { level: LEVEL_NAMES[order.level], number });
  });
}

/** Staff reject the invoice request with a reason; the company is told. */
export async function rejectInvoice(ctx: AppContext, staff: Caller, orderId: string, reason: string): Promise<void> {
  const text = cleanText(reason, '/reason', L.reasonMin);
  await ctx.db.transaction(async (tx) => {
    const order = await lockForStaff(tx, orderId);
    const invoice = await lockInvoice(tx, order);
    if (invoice.state !== 'REQUESTED') throw new AppError('STATE_CONFLICT');
    await companyScope(tx, order.companyId)
      .update(paymentInvoices)
      .set({ state: 'REJECTED', rejectReason: text, decidedBy: staff.user.id, decidedAt: ctx.clock.now() })
      .where(eq(paymentInvoices.id, invoice.id));
    await recordOrderEvent(ctx, tx, order, { staff }, { action: 'INVOICE_REJECTED', from: order.status, reason: text });
    await notifyCompany(ctx, tx, order.companyId, 'SYSTEM', invoiceRejected, { level: LEVEL_NAMES[order.level], reason: text });
  });
}

/** The PDF of the caller's company's issued invoice (404 for another company's order, or none issued). */
export async function invoiceFileOf(ctx: AppContext, caller: Caller, orderId: string): Promise<FileRow> {
  const order = await ownOrder(ctx.db, caller, orderId);
  const [invoice] = await companyScope(ctx.db, order.companyId).select(paymentInvoices).where(eq(paymentInvoices.orderId, order.id));
  const file = invoice?.state === 'ISSUED' && invoice.fileId ? (await filesById(ctx.db, [invoice.fileId])).get(invoice.fileId) : undefined;
  if (!file) throw new AppError('NOT_FOUND');
  return file;
}
