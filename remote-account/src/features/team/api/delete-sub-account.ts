import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { apiPath, TEAM_API } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';

/** Deletes a sub-account; its work stays with the company; a refusal is toasted. */
export function deleteSubAccount(id: string): Promise<null> {
  return api.delete<null>(apiPath(TEAM_API.remove, { id }));
}

export function useDeleteSubAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSubAccount, onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.team.all() }) });
}
