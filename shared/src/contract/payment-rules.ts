/**
 * Membership purchase and payment (issue 37): the plans with their prices, the order's state table,
 * what a fulfilled order does to the company's membership. One source for the vip page, the account
 * page and the server (docs/payments.md).
 */
import type { MemberLevel } from './user-rules';

export const PAYMENTS_API = {
  /** GET (anyone): the plans by level and period, with prices. */
  plans: '/api/payments/plans',
  /** GET: the company's orders, newest first; POST: a new order (header `Idempotency-Key`). */
  orders: '/api/payments/orders',
  /** GET: one order with its trail and invoice request. */
  order: '/api/payments/orders/:id',
  /** POST: the provider's checkout of a CREATED order (opened once, then the same one): where to send the buyer. */
  checkout: '/api/payments/orders/:id/checkout',
  /** POST: the buyer gives up a CREATED order. */
  cancel: '/api/payments/orders/:id/cancel',
  /** POST: ask the provider now how the order's payment stands (the return from the checkout). */
  sync: '/api/payments/orders/:id/sync',
  /** POST: an invoice request on a paid order (once). */
  invoice: '/api/payments/orders/:id/invoice',
  /** POST: the company asks for a refund of a paid order within `PAYMENT_LIMITS.refundRequestDays` of payment (once). */
  refundRequest: '/api/payments/orders/:id/refund-request',
  /** GET: the PDF of the order's issued invoice (the company's own order only). */
  invoiceFile: '/api/payments/orders/:id/invoice/file',
  /** GET (staff): the console's refund queue (requests waiting, refunds under way, optionally by state). */
  staffRefunds: '/api/console/payments/refunds',
  /** POST (staff): refund an order with a reason (approves its request if there is one); a second call is the same refund. */
  staffRefund: '/api/console/payments/orders/:id/refund',
  /** POST (staff): reject the company's refund request with a reason. */
  staffRejectRefund: '/api/console/payments/orders/:id/refund/reject',
  /** GET (staff): the console's invoice requests (optionally by state). */
  staffInvoices: '/api/console/payments/invoices',
  /** POST (staff): issue the requested invoice: number, issue date, the PDF uploaded through the file service. */
  staffIssueInvoice: '/api/console/payments/orders/:id/invoice/issue',
  /** POST (staff): reject the invoice request with a reason. */
  staffRejectInvoice: '/api/console/payments/orders/:id/invoice/reject',
  /** POST (signed by the provider): the one inbox of payment notifications. */
  webhook: '/api/payments/webhook/sandbox',
  /** The sandbox provider's own pages (it stands in for the provider's site): the checkout, pay, cancel. */
  sandboxCheckout: '/api/payments/sandbox/checkout/:token',
  sandboxPay: '/api/payments/sandbox/checkout/:token/pay',
  sandboxCancel: '/api/payments/sandbox/checkout/:token/cancel',
} as const;

/** The header that makes order creation idempotent, and how long a key is remembered. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_PATTERN = '^[A-Za-z0-9_:-]{8,64}$';
export const IDEMPOTENCY_TTL_HOURS = 24;

export const PAID_LEVELS = ['VIP', 'SVIP'] as const;
export type PaidLevel = (typeof PAID_LEVELS)[number];
export const PLAN_PERIODS = ['MONTH', 'QUARTER', 'YEAR'] as const;
export type PlanPeriod = (typeof PLAN_PERIODS)[number];
export const PERIOD_DAYS: Record<PlanPeriod, number> = { MONTH: 30, QUARTER: 90, YEAR: 365 };

/** Prices are in whole yuan. */
export const PLAN_CURRENCY = 'CNY' as const;

export interface Plan {
  id: `${PaidLevel}_${PlanPeriod}`;
  level: PaidLevel;
  period: PlanPeriod;
  days: number;
  /** Whole yuan. */
  price: number;
  currency: typeof PLAN_CURRENCY;
}

const PRICES: Record<PaidLevel, Record<PlanPeriod, number>> = {
  VIP: { MONTH: 199, QUARTER: 499, YEAR: 1699 },
  SVIP: { MONTH: 599, QUARTER: 1499, YEAR: 4999 },
};

export const PLANS: readonly Plan[] = PAID_LEVELS.flatMap((level) =>
  PLAN_PERIODS.map((period) => ({
    id: `${level}_${period}` as const,
    level,
    period,
    days: PERIOD_DAYS[period],
    price: PRICES[level][period],
    currency: PLAN_CURRENCY,
  })),
);
export type PlanId = Plan['id'];
export const PLAN_IDS = PLANS.map((plan) => plan.id) as PlanId[];
export const planById = (id: string): Plan | undefined => PLANS.find((plan) => plan.id === id);

export const ORDER_STATUSES = ['CREATED', 'PAID', 'FULFILLED', 'CANCELLED', 'REFUNDED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The order's state table: every other move is refused (409). */
export const ORDER_TRANSITIONS = {
  pay: { from: ['CREATED'], to: 'PAID' },
  fulfil: { from: ['PAID'], to: 'FULFILLED' },
  cancel: { from: ['CREATED'], to: 'CANCELLED' },
  refund: { from: ['PAID', 'FULFILLED'], to: 'REFUNDED' },
} as const satisfies Record<string, { from: readonly OrderStatus[]; to: OrderStatus }>;
export type OrderMove = keyof typeof ORDER_TRANSITIONS;
export const orderMayMove = (status: OrderStatus, move: OrderMove): boolean =>
  (ORDER_TRANSITIONS[move].from as readonly OrderStatus[]).includes(status);

export const ORDER_EVENT_ACTIONS = [
  'CREATED',
  'CHECKOUT_OPENED',
  'PAID',
  'FULFILLED',
  'CANCELLED',
  'REFUNDED',
  'INVOICE_REQUESTED',
  'INVOICE_ISSUED',
  'INVOICE_REJECTED',
  /** The company asked for a refund; staff rejected it; staff sent the refund to the provider (the move comes with its notification). */
  'REFUND_REQUESTED',
  'REFUND_REJECTED',
  'REFUND_STARTED',
  /** A notification or provider answer that would not move the order (older news, another amount). */
  'IGNORED',
] as const;
export type OrderEventAction = (typeof ORDER_EVENT_ACTIONS)[number];

export const PAYMENT_LIMITS = {
  invoiceTitleMax: 100,
  /** China's unified social credit code (18) or an older tax number (15–20), letters and digits. */
  taxNumberPattern: '^[0-9A-Za-z]{15,20}$',
  /** An order whose checkout has not been paid for this long is asked about by the reconciler. */
  reconcileAfterMinutes: 15,
  /** A CREATED order still unpaid after this many hours is cancelled by the reconciler. */
  expireAfterHours: 24,
  /** The header and account page warn, and a notice goes out, this many days before membership ends. */
  warnDays: 7,
  /** A company may ask for a refund within this many days (× 24 h) of the payment. */
  refundRequestDays: 7,
  /** A refund's reason, a request's and a rejection's (characters, trimmed). */
  reasonMin: 2,
  reasonMax: 500,
  /** An invoice number as the tax system prints it (8 or 20 digits for a 发票; letters and hyphens for others). */
  invoiceNumberPattern: '^[0-9A-Za-z-]{6,32}$',
} as const;

/**
 * A refund: asked for by the company (REQUESTED, then REJECTED by staff or sent to the provider) or started by
 * staff (PENDING at once); SUCCEEDED when the provider's notification moved the order to REFUNDED.
 */
export const REFUND_STATES = ['REQUESTED', 'REJECTED', 'PENDING', 'SUCCEEDED'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** An invoice request: staff issue it (number, date, PDF) or reject it with a reason. */
export const INVOICE_STATES = ['REQUESTED', 'ISSUED', 'REJECTED'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

/** Whether the company may still ask for a refund of an order paid at `paidAt` (epoch ms). */
export const refundRequestOpen = (paidAt: number | null, now: number): boolean =>
  paidAt !== null && now - paidAt <= PAYMENT_LIMITS.refundRequestDays * 24 * 60 * 60_000;

const RANK: Record<MemberLevel, number> = { ORDINARY: 0, VIP: 1, SVIP: 2 };
export const levelRank = (level: MemberLevel): number => RANK[level];

const DAY_MS = 24 * 60 * 60_000;
/** Time on one level as time on another, at the two levels' yearly prices. */
const convert = (ms: number, from: PaidLevel, to: PaidLevel) => (from === to ? ms : Math.floor((ms * PRICES[from].YEAR) / PRICES[to].YEAR));

export interface Membership {
  level: MemberLevel;
  /** Epoch ms; null for ORDINARY. */
  expires: number | null;
}

/**
 * The membership a fulfilled plan leaves: the higher of the two levels; a renewal of the same level
 * extends from the later of now and the current end; time left on another level is converted at the
 * two levels' yearly prices (an upgrade keeps the value of what was paid, never more).
 */
export function membershipAfter(
  current: Membership,
  plan: Pick<Plan, 'level' | 'days'>,
  now: number,
): { level: PaidLevel; expires: number } {
  const active = current.level !== 'ORDINARY' && current.expires !== null && current.expires > now ? (current.level as PaidLevel) : null;
  const level = active && levelRank(active) > levelRank(plan.level) ? active : plan.level;
  const left = active ? convert(current.expires! - now, active, level) : 0;
  return { level, expires: now + left + convert(plan.days * DAY_MS, plan.level, level) };
}

/**
 * The membership once a refunded order's time is taken back: the plan's days (at the current level's
 * value) come off the end; an end at or before now leaves the company ORDINARY at once, never earlier.
 */
export function membershipAfterRefund(current: Membership, plan: Pick<Plan, 'level' | 'days'>, now: number): Membership {
  if (current.level === 'ORDINARY' || current.expires === null || current.expires <= now) return { level: 'ORDINARY', expires: null };
  const expires = current.expires - convert(plan.days * DAY_MS, plan.level, current.level as PaidLevel);
  return expires > now ? { level: current.level, expires } : { level: 'ORDINARY', expires: null };
}

/** Whole days until the membership ends (rounded up), or null when there is no paid membership. */
export function daysLeft(expires: number | null, now: number): number | null {
  if (expires === null || expires <= now) return null;
  return Math.ceil((expires - now) / DAY_MS);
}

/** Whether to warn that the membership ends soon. */
export const expiresSoon = (expires: number | null, now: number): boolean => {
  const days = daysLeft(expires, now);
  return days !== null && days <= PAYMENT_LIMITS.warnDays;
};
