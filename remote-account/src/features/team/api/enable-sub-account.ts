import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { apiPath, TEAM_API, type SubAccount } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';

/** Enables a disabled sub-account; a refusal is toasted. */
export function enableSubAccount(id: string): Promise<SubAccount> {
  return api.post<SubAccount>(apiPath(TEAM_API.enable, { id }));
}

export function useEnableSubAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: enableSubAccount, onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.team.all() }) });
}
