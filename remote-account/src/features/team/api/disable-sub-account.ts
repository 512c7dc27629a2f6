import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { apiPath, TEAM_API, type SubAccount } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';

/** Disables a sub-account; its sessions end; a refusal is toasted. */
export function disableSubAccount(id: string): Promise<SubAccount> {
  return api.post<SubAccount>(apiPath(TEAM_API.disable, { id }));
}

export function useDisableSubAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disableSubAccount, onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.team.all() }) });
}
