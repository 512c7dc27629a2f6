import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { apiPath, PAYMENTS_API, type IssueInvoiceBody, type StaffOrder } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';

/** What staff decide on an order: refund it, decline its refund request, decline or issue its invoice. */
export type Decision =
  | { kind: 'refund' | 'rejectRefund' | 'rejectInvoice'; orderId: string; reason: string }
  | { kind: 'issueInvoice'; orderId: string; body: IssueInvoiceBody };

const PATHS = {
  refund: PAYMENTS_API.staffRefund,
  rejectRefund: PAYMENTS_API.staffRejectRefund,
  rejectInvoice: PAYMENTS_API.staffRejectInvoice,
  issueInvoice: PAYMENTS_API.staffIssueInvoice,
} as const;

/** Errors are shown in the dialog. */
export function decide(decision: Decision): Promise<StaffOrder> {
  const body = decision.kind === 'issueInvoice' ? decision.body : { reason: decision.reason };
  return api.post<StaffOrder>(apiPath(PATHS[decision.kind], { id: decision.orderId }), body, { silent: true });
}

/** A decision; the console's payment queues are read again, whatever the outcome. */
export function useDecide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.payments.staff() }),
  });
}
