import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { FILES_API, PAYMENTS_API as P, type Order, type Paged, type StaffOrder } from '@b2b/shared/contract';
import { assertError, assertOk, call, callMultipart, type TestApp } from '../../test/helpers';
import { clickAtSandbox, demoTokens, drainJobs, orderWithCheckout, path, paymentsApp, type Tokens } from './test-support';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const request = { title: '云帆软件有限公司', taxNumber: '91310115MA1HXY7K3B', email: 'finance@demo.test' };

describe('invoices: staff issue or reject a request; the company downloads its own PDF', () => {
  let t: TestApp;
  let k: Tokens;
  before(async () => {
    t = await paymentsApp();
    k = await demoTokens(t);
  });
  after(() => t.close());

  async function invoicedOrder(token = k.sup) {
    const { order, url } = await orderWithCheckout(t, token, 'SVIP_MONTH');
    await clickAtSandbox(t, url, 'pay');
    await drainJobs(t);
    assertOk(await call(t.app, 'POST', path(P.invoice, order.id), { token, body: request }));
    return order;
  }
  const upload = async (token: string, fileName: string, content: Buffer) =>
    assertOk<{ id: string }>(await callMultipart(t.app, FILES_API.uploadFile, { token, fileName, content })).id;
  const issue = (orderId: string, body: unknown, token = k.service) =>
    call<StaffOrder>(t.app, 'POST', path(P.staffIssueInvoice, orderId), { token, body });

  it('issued with number, date and the staff-uploaded PDF; the company sees it and downloads the PDF, another company cannot', async () => {
    const order = await invoicedOrder();
    const queue = assertOk(await call<Paged<StaffOrder>>(t.app, 'GET', P.staffInvoices, { token: k.service }));
    assert.ok(queue.list.some((item) => item.id === order.id && item.can.issueInvoice && item.invoice?.title === request.title));
    const fileId = await upload(k.service, 'invoice.pdf', PDF);
    const issued = assertOk(await issue(order.id, { number: '25310000000012345678', issueDate: '2025-06-01', fileId }));
    assert.equal(issued.invoice?.state, 'ISSUED');
    assertError(await issue(order.id, { number: '25310000000012345678', issueDate: '2025-06-01', fileId }), 409, 'STATE_CONFLICT');

    const seen = assertOk(await call<Order>(t.app, 'GET', path(P.order, order.id), { token: k.sup }));
    assert.equal(seen.invoice?.state, 'ISSUED');
    assert.equal(seen.invoice?.number, '25310000000012345678');
    assert.equal(seen.invoice?.issueDate, '2025-06-01');
    assert.equal(seen.invoice?.void, false);
    assert.equal(seen.events.at(-1)?.action, 'INVOICE_ISSUED');

    const file = await t.app.inject({ method: 'GET', url: path(P.invoiceFile, order.id), headers: { authorization: `Bearer ${k.sup}` } });
    assert.equal(file.statusCode, 200);
    assert.equal(file.headers['content-type'], 'application/pdf');
    assert.deepEqual(file.rawPayload, PDF);
    // Another company (with the order's id), a sub-account of the same company, and the file's own id on the file route.
    assertError(await call(t.app, 'GET', path(P.invoiceFile, order.id), { token: k.sup2 }), 404, 'NOT_FOUND');
    assertError(await call(t.app, 'GET', path(P.invoiceFile, order.id), { token: k.dev }), 404, 'NOT_FOUND');
    assertError(await call(t.app, 'GET', path(P.invoiceFile, order.id), { token: k.supreq }), 403, 'FORBIDDEN');
    assertError(await call(t.app, 'GET', path(FILES_API.file, fileId), { token: k.sup2 }), 404, 'NOT_FOUND');
  });

  it('not a PDF, not the staff’s own file, or a bad number or date is 400 and issues nothing', async () => {
    const order = await invoicedOrder();
    const text = await upload(k.service, 'invoice.txt', Buffer.from('not an invoice, only text\n'.repeat(4)));
    const theirs = await upload(k.sup, 'invoice.pdf', PDF);
    const ours = await upload(k.service, 'invoice.pdf', PDF);
    assertError(await issue(order.id, { number: '12345678', issueDate: '2025-06-01', fileId: text }), 400, 'FILE_NOT_ATTACHABLE', [
      '/fileId',
    ]);
    assertError(await issue(order.id, { number: '12345678', issueDate: '2025-06-01', fileId: theirs }), 400, 'FILE_NOT_ATTACHABLE', [
      '/fileId',
    ]);
    assertError(await issue(order.id, { number: '1 2', issueDate: '2025-06-01', fileId: ours }), 400, 'VALIDATION', ['/number']);
    assertError(await issue(order.id, { number: '12345678', issueDate: 'June 1', fileId: ours }), 400, 'VALIDATION', ['/issueDate']);
    const seen = assertOk(await call<Order>(t.app, 'GET', path(P.order, order.id), { token: k.sup }));
    assert.equal(seen.invoice?.state, 'REQUESTED');
    assertError(await call(t.app, 'GET', path(P.invoiceFile, order.id), { token: k.sup }), 404, 'NOT_FOUND');
  });

  it('rejected with a reason, shown to the company; a refunded order cannot get one, and one issued before a refund is void', async () => {
    const rejected = await invoicedOrder();
    const body = { reason: '税号与公司名称不符' };
    const answer = assertOk(await call<StaffOrder>(t.app, 'POST', path(P.staffRejectInvoice, rejected.id), { token: k.service, body }));
    assert.equal(answer.invoice?.state, 'REJECTED');
    const seen = assertOk(await call<Order>(t.app, 'GET', path(P.order, rejected.id), { token: k.sup }));
    assert.equal(seen.invoice?.rejectReason, body.reason);

    const issuedThenRefunded = await invoicedOrder();
    const fileId = await upload(k.service, 'invoice.pdf', PDF);
    assertOk(await issue(issuedThenRefunded.id, { number: '12345678', issueDate: '2025-06-01', fileId }));
    const refundedFirst = await invoicedOrder();
    for (const order of [issuedThenRefunded, refundedFirst]) {
      assertOk(await call(t.app, 'POST', path(P.staffRefund, order.id), { token: k.service, body: { reason: '客户申请退款' } }));
    }
    await drainJobs(t);
    const voided = assertOk(await call<Order>(t.app, 'GET', path(P.order, issuedThenRefunded.id), { token: k.sup }));
    assert.equal(voided.status, 'REFUNDED');
    assert.equal(voided.invoice?.void, true);
    assertError(await issue(refundedFirst.id, { number: '87654321', issueDate: '2025-06-01', fileId }), 409, 'STATE_CONFLICT');
  });

  it('staff routes are the staff’s: a DEV or SUP account (main or sub) gets 403; staff cannot ask a company’s refund', async () => {
    const order = await invoicedOrder();
    const reason = { reason: '想要退款' };
    for (const token of [k.dev, k.sup, k.supreq, k.devproj]) {
      assertError(await call(t.app, 'GET', P.staffRefunds, { token }), 403, 'FORBIDDEN');
      assertError(await call(t.app, 'GET', P.staffInvoices, { token }), 403, 'FORBIDDEN');
      assertError(await call(t.app, 'POST', path(P.staffRefund, order.id), { token, body: reason }), 403, 'FORBIDDEN');
      assertError(await call(t.app, 'POST', path(P.staffRejectRefund, order.id), { token, body: reason }), 403, 'FORBIDDEN');
      assertError(await call(t.app, 'POST', path(P.staffRejectInvoice, order.id), { token, body: reason }), 403, 'FORBIDDEN');
      const fileId = '00000000-0000-4000-8000-000000000000';
      assertError(await issue(order.id, { number: '12345678', issueDate: '2025-06-01', fileId }, token), 403, 'FORBIDDEN');
    }
    assertError(await call(t.app, 'POST', path(P.refundRequest, order.id), { token: k.service, body: reason }), 403, 'FORBIDDEN');
    assertError(await call(t.app, 'GET', P.staffRefunds, {}), 401, 'UNAUTHENTICATED');
    const seen = assertOk(await call<Order>(t.app, 'GET', path(P.order, order.id), { token: k.sup }));
    assert.equal(seen.invoice?.state, 'REQUESTED');
    assert.equal(seen.refund, null);
  });
});
