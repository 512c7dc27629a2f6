import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import { PAYMENTS_API as P, type Order, type Paged, type StaffOrder } from '@b2b/shared/contract';
import { jobs, notices, paymentInbox, paymentOrderEvents, sandboxPayments, users } from '../../db/schema';
import { assertError, assertOk, call, type TestApp } from '../../test/helpers';
import { companyOf } from '../../test/marketplace';
import { DELIVER_JOB } from './sandbox/events';
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

const reason = { reason: '客户重复购买，申请退款' };

describe('refunds: requested by the company or started by staff, done by the provider notification', () => {
  let t: TestApp;
  let k: Tokens;
  let companyId: string;
  before(async () => {
    t = await paymentsApp();
    k = await demoTokens(t);
    companyId = await companyOf(t, 'ordinary@demo.test');
  });
  after(() => t.close());

  async function paidOrder(planId: 'VIP_MONTH' | 'VIP_YEAR' = 'VIP_MONTH') {
    const { order, url } = await orderWithCheckout(t, k.ordinary, planId);
    await clickAtSandbox(t, url, 'pay');
    await drainJobs(t);
    return order;
  }

  const staffRefund = (orderId: string, body: unknown = { reason: '客户申请，核实无误' }, lang?: string) =>
    call<StaffOrder>(t.app, 'POST', path(P.staffRefund, orderId), { token: k.service, body, lang });

  it('a request within 7 days → the console queue → staff approve → the provider notifies → REFUNDED and the membership ends', async () => {
    const order = await paidOrder();
    assert.equal((await membershipOf(t, companyId)).level, 'VIP');
    const before = assertOk(await call<Order>(t.app, 'GET', path(P.order, order.id), { token: k.ordinary }));
    assert.equal(before.can.requestRefund, true);
    const asked = assertOk(await call<Order>(t.app, 'POST', path(P.refundRequest, order.id), { token: k.ordinary, body: reason }));
    assert.equal(asked.refund?.state, 'REQUESTED');
    assert.equal(asked.can.requestRefund, false);
    assertError(
      await call(t.app, 'POST', path(P.refundRequest, order.id), { token: k.ordinary, body: reason }),
      409,
      'REFUND_ALREADY_REQUESTED',
    );

    const queue = assertOk(await call<Paged<StaffOrder>>(t.app, 'GET', P.staffRefunds, { token: k.service }));
    const queued = queue.list.find((item) => item.id === order.id);
    assert.equal(queued?.refund?.requestReason, reason.reason);
    assert.deepEqual(queued?.can, { refund: true, rejectRefund: true, issueInvoice: false });

    const accepted = assertOk(await staffRefund(order.id));
    assert.equal(accepted.refund?.state, 'PENDING');
    assert.equal(accepted.status, 'FULFILLED', 'the order moves only with the notification');
    await drainJobs(t);
    assert.equal((await orderRow(t, order.id)).status, 'REFUNDED');
    // The month was all the membership had: the company is ORDINARY at once.
    assert.deepEqual(await membershipOf(t, companyId), { level: 'ORDINARY', expires: null });
    const after = assertOk(await call<Order>(t.app, 'GET', path(P.order, order.id), { token: k.ordinary }));
    assert.equal(after.refund?.state, 'SUCCEEDED');
    const actions = after.events.map((event) => event.action);
    assert.deepEqual(actions.slice(-3), ['REFUND_REQUESTED', 'REFUND_STARTED', 'REFUNDED']);
    const moved = after.events.at(-1)!;
    assert.match(moved.providerEvent ?? '', /^evt_/);
    assert.equal(moved.reason, '客户申请，核实无误');
    assert.equal(after.events.at(-2)!.actor, '平台客服');
    // The company is told, in its notice area MEMBERSHIP (both languages are rendered from one text).
    const accounts = await t.app.ctx.db.select({ id: users.id }).from(users).where(eq(users.companyId, companyId));
    const told = await t.app.ctx.db
      .select()
      .from(notices)
      .where(
        inArray(
          notices.userId,
          accounts.map((a) => a.id),
        ),
      );
    assert.ok(
      told.some((notice) => notice.titleZh === '会员订单已退款' && notice.contentZh.includes('普通会员')),
      JSON.stringify(told.at(-1)),
    );
  });

  it('staff refund twice is one refund: one provider refund, one notification, one transition', async () => {
    const order = await paidOrder();
    const first = assertOk(await staffRefund(order.id));
    const second = assertOk(await staffRefund(order.id, { reason: '第二次点击' }));
    assert.equal(first.refund?.state, 'PENDING');
    assert.equal(second.refund?.reason, '客户申请，核实无误', 'the first refund stands');
    const deliveries = await t.app.ctx.db.select().from(jobs).where(eq(jobs.name, DELIVER_JOB));
    const refundEvents = deliveries.filter((job) => {
      const body = String((job.payload as { body: string }).body);
      return body.includes('refund.succeeded') && body.includes(order.id);
    });
    assert.equal(refundEvents.length, 2, 'one event, delivered now and a minute later');
    await drainJobs(t);
    t.clock.advance(61_000);
    await drainJobs(t);
    assertOk(await staffRefund(order.id));
    assert.equal((await trailActions(t, order.id)).filter((a) => a === 'REFUNDED').length, 1);
    assert.equal((await trailActions(t, order.id)).filter((a) => a === 'REFUND_STARTED').length, 1);
  });

  it('the refund notification 20 times, shuffled, makes one transition and takes the days back once', async () => {
    await paidOrder(); // kept: its month stays
    const order = await paidOrder();
    const paid = await membershipOf(t, companyId);
    assert.equal(paid.level, 'VIP');
    assertOk(await staffRefund(order.id));
    await t.app.ctx.db.delete(jobs).where(eq(jobs.name, DELIVER_JOB));
    const events = await Promise.all(Array.from({ length: 5 }, () => sandboxEvent(t, order.id, 'REFUNDED')));
    const all = events.flatMap((event) => [event, event, event, event]).sort(() => Math.random() - 0.5);
    // Each delivery is signed anew (a signature is taken once), as a provider's retry is.
    for (const [i, body] of all.entries()) assertOk(await notify(t, body, { at: new Date(t.clock.now().getTime() - i * 1000) }));
    await drainJobs(t);
    assert.equal((await trailActions(t, order.id)).filter((a) => a === 'REFUNDED').length, 1);
    assert.deepEqual(await membershipOf(t, companyId), { level: 'VIP', expires: paid.expires! - 30 * DAY });
  });

  it('a refund notification with a bad signature, or for an unknown order, changes nothing', async () => {
    const order = await paidOrder();
    const inbox = (await t.app.ctx.db.select().from(paymentInbox)).length;
    const body = await sandboxEvent(t, order.id, 'REFUNDED');
    assertError(await notify(t, body, { secret: 'not-the-secret-at-all-000000000000' }), 401, 'UNAUTHENTICATED');
    const stranger = body.replace(order.id, '00000000-0000-4000-8000-000000000000');
    assertOk(await notify(t, stranger));
    await drainJobs(t);
    assert.equal((await t.app.ctx.db.select().from(paymentInbox)).length, inbox + 1);
    assert.equal((await orderRow(t, order.id)).status, 'FULFILLED');
  });

  it('only a PAID or FULFILLED order is refunded (409), and a reason of 2–500 characters (400, nothing changed)', async () => {
    const { order: pending } = await orderWithCheckout(t, k.ordinary, 'VIP_MONTH');
    assertError(await staffRefund(pending.id), 409, 'STATE_CONFLICT');
    assertError(await call(t.app, 'POST', path(P.refundRequest, pending.id), { token: k.ordinary, body: reason }), 409, 'STATE_CONFLICT');
    assertOk(await call(t.app, 'POST', path(P.cancel, pending.id), { token: k.ordinary }));
    assertError(await staffRefund(pending.id), 409, 'STATE_CONFLICT');
    const order = await paidOrder();
    const bad = await staffRefund(order.id, { reason: 'x' }, 'en-US');
    assertError(bad, 400, 'VALIDATION', ['/reason']);
    assert.equal(bad.body.msg, 'Some information is invalid');
    assertError(await staffRefund(order.id, { reason: '  ' }), 400, 'VALIDATION');
    assertError(await staffRefund(order.id, { reason: 'x'.repeat(501) }), 400, 'VALIDATION');
    assertError(await staffRefund('00000000-0000-4000-8000-000000000000'), 404, 'NOT_FOUND');
    assert.equal((await orderRow(t, order.id)).status, 'FULFILLED');
    assert.deepEqual(await trailActions(t, order.id), ['CREATED', 'CHECKOUT_OPENED', 'PAID', 'FULFILLED']);
    const [payment] = await t.app.ctx.db.select().from(sandboxPayments).where(eq(sandboxPayments.merchantRef, order.id));
    assert.equal(payment.status, 'PAID');
  });

  it('after 7 days the company can no longer ask (409); staff reject a request with a reason and the company is told', async () => {
    const late = await paidOrder();
    t.clock.advance(7 * DAY + 60_000);
    k = await demoTokens(t);
    const fresh = await paidOrder();
    assertError(
      await call(t.app, 'POST', path(P.refundRequest, late.id), { token: k.ordinary, body: reason }),
      409,
      'REFUND_WINDOW_CLOSED',
    );
    assertOk(await call(t.app, 'POST', path(P.refundRequest, fresh.id), { token: k.ordinary, body: reason }));
    const rejectPath = path(P.staffRejectRefund, fresh.id);
    const rejected = assertOk(await call<StaffOrder>(t.app, 'POST', rejectPath, { token: k.service, body: { reason: '会员权益已使用' } }));
    assert.equal(rejected.refund?.state, 'REJECTED');
    assertError(await call(t.app, 'POST', rejectPath, { token: k.service, body: { reason: '再次拒绝' } }), 409, 'STATE_CONFLICT');
    const [line] = await t.app.ctx.db.select().from(paymentOrderEvents).where(eq(paymentOrderEvents.action, 'REFUND_REJECTED'));
    assert.equal(line.source, 'staff');
    assert.equal(line.reason, '会员权益已使用');
    const seen = assertOk(await call<Order>(t.app, 'GET', path(P.order, fresh.id), { token: k.ordinary }));
    assert.equal(seen.refund?.reason, '会员权益已使用');
    assert.equal(seen.can.requestRefund, false);
  });

  it('a refund never takes the membership below today: days left fewer than the order gave → ORDINARY at once', async () => {
    const order = await paidOrder();
    const { expires } = await membershipOf(t, companyId);
    t.clock.advance(expires! - t.clock.now().getTime() - 5 * DAY);
    k = await demoTokens(t);
    assertOk(await staffRefund(order.id));
    await drainJobs(t);
    assert.deepEqual(await membershipOf(t, companyId), { level: 'ORDINARY', expires: null });
  });
});
