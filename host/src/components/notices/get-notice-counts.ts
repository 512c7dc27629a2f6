import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { API, type NoticeCounts } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';

/** The caller's unread notices, all and by type, counted on the server. */
export function getNoticeCounts(signal?: AbortSignal): Promise<NoticeCounts> {
  return api.get<NoticeCounts>(API.noticeCounts, undefined, { signal, silent: true });
}

/** The message center's badge and tab counts; a failure shows no count, never a toast (the header stays quiet). */
export const noticeCountsQuery = () =>
  queryOptions({ queryKey: queryKeys.notices.counts(), queryFn: ({ signal }) => getNoticeCounts(signal), meta: { errorToast: false } });

export function useNoticeCounts(): NoticeCounts | undefined {
  return useQuery(noticeCountsQuery()).data;
}
