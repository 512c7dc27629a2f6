import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { planById, type OrderEventAction, type OrderStatus, type PlanId } from '@b2b/shared/contract';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { companies, paymentInvoices, paymentOrderEvents, paymentOrders, paymentRefunds, sandboxPayments, users } from '../db/schema';
import { shanghaiDay, type Clock } from '../lib/clock';
import { uploadStream } from '../modules/files/service';
import { issueInvoice } from '../modules/payments/invoices';
import { refundKeyOf } from '../modules/payments/refunds';
import type { AppContext } from '../plugins/app/context';
import { createStorage } from '../storage';
import { seedContext } from './callers';
import { demoPdf } from './demo-pdf';

const DAY = 86_400_000;

interface SeedOrder {
  email: string;
  planId: PlanId;
  status: Extract<OrderStatus, 'FULFILLED' | 'CANCELLED' | 'REFUNDED'>;
  /** Days before now. */
  age: number;
  invoice?: { title: string; taxNumber: string; email: string; issued?: string };
  /** A refund the company asked for and staff approved: its reason and staff's. */
  refund?: { request: string; reason: string };
}

/**
 * The membership history of the paying demo companies: the orders their current levels came from, one
 * given up, one refunded (its month was taken back before the current year began), and an issued invoice.
 */
const ORDERS: SeedOrder[] = [
  { email: 'dev@demo.test', planId: 'VIP_MONTH', status: 'CANCELLED', age: 3 },
  {
    email: 'dev@demo.test',
    planId: 'SVIP_YEAR',
    status: 'FULFILLED',
    age: 0,
    invoice: {
      title: '星河科技有限公司',
      taxNumber: '91110108MA01ABCD2X',
      email: 'finance@galaxy.demo.test',
      issued: '25110000000087654321',
    },
  },
  {
    email: 'sup@demo.test',
    planId: 'VIP_MONTH',
    status: 'REFUNDED',
    age: 12,
    refund: { request: '误购了月度套餐，实际需要年度套餐', reason: '客户误购，核实后全额退款' },
  },
  { email: 'sup@demo.test', planId: 'VIP_YEAR', status: 'FULFILLED', age: 0 },
];

export async function seedPayments(db: Db, clock: Clock, config: Config): Promise<void> {
  const now = clock.now().getTime();
  const [staff] = await db.select().from(users).where(eq(users.email, 'service@demo.test'));
  const issue: { orderId: string; number: string; at: Date }[] = [];
  for (const seed of ORDERS) {
    const [buyer] = await db.select().from(users).where(eq(users.email, seed.email));
    const [company] = await db.select().from(companies).where(eq(companies.id, buyer.companyId));
    const plan = planById(seed.planId)!;
    const at = (minutes: number) => new Date(now - seed.age * DAY - 60 * 60_000 + minutes * 60_000);
    const paid = seed.status !== 'CANCELLED';
    const fulfilled = paid;
    const [order] = await db
      .insert(paymentOrders)
      .values({
        companyId: company.id,
        userId: buyer.id,
        planId: plan.id,
        level: plan.level,
        period: plan.period,
        days: plan.days,
        amount: plan.price,
        currency: plan.currency,
        status: seed.status,
        provider: 'sandbox',
        membershipBefore: fulfilled ? { level: 'ORDINARY', expires: null } : null,
        membershipAfter: !fulfilled
          ? null
          : seed.refund
            ? { level: plan.level, expires: at(2).getTime() + plan.days * DAY }
            : { level: company.memberLevel, expires: company.memberExpires?.getTime() ?? null },
        paidAt: fulfilled ? at(2) : null,
        fulfilledAt: fulfilled ? at(2) : null,
        endedAt: seed.refund ? at(2 * 24 * 60) : fulfilled ? null : at(30),
        createdAt: at(0),
        updatedAt: at(seed.refund ? 2 * 24 * 60 : fulfilled ? 2 : 30),
      })
      .returning();
    // The sandbox's side of a paid order: what lets staff refund it in the demo.
    if (paid) {
      const [payment] = await db
        .insert(sandboxPayments)
        .values({
          token: randomBytes(24).toString('base64url'),
          merchantRef: order.id,
          amount: plan.price,
          currency: plan.currency,
          description: plan.id,
          status: seed.refund ? 'REFUNDED' : 'PAID',
          refundKey: seed.refund ? refundKeyOf(order.id) : null,
          refundRef: seed.refund ? `re_seed${order.id.replace(/-/g, '').slice(0, 20)}` : null,
          createdAt: at(0),
          updatedAt: at(2),
        })
        .returning();
      await db.update(paymentOrders).set({ providerRef: payment.id }).where(eq(paymentOrders.id, order.id));
    }
    const line = (
      action: OrderEventAction,
      minutes: number,
      from: OrderStatus | null,
      to: OrderStatus | null,
      source: 'account' | 'staff' | 'provider' = 'account',
      reason: string | null = action === 'CANCELLED' ? 'cancelled by the buyer' : null,
    ) => ({
      orderId: order.id,
      companyId: company.id,
      userId: source === 'account' ? buyer.id : source === 'staff' ? (staff?.id ?? null) : null,
      source,
      action,
      fromStatus: from,
      toStatus: to,
      providerEventId: source === 'provider' ? `evt_seed${(order.id + action).replace(/-/g, '').slice(0, 20)}` : null,
      reason,
      createdAt: at(minutes),
    });
    const trail = [line('CREATED', 0, null, 'CREATED'), line('CHECKOUT_OPENED', 1, 'CREATED', null)];
    if (fulfilled) trail.push(line('PAID', 2, 'CREATED', 'PAID', 'provider'), line('FULFILLED', 2, 'PAID', 'FULFILLED', 'provider'));
    else trail.push(line('CANCELLED', 30, 'CREATED', 'CANCELLED'));
    if (seed.refund) {
      const day = 24 * 60;
      trail.push(
        line('REFUND_REQUESTED', day, 'FULFILLED', null, 'account', seed.refund.request),
        line('REFUND_STARTED', 2 * day - 5, 'FULFILLED', null, 'staff', seed.refund.reason),
        line('REFUNDED', 2 * day, 'FULFILLED', 'REFUNDED', 'provider', seed.refund.reason),
      );
      await db.insert(paymentRefunds).values({
        orderId: order.id,
        companyId: company.id,
        state: 'SUCCEEDED',
        requestedBy: buyer.id,
        requestReason: seed.refund.request,
        requestedAt: at(day),
        decidedBy: staff?.id ?? null,
        reason: seed.refund.reason,
        decidedAt: at(2 * day - 5),
        idempotencyKey: refundKeyOf(order.id),
        providerRef: `re_seed${order.id.replace(/-/g, '').slice(0, 20)}`,
        createdAt: at(day),
        updatedAt: at(2 * day),
      });
    }
    if (seed.invoice) trail.push(line('INVOICE_REQUESTED', 10, 'FULFILLED', null));
    for (const row of trail) await db.insert(paymentOrderEvents).values(row);
    if (seed.invoice) {
      const { issued, ...request } = seed.invoice;
      await db
        .insert(paymentInvoices)
        .values({ orderId: order.id, companyId: company.id, userId: buyer.id, ...request, createdAt: at(10) });
      if (issued) issue.push({ orderId: order.id, number: issued, at: at(40) });
    }
  }
  await issueDemoInvoices(db, config, clock, issue);
}

/** Staff issue the demo's invoices through the API's own services: the PDF uploaded through the file service, then issued. */
async function issueDemoInvoices(db: Db, config: Config, clock: Clock, issue: { orderId: string; number: string; at: Date }[]) {
  const s = seedContext(db, config, clock.now());
  const ctx = { ...s.ctx, storage: createStorage(config, { log: { warn() {} } }) } as AppContext;
  const staff = await s.caller('service@demo.test');
  if (!staff) return;
  for (const { orderId, number, at } of issue) {
    await s.at(at, async () => {
      const pdf = demoPdf(['B2B Connect - VAT invoice (demo)', `No. ${number}`, `Issued ${shanghaiDay(at)}`, `Order ${orderId}`]);
      const file = await uploadStream(ctx, staff, {
        kind: 'file',
        visibility: 'company',
        fileName: `invoice-${number}.pdf`,
        body: Readable.from([pdf]),
      });
      await issueInvoice(ctx, staff, orderId, { number, issueDate: shanghaiDay(at), fileId: file.id });
    });
  }
}
