import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { apiPath, RESPONSES_API, type ResponseView } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';

const refresh = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.responses.all() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.demands.all() }),
  ]);

/** Confirms an unchanged response against the demand's latest revision; a refusal is toasted. */
export function reconfirmResponse(id: string): Promise<ResponseView> {
  return api.post<ResponseView>(apiPath(RESPONSES_API.reconfirm, { id }));
}

/** Withdraws a response that has no mark yet; a refusal is toasted. */
export function withdrawResponse(id: string): Promise<ResponseView> {
  return api.post<ResponseView>(apiPath(RESPONSES_API.withdraw, { id }));
}

export function useReconfirmResponse() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reconfirmResponse, onSettled: () => refresh(queryClient) });
}

export function useWithdrawResponse() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: withdrawResponse, onSettled: () => refresh(queryClient) });
}
