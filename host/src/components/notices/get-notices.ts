import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { API, type Notice, type NoticeQuery, type Paged } from '@b2b/shared/contract';
import { INLINE_ERROR, queryKeys } from '@b2b/shared/query';

export type NoticeTab = NonNullable<NoticeQuery['type']>;

/** A page of the user's notices; failures show in the message center, not as a toast. */
export function getNotices(type: NoticeTab, page = 1, pageSize = 10, signal?: AbortSignal): Promise<Paged<Notice>> {
  return api.get<Paged<Notice>>(API.notice, { type, page, pageSize }, { signal, silent: true });
}

export const noticesQuery = (type: NoticeTab, page = 1, pageSize = 10) =>
  queryOptions({
    queryKey: queryKeys.notices.list(type, page, pageSize),
    queryFn: ({ signal }) => getNotices(type, page, pageSize, signal),
    meta: INLINE_ERROR,
  });

export function useNotices(type: NoticeTab) {
  return useQuery(noticesQuery(type));
}
