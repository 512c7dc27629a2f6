import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { apiPath, TEAM_API, type SubAccount } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';

/** Resets a sub-account's password; it is mailed to set a new one; a refusal is toasted. */
export function resetSubAccountPassword(id: string): Promise<SubAccount> {
  return api.post<SubAccount>(apiPath(TEAM_API.resetPassword, { id }));
}

export function useResetSubAccountPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetSubAccountPassword,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.team.all() }),
  });
}
