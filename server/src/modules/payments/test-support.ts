import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { apiPath, IDEMPOTENCY_HEADER, PAYMENTS_API as P, type Order, type PlanId } from '@b2b/shared/contract';
import { loadConfig } from '../../config';
import { companies, paymentOrderEvents, paymentOrders, sandboxPayments } from '../../db/schema';
import { signWebhook } from '../../plugins/app/webhook';
import { assertOk, call, createTestApp, type TestApp } from '../../test/helpers';
import type { SandboxEvent } from './sandbox/events';

export const DAY = 24 * 3_600_000;
export const path = (template: string, id: string) => apiPath(template, { id });
export const newKey = () => `key-${randomBytes(8).toString('hex')}`;

/** A test app with the demo accounts and the sandbox provider (the secret: this process's generated one). */
export function paymentsApp(): Promise<TestApp> {
  const base = loadConfig({ DATABASE: 'pglite' });
  return createTestApp({ seed: true, config: { payments: { ...base.payments, provider: 'sandbox' } } });
}

export { demoTokens, type Tokens } from '../projects/test-support';

export const placeOrder = (t: TestApp, token: string, planId: PlanId, key = newKey(), lang?: string) =>
  call<Order>(t.app, 'POST', P.orders, { token, lang, body: { planId }, headers: { [IDEMPOTENCY_HEADER]: key } });

export async function orderWithCheckout(
  t: TestApp,
  token: string,
  planId: PlanId = 'VIP_YEAR',
): Promise<{ order: Order; url: string; token: string }> {
  const order = assertOk(await placeOrder(t, token, planId));
  const { url } = assertOk<{ url: string }>(await call(t.app, 'POST', path(P.checkout, order.id), { token }));
  return { order, url, token: url.split('/').at(-1)! };
}

/** The buyer clicks Pay (or Cancel) on the sandbox's checkout page. */
export async function clickAtSandbox(t: TestApp, url: string, action: 'pay' | 'cancel') {
  const response = await t.app.inject({
    method: 'POST',
    url: `${url}/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  assert.equal(response.statusCode, 303, response.body);
  return response.headers.location;
}

/** Runs the due jobs until none is due (a job may schedule another). */
export async function drainJobs(t: TestApp) {
  while ((await t.app.ctx.jobs.runDueJobs()) > 0);
}

/** A sandbox event about the order's payment, as the sandbox would send it. */
export async function sandboxEvent(
  t: TestApp,
  orderId: string,
  status: SandboxEvent['data']['status'],
  overrides: Partial<SandboxEvent['data']> = {},
) {
  const [payment] = await t.app.ctx.db.select().from(sandboxPayments).where(eq(sandboxPayments.merchantRef, orderId));
  const event: SandboxEvent = {
    id: `evt_${randomBytes(12).toString('hex')}`,
    type: status === 'PENDING' ? 'payment.created' : 'payment.updated',
    created: t.clock.now().getTime(),
    data: { id: payment.id, merchantRef: orderId, status, amount: payment.amount, currency: payment.currency, ...overrides },
  };
  return JSON.stringify(event);
}

/** POSTs a notification to the inbox, signed at `at` (now by default) with `secret` (the sandbox's by default). */
export function notify(
  t: TestApp,
  body: string,
  { at = t.clock.now(), secret = t.config.payments.sandboxSecret, lang = undefined as string | undefined } = {},
) {
  return call(t.app, 'POST', P.webhook, {
    raw: body,
    lang,
    headers: { 'content-type': 'application/json', 'x-signature': signWebhook(secret, body, at) },
  });
}

export async function orderRow(t: TestApp, id: string) {
  const [row] = await t.app.ctx.db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
  return row;
}

export async function trailActions(t: TestApp, orderId: string) {
  const rows = await t.app.ctx.db
    .select()
    .from(paymentOrderEvents)
    .where(eq(paymentOrderEvents.orderId, orderId))
    .orderBy(paymentOrderEvents.seq);
  return rows.map((row) => row.action);
}

export async function membershipOf(t: TestApp, companyId: string) {
  const [row] = await t.app.ctx.db
    .select({ level: companies.memberLevel, expires: companies.memberExpires })
    .from(companies)
    .where(eq(companies.id, companyId));
  return { level: row.level, expires: row.expires?.getTime() ?? null };
}
