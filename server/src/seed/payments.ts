import { eq } from 'drizzle-orm';
import { planById, type OrderEventAction, type OrderStatus, type PlanId } from '@b2b/shared/contract';
import type { Db } from '../db/client';
import { companies, paymentInvoices, paymentOrderEvents, paymentOrders, users } from '../db/schema';
import type { Clock } from '../lib/clock';

const DAY = 86_400_000;

interface SeedOrder {
  email: string;
  planId: PlanId;
  status: Extract<OrderStatus, 'FULFILLED' | 'CANCELLED'>;
  /** Days before now. */
  age: number;
  invoice?: { title: string; taxNumber: string; email: string };
}

/** The membership history of the paying demo companies: the orders their current levels came from, and one given up. */
const ORDERS: SeedOrder[] = [
  { email: 'dev@demo.test', planId: 'VIP_MONTH', status: 'CANCELLED', age: 3 },
  {
    email: 'dev@demo.test',
    planId: 'SVIP_YEAR',
    status: 'FULFILLED',
    age: 0,
    invoice: { title: '星河科技有限公司', taxNumber: '91110108MA01ABCD2X', email: 'finance@galaxy.demo.test' },
  },
  { email: 'sup@demo.test', planId: 'VIP_YEAR', status: 'FULFILLED', age: 0 },
];

export async function seedPayments(db: Db, clock: Clock): Promise<void> {
  const now = clock.now().getTime();
  for (const seed of ORDERS) {
    const [buyer] = await db.select().from(users).where(eq(users.email, seed.email));
    const [company] = await db.select().from(companies).where(eq(companies.id, buyer.companyId));
    const plan = planById(seed.planId)!;
    const at = (minutes: number) => new Date(now - seed.age * DAY - 60 * 60_000 + minutes * 60_000);
    const fulfilled = seed.status === 'FULFILLED';
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
        membershipAfter: fulfilled ? { level: company.memberLevel, expires: company.memberExpires?.getTime() ?? null } : null,
        paidAt: fulfilled ? at(2) : null,
        fulfilledAt: fulfilled ? at(2) : null,
        endedAt: fulfilled ? null : at(30),
        createdAt: at(0),
        updatedAt: at(fulfilled ? 2 : 30),
      })
      .returning();
    const line = (action: OrderEventAction, minutes: number, from: OrderStatus | null, to: OrderStatus | null, provider = false) => ({
      orderId: order.id,
      companyId: company.id,
      userId: provider ? null : buyer.id,
      source: provider ? ('provider' as const) : ('account' as const),
      action,
      fromStatus: from,
      toStatus: to,
      providerEventId: provider ? `evt_seed${order.id.replace(/-/g, '').slice(0, 20)}` : null,
      reason: action === 'CANCELLED' ? 'cancelled by the buyer' : null,
      createdAt: at(minutes),
    });
    const trail = [line('CREATED', 0, null, 'CREATED'), line('CHECKOUT_OPENED', 1, 'CREATED', null)];
    if (fulfilled) trail.push(line('PAID', 2, 'CREATED', 'PAID', true), line('FULFILLED', 2, 'PAID', 'FULFILLED', true));
    else trail.push(line('CANCELLED', 30, 'CREATED', 'CANCELLED'));
    if (seed.invoice) trail.push(line('INVOICE_REQUESTED', 10, 'FULFILLED', null));
    for (const row of trail) await db.insert(paymentOrderEvents).values(row);
    if (seed.invoice)
      await db
        .insert(paymentInvoices)
        .values({ orderId: order.id, companyId: company.id, userId: buyer.id, ...seed.invoice, createdAt: at(10) });
  }
}
