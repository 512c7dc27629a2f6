import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { apiPath, COLLECT_API } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';

export interface CollectVars {
  demandId: string;
  /** The state to reach: saved or not. */
  collect: boolean;
}

/** Saves a demand to My Collection, or removes it (POST / DELETE of `/api/user/collect`). */
export function toggleCollect({ demandId, collect }: CollectVars): Promise<unknown> {
  return collect ? api.post(COLLECT_API.list, { demandId }) : api.delete(apiPath(COLLECT_API.item, { id: demandId }));
}

/** Every demand list and detail, and the collection, are fetched again: `collected` changes on all of them. */
export function useToggleCollect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleCollect,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.demands.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.collections.all() }),
      ]),
  });
}
