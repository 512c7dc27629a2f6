import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { IDEMPOTENCY_HEADER, PAYMENTS_API as P } from '@b2b/shared/contract';
import { assertError, assertOk, call, type TestApp } from '../../test/helpers';
import { demoTokens, newKey, orderWithCheckout, orderRow, path, paymentsApp, placeOrder, trailActions, type Tokens } from './test-support';

describe('payments: who may buy, and whose orders', () => {
  let t: TestApp;
  let k: Tokens;
  before(async () => {
    t = await paymentsApp();
    k = await demoTokens(t);
  });
  after(() => t.close());

  it('only a main account buys: PROJ, REQ and staff are refused (403, in the caller language), nothing is created', async () => {
    const orders = assertOk(await call(t.app, 'GET', P.orders, { token: k.dev })).total;
    for (const token of [k.devproj, k.supreq, k.service]) {
      const reply = await placeOrder(t, token, 'VIP_YEAR', newKey(), 'en-US');
      assertError(reply, 403, 'FORBIDDEN');
      assert.equal(reply.body.msg, 'You are not allowed to do this');
      assertError(await call(t.app, 'GET', P.orders, { token }), 403, 'FORBIDDEN');
    }
    assertError(
      await call(t.app, 'POST', P.orders, { body: { planId: 'VIP_YEAR' }, headers: { [IDEMPOTENCY_HEADER]: newKey() } }),
      401,
      'UNAUTHENTICATED',
    );
    assert.equal(assertOk(await call(t.app, 'GET', P.orders, { token: k.dev })).total, orders);
  });

  it("another company's order id is 404 on every call, and nothing changes", async () => {
    const { order } = await orderWithCheckout(t, k.dev, 'SVIP_YEAR');
    const invoice = { title: '蓝鲸信息技术', taxNumber: '91440101MA59WHL2XR', email: 'a@demo.test' };
    assertError(await call(t.app, 'GET', path(P.order, order.id), { token: k.sup2 }), 404, 'NOT_FOUND');
    assertError(await call(t.app, 'POST', path(P.checkout, order.id), { token: k.sup2 }), 404, 'NOT_FOUND');
    assertError(await call(t.app, 'POST', path(P.cancel, order.id), { token: k.sup2 }), 404, 'NOT_FOUND');
    assertError(await call(t.app, 'POST', path(P.sync, order.id), { token: k.sup2 }), 404, 'NOT_FOUND');
    assertError(await call(t.app, 'POST', path(P.invoice, order.id), { token: k.sup2, body: invoice }), 404, 'NOT_FOUND');
    assertError(await call(t.app, 'POST', path(P.refundRequest, order.id), { token: k.sup2, body: { reason: '退款' } }), 404, 'NOT_FOUND');
    assertError(await call(t.app, 'GET', path(P.invoiceFile, order.id), { token: k.sup2 }), 404, 'NOT_FOUND');
    // The sub-account of the same company may not touch it either: the page is the main account's.
    assertError(await call(t.app, 'POST', path(P.cancel, order.id), { token: k.devproj }), 403, 'FORBIDDEN');
    // Nor ask for its refund: a PROJ or REQ account is refused, whichever company's order it names.
    for (const token of [k.devproj, k.supreq]) {
      assertError(await call(t.app, 'POST', path(P.refundRequest, order.id), { token, body: { reason: '退款' } }), 403, 'FORBIDDEN');
    }
    assert.equal((await orderRow(t, order.id)).status, 'CREATED');
    assert.deepEqual(await trailActions(t, order.id), ['CREATED', 'CHECKOUT_OPENED']);
    assert.equal(assertOk(await call(t.app, 'GET', P.orders, { token: k.sup2 })).total, 0);
  });

  it('a malformed id is 400, an unknown one 404', async () => {
    assertError(await call(t.app, 'GET', path(P.order, 'nope'), { token: k.dev }), 400, 'VALIDATION');
    assertError(await call(t.app, 'GET', path(P.order, '00000000-0000-4000-8000-000000000000'), { token: k.dev }), 404, 'NOT_FOUND');
  });

  it('a platform without a provider sells nothing (503) and says so', async () => {
    t.app.ctx.config.payments.provider = null;
    try {
      const reply = await placeOrder(t, k.sup2, 'VIP_YEAR', newKey(), 'en-US');
      assertError(reply, 503, 'PAYMENT_UNAVAILABLE');
    } finally {
      t.app.ctx.config.payments.provider = 'sandbox';
    }
  });
});
