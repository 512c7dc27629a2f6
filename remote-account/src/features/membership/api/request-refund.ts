import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { apiPath, PAYMENTS_API, type Order } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';

/** Errors are shown on the refund form. */
export const requestRefund = ({ orderId, reason }: { orderId: string; reason: string }) =>
  api.post<Order>(apiPath(PAYMENTS_API.refundRequest, { id: orderId }), { reason }, { silent: true });

export function useRequestRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestRefund,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.payments.all() }),
  });
}
