import { useQuery } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { PAYMENTS_API, type Order, type Paged, type PagingQuery } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';

/** Silent: the query cache decides what a failure shows. */
export const getOrders = (query: PagingQuery) => api.get<Paged<Order>>(PAYMENTS_API.orders, query, { silent: true });

/** The company's membership orders, newest first. */
export function useOrders(query: PagingQuery) {
  return useQuery({ queryKey: queryKeys.payments.orders(query), queryFn: () => getOrders(query) });
}
