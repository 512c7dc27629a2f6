import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { API, apiPath, type Notice } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';

/** Marks the caller's own notice read and answers it (another account's notice is NOT_FOUND). */
export function markNoticeRead(id: string): Promise<Notice> {
  return api.put<Notice>(apiPath(API.noticeRead, { id }));
}

/** Marks a notice read; every notice query (the lists, the counts) and the home page's figures are fetched again. */
export function useMarkNoticeRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNoticeRead,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.notices.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.home.summary() }),
      ]);
    },
  });
}
