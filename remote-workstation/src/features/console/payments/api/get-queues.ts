import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { PAYMENTS_API, type Paged, type StaffInvoiceQuery, type StaffOrder, type StaffRefundQuery } from '@b2b/shared/contract';
import { INLINE_ERROR, queryKeys } from '@b2b/shared/query';

export const getStaffRefunds = (query: StaffRefundQuery) => api.get<Paged<StaffOrder>>(PAYMENTS_API.staffRefunds, query, { silent: true });
export const getStaffInvoices = (query: StaffInvoiceQuery) =>
  api.get<Paged<StaffOrder>>(PAYMENTS_API.staffInvoices, query, { silent: true });

/** The refund queue: requests waiting and refunds under way by default, or one state. */
export function useStaffRefunds(query: StaffRefundQuery) {
  return useQuery({
    queryKey: queryKeys.payments.staffRefunds(query),
    queryFn: () => getStaffRefunds(query),
    meta: INLINE_ERROR,
    placeholderData: keepPreviousData,
  });
}

/** Invoice requests in one state (waiting by default). */
export function useStaffInvoices(query: StaffInvoiceQuery) {
  return useQuery({
    queryKey: queryKeys.payments.staffInvoices(query),
    queryFn: () => getStaffInvoices(query),
    meta: INLINE_ERROR,
    placeholderData: keepPreviousData,
  });
}
