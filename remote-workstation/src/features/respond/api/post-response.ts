import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { apiPath, RESPONSES_API, type ResponseBody, type ResponseView } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';

export interface RespondVars {
  demandId: string;
  body: ResponseBody;
}

/** Sends the supplier's response; errors show on the form. */
export function postResponse({ demandId, body }: RespondVars): Promise<ResponseView> {
  return api.post<ResponseView>(apiPath(RESPONSES_API.ofDemand, { id: demandId }), body, { silent: true });
}

/** After a response every demand (its `responded`, its count) and every response list is fetched again, in any app. */
export function usePostResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postResponse,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.demands.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.responses.all() }),
      ]),
  });
}
