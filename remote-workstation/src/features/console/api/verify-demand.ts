import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { apiPath, DEMANDS_API, type Demand, type VerifyDemandBody } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';

export interface VerifyDemandVars {
  id: string;
  body: VerifyDemandBody;
}

/** Publishes a pending demand, or sends it back with a reason; errors show in the drawer. */
export function verifyDemand({ id, body }: VerifyDemandVars): Promise<Demand> {
  return api.put<Demand>(apiPath(DEMANDS_API.verify, { id }), body, { silent: true });
}

export function useVerifyDemand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyDemand,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.console.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.demands.all() }),
      ]),
  });
}
