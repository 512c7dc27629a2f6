import Type, { type Static } from 'typebox';
import { Email } from './auth';
import { CERT_DATE_PATTERN } from './certification-rules';
import { pagingProperties, Uuid } from './envelope';
import { MEMBER_LEVELS } from './user-rules';
import {
  INVOICE_STATES,
  ORDER_EVENT_ACTIONS,
  ORDER_STATUSES,
  PAID_LEVELS,
  PAYMENT_LIMITS as L,
  PLAN_IDS,
  PLAN_PERIODS,
  REFUND_STATES,
} from './payment-rules';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const PlanSchema = Type.Object({
  id: Type.Enum(PLAN_IDS),
  level: Type.Enum(PAID_LEVELS),
  period: Type.Enum(PLAN_PERIODS),
  days: Type.Integer(),
  price: Type.Integer(),
  currency: Type.Literal('CNY'),
});

export const CreateOrderBody = Type.Object({ planId: Type.Enum(PLAN_IDS) }, { additionalProperties: false });
export type CreateOrderBody = Static<typeof CreateOrderBody>;

export const InvoiceBody = Type.Object(
  {
    title: Type.String({ minLength: 2, maxLength: L.invoiceTitleMax }),
    taxNumber: Type.String({ pattern: L.taxNumberPattern }),
    email: Email,
  },
  { additionalProperties: false },
);
export type InvoiceBody = Static<typeof InvoiceBody>;

export const OrderListQuery = Type.Object(
  { ...pagingProperties, status: Type.Optional(Type.Enum(ORDER_STATUSES)) },
  { additionalProperties: false },
);
export type OrderListQuery = Static<typeof OrderListQuery>;

export const OrderEventSchema = Type.Object({
  id: Type.String(),
  action: Type.Enum(ORDER_EVENT_ACTIONS),
  /** The account that acted, or the platform / the payment provider. */
  actor: Type.String(),
  fromStatus: Nullable(Type.Enum(ORDER_STATUSES)),
  toStatus: Nullable(Type.Enum(ORDER_STATUSES)),
  /** The provider's event id when a notification moved the order. */
  providerEvent: Nullable(Type.String()),
  reason: Nullable(Type.String()),
  createdAt: Type.Integer(),
});
export type OrderEvent = Static<typeof OrderEventSchema>;

export const InvoiceRequestSchema = Type.Object({
  title: Type.String(),
  taxNumber: Type.String(),
  email: Type.String(),
  createdAt: Type.Integer(),
  state: Type.Enum(INVOICE_STATES),
  /** Set once issued. */
  number: Nullable(Type.String()),
  /** YYYY-MM-DD, once issued. */
  issueDate: Nullable(Type.String()),
  rejectReason: Nullable(Type.String()),
  decidedAt: Nullable(Type.Integer()),
  /** Issued on an order refunded since: no longer valid. */
  void: Type.Boolean(),
});

export type InvoiceRequest = Static<typeof InvoiceRequestSchema>;

export const RefundSchema = Type.Object({
  state: Type.Enum(REFUND_STATES),
  /** The company's reason when it asked. */
  requestReason: Nullable(Type.String()),
  requestedAt: Nullable(Type.Integer()),
  /** Staff's reason for the refund, or for rejecting the request. */
  reason: Nullable(Type.String()),
  decidedAt: Nullable(Type.Integer()),
});
export type Refund = Static<typeof RefundSchema>;

export const OrderSchema = Type.Object({
  id: Type.String(),
  planId: Type.Enum(PLAN_IDS),
  level: Type.Enum(PAID_LEVELS),
  period: Type.Enum(PLAN_PERIODS),
  days: Type.Integer(),
  amount: Type.Integer(),
  currency: Type.Literal('CNY'),
  status: Type.Enum(ORDER_STATUSES),
  /** Who placed it. */
  buyer: Type.String(),
  createdAt: Type.Integer(),
  paidAt: Nullable(Type.Integer()),
  fulfilledAt: Nullable(Type.Integer()),
  /** The membership the fulfilment left (level and end, epoch ms). */
  membershipAfter: Nullable(Type.Object({ level: Type.Enum(MEMBER_LEVELS), expires: Nullable(Type.Integer()) })),
  invoice: Nullable(InvoiceRequestSchema),
  refund: Nullable(RefundSchema),
  events: Type.Array(OrderEventSchema),
  can: Type.Object({ pay: Type.Boolean(), cancel: Type.Boolean(), invoice: Type.Boolean(), requestRefund: Type.Boolean() }),
});
export type Order = Static<typeof OrderSchema>;

/** A reason: a refund's, a refund request's, a rejection's. */
export const PaymentReasonBody = Type.Object(
  { reason: Type.String({ minLength: L.reasonMin, maxLength: L.reasonMax }) },
  { additionalProperties: false },
);
export type PaymentReasonBody = Static<typeof PaymentReasonBody>;

export const IssueInvoiceBody = Type.Object(
  {
    number: Type.String({ pattern: L.invoiceNumberPattern }),
    issueDate: Type.String({ pattern: CERT_DATE_PATTERN }),
    /** The PDF, uploaded by the staff account through the file service. */
    fileId: Uuid,
  },
  { additionalProperties: false },
);
export type IssueInvoiceBody = Static<typeof IssueInvoiceBody>;

/** The console's refund queue: by default the requests waiting and the refunds under way. */
export const StaffRefundQuery = Type.Object(
  { ...pagingProperties, state: Type.Optional(Type.Enum(REFUND_STATES)) },
  { additionalProperties: false },
);
export type StaffRefundQuery = Static<typeof StaffRefundQuery>;

/** The console's invoice requests: by default those waiting. */
export const StaffInvoiceQuery = Type.Object(
  { ...pagingProperties, state: Type.Optional(Type.Enum(INVOICE_STATES)) },
  { additionalProperties: false },
);
export type StaffInvoiceQuery = Static<typeof StaffInvoiceQuery>;
export type StaffPaymentQuery = StaffRefundQuery | StaffInvoiceQuery;

/** An order as the console's payment queues show it: whose, what, and its refund and invoice. */
export const StaffOrderSchema = Type.Object({
  id: Type.String(),
  companyId: Type.String(),
  companyName: Type.String(),
  planId: Type.Enum(PLAN_IDS),
  level: Type.Enum(PAID_LEVELS),
  period: Type.Enum(PLAN_PERIODS),
  amount: Type.Integer(),
  currency: Type.Literal('CNY'),
  status: Type.Enum(ORDER_STATUSES),
  paidAt: Nullable(Type.Integer()),
  invoice: Nullable(InvoiceRequestSchema),
  refund: Nullable(RefundSchema),
  can: Type.Object({ refund: Type.Boolean(), rejectRefund: Type.Boolean(), issueInvoice: Type.Boolean() }),
});
export type StaffOrder = Static<typeof StaffOrderSchema>;

/** Where to send the buyer to pay (the provider's checkout page). */
export const CheckoutSchema = Type.Object({ url: Type.String() });
export type Checkout = Static<typeof CheckoutSchema>;
