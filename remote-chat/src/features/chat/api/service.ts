import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { apiPath, CHAT_API, type Paged, type ServiceSession, type ServiceStaff } from '@b2b/shared/contract';
import { INLINE_ERROR, queryClient, queryKeys } from '@b2b/shared/query';

/** Staff see at most this many of the queue and of their own conversations (the capacity is far below it). */
export const SERVICE_PAGE = { page: 1, pageSize: 50 };

export const serviceCurrentQuery = () =>
  queryOptions({
    queryKey: queryKeys.chat.serviceCurrent(),
    queryFn: ({ signal }) => api.get<ServiceSession | null>(CHAT_API.serviceCurrent, undefined, { signal, silent: true }),
    meta: INLINE_ERROR,
  });

export const serviceQueueQuery = () =>
  queryOptions({
    queryKey: queryKeys.chat.serviceQueue(),
    queryFn: ({ signal }) => api.get<Paged<ServiceSession>>(CHAT_API.serviceQueue, SERVICE_PAGE, { signal, silent: true }),
    meta: INLINE_ERROR,
  });

export const serviceMineQuery = () =>
  queryOptions({
    queryKey: queryKeys.chat.serviceMine(),
    queryFn: ({ signal }) => api.get<Paged<ServiceSession>>(CHAT_API.serviceMine, SERVICE_PAGE, { signal, silent: true }),
    meta: INLINE_ERROR,
  });

export const serviceStaffQuery = () =>
  queryOptions({
    queryKey: queryKeys.chat.serviceStaff(),
    queryFn: ({ signal }) => api.get<ServiceStaff[]>(CHAT_API.serviceStaff, undefined, { signal, silent: true }),
    meta: INLINE_ERROR,
  });

// Not silent: a refusal (full, no longer waiting) is toasted by the kernel in the user's language.
const calls = {
  start: () => api.post<ServiceSession>(CHAT_API.serviceStart),
  pick: (id: string) => api.post<ServiceSession>(apiPath(CHAT_API.servicePick, { id })),
  transfer: ({ id, staffId }: { id: string; staffId: string }) =>
    api.post<ServiceSession>(apiPath(CHAT_API.serviceTransfer, { id }), { staffId }),
  end: (id: string) => api.post<ServiceSession>(apiPath(CHAT_API.serviceEnd, { id })),
};

/**
 * One customer-service call as a mutation; afterwards every customer-service list is fetched again, not
 * waited for: the call's own frames have already shown its change, and a dialog closes on the server's answer.
 */
export function useServiceAction<K extends keyof typeof calls>(call: K) {
  type Call = (typeof calls)[K];
  return useMutation<ServiceSession, Error, Parameters<Call>[0]>({
    mutationFn: calls[call] as (input: Parameters<Call>[0]) => Promise<ServiceSession>,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.chat.service() }),
  });
}
