import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { apiPath, FOLLOW_API } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';

/** Stops following a company; the follow list and the directory's marks are fetched again. */
export function useUnfollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (companyId: string) => api.delete<null>(apiPath(FOLLOW_API.item, { id: companyId })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.follows.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.directory.all() }),
      ]),
  });
}
