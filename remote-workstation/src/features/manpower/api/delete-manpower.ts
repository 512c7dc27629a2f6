import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { apiPath, MANPOWER_API } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';

/** Deletes an entry; a refusal is toasted. */
export function deleteManpower(id: string): Promise<unknown> {
  return api.delete<unknown>(apiPath(MANPOWER_API.item, { id }));
}

export function useDeleteManpower() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteManpower,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.manpower.all() }),
  });
}
