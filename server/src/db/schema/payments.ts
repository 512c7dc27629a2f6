import { bigserial, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type {
  InvoiceState,
  MemberLevel,
  OrderEventAction,
  OrderStatus,
  PaidLevel,
  PlanId,
  PlanPeriod,
  RefundState,
} from '@b2b/shared/contract';
import { id, at } from './columns';
import { companies, users } from './companies';
import { files } from './files';

/** The membership before and after a fulfilment (a refund restores `before` when nothing changed since). */
export interface MembershipSnapshot {
  level: MemberLevel;
  expires: number | null;
}

/**
 * A membership order of a company (docs/payments.md): a plan at its price when ordered, the state
 * table of `ORDER_TRANSITIONS`, the provider's reference once a checkout is opened.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The account that placed it. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    planId: text('plan_id').$type<PlanId>().notNull(),
    level: text('level').$type<PaidLevel>().notNull(),
    period: text('period').$type<PlanPeriod>().notNull(),
    days: integer('days').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').$type<'CNY'>().notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    provider: text('provider').notNull(),
    /** The provider's id of the checkout (its payment), once opened. */
    providerRef: text('provider_ref'),
    checkoutUrl: text('checkout_url'),
    membershipBefore: jsonb('membership_before').$type<MembershipSnapshot>(),
    membershipAfter: jsonb('membership_after').$type<MembershipSnapshot>(),
    paidAt: at('paid_at'),
    fulfilledAt: at('fulfilled_at'),
    endedAt: at('ended_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('payment_orders_company_idx').on(t.companyId, t.createdAt),
    index('payment_orders_pending_idx').on(t.status, t.updatedAt),
    uniqueIndex('payment_orders_provider_ref_key').on(t.provider, t.providerRef),
  ],
);

/** Every move of an order and what else happened to it: who (account, or null for the platform/provider), why, which provider event. */
export const paymentOrderEvents = pgTable(
  'payment_order_events',
  {
    id: id(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** `provider` when the provider's notification or answer moved it, `platform` for the platform's own jobs. */
    source: text('source').$type<'account' | 'staff' | 'provider' | 'platform'>().notNull(),
    action: text('action').$type<OrderEventAction>().notNull(),
    fromStatus: text('from_status').$type<OrderStatus>(),
    toStatus: text('to_status').$type<OrderStatus>(),
    providerEventId: text('provider_event_id'),
    reason: text('reason'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('payment_order_events_order_idx').on(t.orderId, t.seq)],
);

/** Order creation's `Idempotency-Key`, per account, remembered 24 hours with a hash of the request. */
export const paymentIdempotencyKeys = pgTable(
  'payment_idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('payment_idempotency_keys_key').on(t.userId, t.key)],
);

/** An invoice request on a paid order (one per order), issued by staff (number, date, the PDF) or rejected with a reason. */
export const paymentInvoices = pgTable(
  'payment_invoices',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    taxNumber: text('tax_number').notNull(),
    email: text('email').notNull(),
    state: text('state').$type<InvoiceState>().notNull().default('REQUESTED'),
    number: text('number'),
    /** YYYY-MM-DD. */
    issueDate: text('issue_date'),
    /** The PDF: a file of the issuing staff account's company, served to the order's company through its order. */
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    rejectReason: text('reject_reason'),
    /** The staff account that issued or rejected it. */
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: at('decided_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('payment_invoices_order_key').on(t.orderId), index('payment_invoices_state_idx').on(t.state, t.createdAt)],
);

/**
 * The refund of an order (one per order): asked for by the company or started by staff, sent to the
 * provider with `idempotencyKey`, done when the provider's notification moved the order to REFUNDED.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    state: text('state').$type<RefundState>().notNull(),
    /** The company's account that asked, and why. */
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestReason: text('request_reason'),
    requestedAt: at('requested_at'),
    /** The staff account that refunded or rejected, and its reason. */
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    decidedAt: at('decided_at'),
    /** What the provider was given: one refund per key. */
    idempotencyKey: text('idempotency_key'),
    /** The provider's id of the refund. */
    providerRef: text('provider_ref'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [uniqueIndex('payment_refunds_order_key').on(t.orderId), index('payment_refunds_state_idx').on(t.state, t.createdAt)],
);

/**
 * The one inbox of payment notifications: each (provider, event id) stored once, as verified, and
 * applied by a job (`processedAt`, `outcome`). A retry or a replay of a stored event changes nothing.
 */
export const paymentInbox = pgTable(
  'payment_inbox',
  {
    id: id(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    receivedAt: at('received_at').notNull(),
    processedAt: at('processed_at'),
    outcome: text('outcome'),
  },
  (t) => [uniqueIndex('payment_inbox_event_key').on(t.provider, t.eventId)],
);

export const SANDBOX_STATUSES = ['PENDING', 'PAID', 'CANCELLED', 'REFUNDED'] as const;
export type SandboxStatus = (typeof SANDBOX_STATUSES)[number];

/**
 * The sandbox provider's own ledger: what a real provider keeps on its side (a checkout session, a
 * payment). It knows the merchant's order only as an opaque reference; `token` is the checkout page's secret.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: id(),
    token: text('token').notNull(),
    merchantRef: text('merchant_ref').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    status: text('status').$type<SandboxStatus>().notNull(),
    /** The merchant's idempotency key of the refund, and the sandbox's id of it. */
    refundKey: text('refund_key'),
    refundRef: text('refund_ref'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [uniqueIndex('sandbox_payments_token_key').on(t.token), index('sandbox_payments_ref_idx').on(t.merchantRef)],
);
