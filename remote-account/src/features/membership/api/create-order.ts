import { api } from '@b2b/shared/api';
import { IDEMPOTENCY_HEADER, PAYMENTS_API, type Order, type PlanId } from '@b2b/shared/contract';

/** A new order; the same `key` (one per purchase attempt) answers the same order on a retry. Errors are shown inline. */
export function createOrder({ planId, key }: { planId: PlanId; key: string }): Promise<Order> {
  return api.post<Order>(PAYMENTS_API.orders, { planId }, { silent: true, headers: { [IDEMPOTENCY_HEADER]: key } });
}
