import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { apiPath, PAYMENTS_API, type Order } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';

/** Errors are shown on the page. */
export const cancelOrder = (orderId: string) => api.post<Order>(apiPath(PAYMENTS_API.cancel, { id: orderId }), undefined, { silent: true });

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelOrder, onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.payments.all() }) });
}
