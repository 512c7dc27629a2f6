import { api } from '@b2b/shared/api';
import { apiPath, PAYMENTS_API, type Checkout } from '@b2b/shared/contract';

/** Where to pay a CREATED order: the provider's checkout (the same one on every call). */
export function openCheckout(orderId: string): Promise<Checkout> {
  return api.post<Checkout>(apiPath(PAYMENTS_API.checkout, { id: orderId }), undefined, { silent: true });
}
