import Type, { type Static } from 'typebox';
import { Email } from './auth';
import { pagingProperties } from './envelope';
import { MEMBER_LEVELS } from './user-rules';
import { ORDER_EVENT_ACTIONS, ORDER_STATUSES, PAID_LEVELS, PAYMENT_LIMITS as L, PLAN_IDS, PLAN_PERIODS } from './payment-rules';

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
});
export type InvoiceRequest = Static<typeof InvoiceRequestSchema>;

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
  events: Type.Array(OrderEventSchema),
  can: Type.Object({ pay: Type.Boolean(), cancel: Type.Boolean(), invoice: Type.Boolean() }),
});
export type Order = Static<typeof OrderSchema>;

/** Where to send the buyer to pay (the provider's checkout page). */
export const CheckoutSchema = Type.Object({ url: Type.String() });
export type Checkout = Static<typeof CheckoutSchema>;
