import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@b2b/shared/query';
import { syncOrder } from './sync-order';

const POLL_MS = 2000;
const POLLS = 15;

/**
 * Back from the checkout: the server asks the provider at once; while the order is still CREATED it asks
 * again every 2 s, 15 times at most (the notification may be on its way).
 */
export function useReturnedOrder(orderId: string) {
  return useQuery({
    queryKey: queryKeys.payments.returned(orderId),
    queryFn: () => syncOrder(orderId),
    refetchInterval: (query) => (query.state.data?.status === 'CREATED' && query.state.dataUpdateCount < POLLS ? POLL_MS : false),
  });
}
