import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { PAYMENTS_API as P } from '@b2b/shared/contract';
import { jobs, paymentInbox } from '../../db/schema';
import { signWebhook } from '../../plugins/app/webhook';
import { assertError, assertOk, call, type TestApp } from '../../test/helpers';
import { companyOf } from '../../test/marketplace';
import { reconcileJob } from './reconcile';
import { sandboxProvider } from './sandbox/provider';
import {
  clickAtSandbox,
  DAY,
  demoTokens,
  drainJobs,
  membershipOf,
  notify,
  orderRow,
  orderWithCheckout,
  path,
  paymentsApp,
  sandboxEvent,
  trailActions,
  type Tokens,
} from './test-support';

const inboxSize = async (t: TestApp) => (await t.app.ctx.db.select().from(paymentInbox)).length;
/** The sandbox's own deliveries are dropped: each test sends the notifications itself. */
const dropSandboxDeliveries = (t: TestApp) => t.app.ctx.db.delete(jobs).where(eq(jobs.name, 'payments.sandbox-deliver'));

function shuffled<T>(list: T[]): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

describe('payment notifications: one inbox, each event once, forward only', () => {
  let t: TestApp;
  let k: Tokens;
  let companyId: string;
  before(async () => {
    t = await paymentsApp();
    k = await demoTokens(t);
    companyId = await companyOf(t, 'ordinary@demo.test');
  });
  after(() => t.close());
  beforeEach(() => dropSandboxDeliveries(t));

  async function pendingOrder() {
    const made = await orderWithCheckout(t, k.ordinary, 'VIP_MONTH');
    await dropSandboxDeliveries(t);
    return made;
  }

  it('refuses a forged, stale, unsigned or tampered notification with 401 before storing anything', async () => {
    const { order } = await pendingOrder();
    const body = await sandboxEvent(t, order.id, 'PAID');
    const before = await inboxSize(t);
    const now = t.clock.now().getTime();
    assertError(await notify(t, body, { secret: 'a-forged-secret-of-at-least-32-chars' }), 401, 'UNAUTHENTICATED');
    assertError(await notify(t, body, { at: new Date(now - 301_000) }), 401, 'UNAUTHENTICATED');
    assertError(await notify(t, body, { at: new Date(now + 301_000) }), 401, 'UNAUTHENTICATED');
    const unsigned = await call(t.app, 'POST', P.webhook, { raw: body, lang: 'en-US', headers: { 'content-type': 'application/json' } });
    assertError(unsigned, 401, 'UNAUTHENTICATED');
    assert.equal(unsigned.body.msg, 'Please sign in');
    // The amount changed after signing: the signature no longer matches the bytes.
    const signature = signWebhook(t.config.payments.sandboxSecret, body, t.clock.now());
    const tampered = body.replace('"amount":199', '"amount":1');
    assert.notEqual(tampered, body);
    const headers = { 'content-type': 'application/json', 'x-signature': signature };
    assertError(await call(t.app, 'POST', P.webhook, { raw: tampered, headers }), 401, 'UNAUTHENTICATED');
    await drainJobs(t);
    assert.equal(await inboxSize(t), before);
    assert.equal((await orderRow(t, order.id)).status, 'CREATED');
  });

  it('refuses the exact same signed call a second time', async () => {
    const { order } = await pendingOrder();
    const body = await sandboxEvent(t, order.id, 'PENDING');
    const at = t.clock.now();
    assertOk(await notify(t, body, { at }));
    assertError(await notify(t, body, { at }), 401, 'UNAUTHENTICATED');
  });

  it('answers 400 to a signed body that is no notification, storing nothing', async () => {
    const before = await inboxSize(t);
    assertError(await notify(t, '{"id":"evt_1","type":"payment.updated"}'), 400, 'VALIDATION');
    assertError(await notify(t, 'not json'), 400, 'VALIDATION');
    assert.equal(await inboxSize(t), before);
  });

  it('the same notification 20 times, shuffled, "updated" before "created": one transition, never backwards', async () => {
    const { order } = await pendingOrder();
    const before = await membershipOf(t, companyId);
    const created = await sandboxEvent(t, order.id, 'PENDING');
    const updated = await sandboxEvent(t, order.id, 'PAID');
    const deliveries = [updated, ...shuffled([...Array(9).fill(updated), ...Array(10).fill(created)])];
    // Each retry is signed again, at its own moment (the provider's clock), within the tolerance.
    for (const [i, body] of deliveries.entries()) {
      const reply = await notify(t, body, { at: new Date(t.clock.now().getTime() - i * 1000) });
      assert.equal(assertOk(reply).received, true);
      if (i % 5 === 4) await drainJobs(t);
    }
    await drainJobs(t);
    const inbox = await t.app.ctx.db.select().from(paymentInbox).where(eq(paymentInbox.provider, 'sandbox'));
    const mine = inbox.filter((row) => (row.payload as { payment: { merchantRef: string } }).payment.merchantRef === order.id);
    assert.equal(mine.length, 2);
    assert.ok(mine.every((row) => row.processedAt));
    assert.deepEqual(await trailActions(t, order.id), ['CREATED', 'CHECKOUT_OPENED', 'PAID', 'FULFILLED']);
    const after = await membershipOf(t, companyId);
    assert.equal(after.expires, Math.max(before.expires ?? 0, t.clock.now().getTime()) + 30 * DAY);
  });

  it('a double payment of one order (two "paid" events) moves it once and extends membership once', async () => {
    const { order } = await pendingOrder();
    const before = await membershipOf(t, companyId);
    assertOk(await notify(t, await sandboxEvent(t, order.id, 'PAID')));
    assertOk(await notify(t, await sandboxEvent(t, order.id, 'PAID')));
    await drainJobs(t);
    assert.deepEqual(await trailActions(t, order.id), ['CREATED', 'CHECKOUT_OPENED', 'PAID', 'FULFILLED']);
    assert.equal((await membershipOf(t, companyId)).expires, before.expires! + 30 * DAY);
  });

  it('news that would move an order backwards or does not match it is written down as IGNORED and changes nothing', async () => {
    const { order } = await pendingOrder();
    assertOk(await notify(t, await sandboxEvent(t, order.id, 'PAID', { amount: 1 })));
    await drainJobs(t);
    assert.equal((await orderRow(t, order.id)).status, 'CREATED');
    assertOk(await notify(t, await sandboxEvent(t, order.id, 'REFUNDED')));
    await drainJobs(t);
    assert.equal((await orderRow(t, order.id)).status, 'CREATED');
    assertOk(await notify(t, await sandboxEvent(t, order.id, 'PAID')));
    await drainJobs(t);
    const paid = await membershipOf(t, companyId);
    assertOk(await notify(t, await sandboxEvent(t, order.id, 'CANCELLED')));
    assertOk(await notify(t, await sandboxEvent(t, order.id, 'PENDING')));
    await drainJobs(t);
    assert.equal((await orderRow(t, order.id)).status, 'FULFILLED');
    assert.deepEqual(await membershipOf(t, companyId), paid);
    assert.deepEqual(await trailActions(t, order.id), ['CREATED', 'CHECKOUT_OPENED', 'IGNORED', 'IGNORED', 'PAID', 'FULFILLED', 'IGNORED']);
  });

  it('a notification for no order of ours is stored, applied as such, and moves nothing', async () => {
    const { order } = await pendingOrder();
    const stranger = (await sandboxEvent(t, order.id, 'PAID')).replace(order.id, 'not-an-order');
    assertOk(await notify(t, stranger));
    await drainJobs(t);
    const [row] = (await t.app.ctx.db.select().from(paymentInbox)).filter((r) => r.outcome === 'no such order');
    assert.ok(row);
    assert.equal((await orderRow(t, order.id)).status, 'CREATED');
  });

  it('a refund at the provider takes back the days the order gave', async () => {
    const before = await membershipOf(t, companyId);
    const { order, url } = await orderWithCheckout(t, k.ordinary, 'VIP_MONTH');
    await clickAtSandbox(t, url, 'pay');
    await drainJobs(t);
    assert.equal((await membershipOf(t, companyId)).expires, before.expires! + 30 * DAY);
    const row = await orderRow(t, order.id);
    const refund = { paymentRef: row.providerRef!, merchantRef: row.id, amount: row.amount, currency: row.currency, idempotencyKey: 'k1' };
    await sandboxProvider(t.app.ctx).refund(refund);
    await drainJobs(t);
    assert.equal((await orderRow(t, order.id)).status, 'REFUNDED');
    assert.deepEqual(await membershipOf(t, companyId), before);
  });

  it('the reconciler asks the provider about orders pending longer than 15 minutes; unpaid ones expire after a day', async () => {
    const paidMeanwhile = await pendingOrder();
    await clickAtSandbox(t, paidMeanwhile.url, 'pay');
    await dropSandboxDeliveries(t); // the notification is lost
    const unpaid = await pendingOrder();
    t.clock.advance(14 * 60_000);
    await reconcileJob.run(t.app.ctx, {}, undefined as never);
    assert.equal((await orderRow(t, paidMeanwhile.order.id)).status, 'CREATED');
    t.clock.advance(2 * 60_000);
    await reconcileJob.run(t.app.ctx, {}, undefined as never);
    assert.equal((await orderRow(t, paidMeanwhile.order.id)).status, 'FULFILLED');
    assert.equal((await orderRow(t, unpaid.order.id)).status, 'CREATED');
    t.clock.advance(DAY);
    await reconcileJob.run(t.app.ctx, {}, undefined as never);
    assert.equal((await orderRow(t, unpaid.order.id)).status, 'CANCELLED');
    // Its checkout was closed: a late click on Pay changes nothing.
    await clickAtSandbox(t, unpaid.url, 'pay');
    await drainJobs(t);
    assert.equal((await orderRow(t, unpaid.order.id)).status, 'CANCELLED');
  });

  it('the return from the checkout asks the provider at once (sync)', async () => {
    const { order, url } = await pendingOrder();
    await clickAtSandbox(t, url, 'pay');
    await dropSandboxDeliveries(t);
    const synced = assertOk(await call(t.app, 'POST', path(P.sync, order.id), { token: k.ordinary }));
    assert.equal(synced.status, 'FULFILLED');
  });
});
