import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import {
  API,
  type Notice,
  type NoticeCounts,
  type NoticeQuery,
  type NoticeSetting,
  type Paged,
  type ReadAllNoticesResult,
} from '@b2b/shared/contract';
import { INLINE_ERROR } from './meta';
import { queryKeys } from './query-keys';

export type NoticeTab = NonNullable<NoticeQuery['type']>;

/** A page of the caller's notices of one tab (the message center, the notices page); failures show inline. */
export const noticesQuery = (type: NoticeTab, page = 1, pageSize = 10) =>
  queryOptions({
    queryKey: queryKeys.notices.list(type, page, pageSize),
    queryFn: ({ signal }) => api.get<Paged<Notice>>(API.notice, { type, page, pageSize }, { signal, silent: true }),
    meta: INLINE_ERROR,
  });

/** The caller's unread notices, all and by type, counted on the server; a failure shows no count, never a toast. */
export const noticeCountsQuery = () =>
  queryOptions({
    queryKey: queryKeys.notices.counts(),
    queryFn: ({ signal }) => api.get<NoticeCounts>(API.noticeCounts, undefined, { signal, silent: true }),
    meta: { errorToast: false },
  });

/** The caller's channels per notice area (the notices page's settings). */
export const noticeSettingsQuery = () =>
  queryOptions({
    queryKey: queryKeys.noticeSettings.mine(),
    queryFn: ({ signal }) => api.get<NoticeSetting[]>(API.noticeSettings, undefined, { signal, silent: true }),
    meta: INLINE_ERROR,
  });

/**
 * Marks the caller's unread notices of a tab read (the message center, the notices page); every notice
 * query and the home page's figures are fetched again.
 */
export function useReadAllNotices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (type: NoticeTab) => api.put<ReadAllNoticesResult>(API.noticeReadAll, { type }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.notices.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.home.summary() }),
      ]),
  });
}
