import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { apiPath, RESPONSES_API, type ResponseBody, type ResponseView } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';

export interface ReviseVars {
  id: string;
  body: ResponseBody;
}

/** A new version of the response, stamped with the demand's current revision; errors show on the form. */
export function reviseResponse({ id, body }: ReviseVars): Promise<ResponseView> {
  return api.put<ResponseView>(apiPath(RESPONSES_API.response, { id }), body, { silent: true });
}

export function useReviseResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviseResponse,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.responses.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.demands.all() }),
      ]),
  });
}
