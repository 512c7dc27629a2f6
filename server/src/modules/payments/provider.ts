/** How a payment stands at the provider. */
export type ProviderStatus = 'PENDING' | 'PAID' | 'CANCELLED' | 'REFUNDED';

/** The provider's view of one payment (a Stripe checkout session / payment intent, an Alipay or WeChat Pay trade). */
export interface ProviderPayment {
  /** The provider's id of the payment. */
  ref: string;
  /** Our order id, as given to `createCheckout`. */
  merchantRef: string;
  status: ProviderStatus;
  amount: number;
  currency: string;
}

/** A verified notification: the provider's event id (unique per provider) and the payment as it stood then. */
export interface ProviderNotification {
  eventId: string;
  type: string;
  payment: ProviderPayment;
}

export interface CheckoutRequest {
  merchantRef: string;
  amount: number;
  currency: string;
  description: string;
}

export interface RefundRequest {
  /** The provider's id of the payment (the order's `providerRef`). */
  paymentRef: string;
  /** Our order id. */
  merchantRef: string;
  amount: number;
  currency: string;
  idempotencyKey: string;
}

/**
 * What the platform needs of a payment provider (docs/payments.md, "Providers"). The sandbox
 * implements it; production needs a real provider (Stripe, Alipay, WeChat Pay…) behind the same
 * five calls. Notifications may come more than once, late and out of order: the inbox stores each
 * event id once and the order only moves forward.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Opens a checkout for the order; `url` is where the buyer pays. */
  createCheckout(request: CheckoutRequest): Promise<{ ref: string; url: string }>;
  /** How the payment stands now (the reconciler and the buyer's return ask); null when the provider has none. */
  queryOrder(ref: string): Promise<ProviderPayment | null>;
  /** Closes an unpaid checkout (the buyer cancelled the order): it can no longer be paid. */
  closeCheckout(ref: string): Promise<void>;
  /**
   * Asks for a refund of a paid payment: accepted now (the provider's id of the refund), done later, when the
   * provider's signed notification says the payment is REFUNDED. The same idempotency key answers the same
   * refund and refunds nothing more (Stripe's `Idempotency-Key`, Alipay's `out_request_no`, WeChat Pay's `out_refund_no`).
   */
  refund(payment: RefundRequest): Promise<{ ref: string }>;
  /**
   * Checks a notification on its raw bytes and headers before anything parses it, and decodes it:
   * throws 401 UNAUTHENTICATED for a missing, wrong or stale signature, 400 VALIDATION for a body that is no notification.
   */
  verifyNotification(raw: Buffer, headers: Record<string, string | string[] | undefined>, now: Date): ProviderNotification;
}
