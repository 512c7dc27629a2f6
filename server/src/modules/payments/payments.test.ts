import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API, PAYMENTS_API as P, PLANS, type Order, type UserInfo } from '@b2b/shared/contract';
import { assertError, assertOk, call, T0, type TestApp } from '../../test/helpers';
import { companyOf } from '../../test/marketplace';
import {
  clickAtSandbox,
  DAY,
  demoTokens,
  drainJobs,
  membershipOf,
  newKey,
  orderWithCheckout,
  path,
  paymentsApp,
  placeOrder,
  trailActions,
  type Tokens,
} from './test-support';

describe('membership purchase', () => {
  let t: TestApp;
  let k: Tokens;
  before(async () => {
    t = await paymentsApp();
    k = await demoTokens(t);
  });
  after(() => t.close());

  it('lists the plans by level and period, with prices, to anyone', async () => {
    const plans = assertOk(await call(t.app, 'GET', P.plans));
    assert.deepEqual(plans, PLANS);
    assert.deepEqual(
      plans.map((p: { id: string; price: number }) => [p.id, p.price]),
      [
        ['VIP_MONTH', 199],
        ['VIP_QUARTER', 499],
        ['VIP_YEAR', 1699],
        ['SVIP_MONTH', 599],
        ['SVIP_QUARTER', 1499],
        ['SVIP_YEAR', 4999],
      ],
    );
  });

  it('an ordinary DEV buys VIP for a year in the sandbox: paid, fulfilled, upgraded in one go, audited', async () => {
    const companyId = await companyOf(t, 'ordinary@demo.test');
    const { order, url } = await orderWithCheckout(t, k.ordinary, 'VIP_YEAR');
    assert.equal(order.status, 'CREATED');
    assert.equal(order.amount, 1699);

    const page = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en-US' } });
    assert.equal(page.statusCode, 200);
    assert.match(page.headers['content-type'] as string, /text\/html/);
    assert.match(page.headers['content-security-policy'] as string, /form-action 'self'/);
    assert.match(page.body, /Sandbox checkout/);
    assert.match(page.body, /CN¥1,699|¥1,699/);

    assert.equal(await clickAtSandbox(t, url, 'pay'), `/account/payment?order=${order.id}`);
    await drainJobs(t);
    const done: Order = assertOk(await call(t.app, 'GET', path(P.order, order.id), { token: k.ordinary }));
    assert.equal(done.status, 'FULFILLED');
    assert.deepEqual(await membershipOf(t, companyId), { level: 'VIP', expires: T0.getTime() + 365 * DAY });
    assert.deepEqual(
      done.events.map((e) => [e.action, e.fromStatus, e.toStatus]),
      [
        ['CREATED', null, 'CREATED'],
        ['CHECKOUT_OPENED', 'CREATED', null],
        ['PAID', 'CREATED', 'PAID'],
        ['FULFILLED', 'PAID', 'FULFILLED'],
      ],
    );
    const paid = done.events[2];
    assert.equal(paid.actor, '支付服务商');
    assert.match(paid.providerEvent ?? '', /^evt_/);
    const user: UserInfo = assertOk(await call(t.app, 'GET', API.userInfo, { token: k.ordinary }));
    assert.equal(user.memberLevel, 'VIP');
    assert.equal(user.memberExpires, T0.getTime() + 365 * DAY);

    // The sandbox delivers every event a second time a minute later: nothing moves again.
    t.clock.advance(61_000);
    await drainJobs(t);
    assert.deepEqual(await trailActions(t, order.id), ['CREATED', 'CHECKOUT_OPENED', 'PAID', 'FULFILLED']);
    // A second click on Pay changes nothing: the sandbox payment is no longer pending.
    await clickAtSandbox(t, url, 'pay');
    await drainJobs(t);
    assert.deepEqual(await trailActions(t, order.id), ['CREATED', 'CHECKOUT_OPENED', 'PAID', 'FULFILLED']);
    assert.deepEqual(await membershipOf(t, companyId), { level: 'VIP', expires: T0.getTime() + 365 * DAY });
  });

  it('a renewal extends from the current end; an upgrade converts the time left; a lower level is refused', async () => {
    const companyId = await companyOf(t, 'ordinary@demo.test');
    const before = await membershipOf(t, companyId);
    const renewal = await orderWithCheckout(t, k.ordinary, 'VIP_MONTH');
    await clickAtSandbox(t, renewal.url, 'pay');
    await drainJobs(t);
    assert.deepEqual(await membershipOf(t, companyId), { level: 'VIP', expires: before.expires! + 30 * DAY });

    const now = t.clock.now().getTime();
    const left = before.expires! + 30 * DAY - now;
    const upgrade = await orderWithCheckout(t, k.ordinary, 'SVIP_MONTH');
    await clickAtSandbox(t, upgrade.url, 'pay');
    await drainJobs(t);
    const svip = await membershipOf(t, companyId);
    assert.equal(svip.level, 'SVIP');
    assert.equal(svip.expires, now + Math.floor((left * 1699) / 4999) + 30 * DAY);

    assertError(await placeOrder(t, k.ordinary, 'VIP_YEAR', newKey(), 'en-US'), 409, 'MEMBERSHIP_LOWER_LEVEL');
  });

  it('Idempotency-Key: the same key and body answer the same order, another body is refused, a day later it is new', async () => {
    const key = newKey();
    const first = assertOk(await placeOrder(t, k.sup, 'SVIP_QUARTER', key));
    const again = assertOk(await placeOrder(t, k.sup, 'SVIP_QUARTER', key));
    assert.equal(again.id, first.id);
    const other = await placeOrder(t, k.sup, 'SVIP_YEAR', key, 'en-US');
    assertError(other, 409, 'IDEMPOTENCY_KEY_REUSED');
    assert.match(other.body.msg, /Idempotency-Key was already used for a different request/);
    const list = assertOk(await call(t.app, 'GET', P.orders, { token: k.sup }));
    assert.equal(list.list.filter((o: Order) => o.planId === 'SVIP_QUARTER').length, 1);
    assert.equal(list.list.filter((o: Order) => o.planId === 'SVIP_YEAR').length, 0);

    t.clock.advance(DAY + 1000);
    const later = assertOk(await placeOrder(t, k.sup, 'SVIP_YEAR', key));
    assert.notEqual(later.id, first.id);
  });

  it('refuses order creation without a well-formed key, and an unknown plan, changing nothing', async () => {
    const before = assertOk(await call(t.app, 'GET', P.orders, { token: k.sup2 })).total;
    assertError(await call(t.app, 'POST', P.orders, { token: k.sup2, body: { planId: 'VIP_YEAR' } }), 400, 'VALIDATION', [
      '/headers/idempotency-key',
    ]);
    assertError(await placeOrder(t, k.sup2, 'VIP_YEAR', 'short'), 400, 'VALIDATION');
    assertError(await placeOrder(t, k.sup2, 'GOLD_YEAR' as never), 400, 'VALIDATION', ['/planId']);
    assert.equal(assertOk(await call(t.app, 'GET', P.orders, { token: k.sup2 })).total, before);
  });

  it('state table: cancel only a CREATED order, pay only a CREATED one, each illegal move 409 with nothing changed', async () => {
    const { order, url } = await orderWithCheckout(t, k.sup2, 'SVIP_MONTH');
    const cancelled: Order = assertOk(await call(t.app, 'POST', path(P.cancel, order.id), { token: k.sup2 }));
    assert.equal(cancelled.status, 'CANCELLED');
    assert.deepEqual(cancelled.can, { pay: false, cancel: false, invoice: false, requestRefund: false });
    assertError(await call(t.app, 'POST', path(P.cancel, order.id), { token: k.sup2 }), 409, 'STATE_CONFLICT');
    assertError(await call(t.app, 'POST', path(P.checkout, order.id), { token: k.sup2 }), 409, 'STATE_CONFLICT');
    assertError(await call(t.app, 'POST', path(P.invoice, order.id), { token: k.sup2, body: invoice }), 409, 'STATE_CONFLICT');
    // The checkout was closed with the order: paying there now does nothing.
    await clickAtSandbox(t, url, 'pay');
    await drainJobs(t);
    assert.equal((await call(t.app, 'GET', path(P.order, order.id), { token: k.sup2 })).body.data.status, 'CANCELLED');
    assert.deepEqual(await trailActions(t, order.id), ['CREATED', 'CHECKOUT_OPENED', 'CANCELLED']);
  });

  it('a buyer cancelling at the checkout cancels the order', async () => {
    const { order, url } = await orderWithCheckout(t, k.sup2, 'SVIP_MONTH');
    await clickAtSandbox(t, url, 'cancel');
    await drainJobs(t);
    const row: Order = assertOk(await call(t.app, 'GET', path(P.order, order.id), { token: k.sup2 }));
    assert.equal(row.status, 'CANCELLED');
    assert.equal(row.events.at(-1)?.actor, '支付服务商');
  });

  const invoice = { title: '云帆软件有限公司', taxNumber: '91310115MA1HXY7K3B', email: 'finance@demo.test' };

  it('an invoice request on a paid order, once; bad fields are 400 in the caller language', async () => {
    const { order, url } = await orderWithCheckout(t, k.sup, 'SVIP_MONTH');
    assertError(await call(t.app, 'POST', path(P.invoice, order.id), { token: k.sup, body: invoice }), 409, 'STATE_CONFLICT');
    await clickAtSandbox(t, url, 'pay');
    await drainJobs(t);
    const bad = await call(t.app, 'POST', path(P.invoice, order.id), {
      token: k.sup,
      lang: 'en-US',
      body: { ...invoice, taxNumber: '12' },
    });
    assertError(bad, 400, 'VALIDATION', ['/taxNumber']);
    assert.equal(bad.body.msg, 'Some information is invalid');
    const done: Order = assertOk(await call(t.app, 'POST', path(P.invoice, order.id), { token: k.sup, body: invoice }));
    assert.deepEqual(
      { ...done.invoice, createdAt: 0 },
      { ...invoice, createdAt: 0, state: 'REQUESTED', number: null, issueDate: null, rejectReason: null, decidedAt: null, void: false },
    );
    assert.equal(done.can.invoice, false);
    assert.equal(done.events.at(-1)?.action, 'INVOICE_REQUESTED');
    assertError(await call(t.app, 'POST', path(P.invoice, order.id), { token: k.sup, body: invoice }), 409, 'INVOICE_ALREADY_REQUESTED');
  });

  it('pays a pending order later through the same checkout', async () => {
    const first = await orderWithCheckout(t, k.dev, 'SVIP_YEAR');
    const again = assertOk(await call(t.app, 'POST', path(P.checkout, first.order.id), { token: k.dev }));
    assert.equal(again.url, first.url);
  });
});
