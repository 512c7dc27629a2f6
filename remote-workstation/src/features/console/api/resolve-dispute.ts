import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { apiPath, PROJECTS_API, type Project, type ResolveBody } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';

export interface ResolveDisputeVars {
  disputeId: string;
  body: ResolveBody;
}

/** Ends an open dispute: the project continues or is cancelled, with a note both sides see. */
export function resolveDispute({ disputeId, body }: ResolveDisputeVars): Promise<Project> {
  return api.post<Project>(apiPath(PROJECTS_API.resolve, { id: disputeId }), body, { silent: true });
}

export function useResolveDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveDispute,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.console.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.projects.all() }),
      ]),
  });
}
