import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { apiPath, TEAM_API, type Invitation } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';

/** Takes back a pending invitation; a refusal is toasted. */
export function revokeInvitation(id: string): Promise<Invitation> {
  return api.delete<Invitation>(apiPath(TEAM_API.revokeInvitation, { id }));
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeInvitation, onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.team.all() }) });
}
