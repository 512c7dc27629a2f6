import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { API, apiPath } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';

export function markNoticeRead(id: string): Promise<unknown> {
  return api.put(apiPath(API.noticeRead, { id }));
}

/** Marks a notice read; every notice query (the lists, the badge) is fetched again. */
export function useMarkNoticeRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNoticeRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.notices.all() }),
  });
}
