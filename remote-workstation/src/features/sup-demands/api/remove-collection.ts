import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { apiPath, COLLECT_API } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';

/** Removes a demand from My Collection; a refusal is toasted. */
export function removeCollection(demandId: string): Promise<unknown> {
  return api.delete<unknown>(apiPath(COLLECT_API.item, { id: demandId }));
}

export function useRemoveCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCollection,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.collections.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.demands.all() }),
      ]),
  });
}
