import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { apiPath, FOLLOW_API } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';

export interface FollowVars {
  companyId: string;
  /** The state to reach: followed or not. */
  follow: boolean;
}

/** Follows a company, or stops (POST / DELETE of `/api/user/follow`); both are safe to repeat. */
export function toggleFollow({ companyId, follow }: FollowVars): Promise<unknown> {
  return follow ? api.post(FOLLOW_API.list, { companyId }) : api.delete(apiPath(FOLLOW_API.item, { id: companyId }));
}

/** Every directory page is fetched again: the card's mark and the "followed" filter change. */
export function useToggleFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFollow,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.directory.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.follows.all() }),
      ]),
  });
}
