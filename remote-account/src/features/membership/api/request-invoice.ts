import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { apiPath, PAYMENTS_API, type InvoiceBody, type Order } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';

/** Errors are shown on the invoice form. */
export const requestInvoice = ({ orderId, body }: { orderId: string; body: InvoiceBody }) =>
  api.post<Order>(apiPath(PAYMENTS_API.invoice, { id: orderId }), body, { silent: true });

export function useRequestInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestInvoice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.payments.all() }),
  });
}
