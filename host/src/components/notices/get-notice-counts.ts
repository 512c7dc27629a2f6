import { useQuery } from '@tanstack/react-query';
import type { NoticeCounts } from '@b2b/shared/contract';
import { noticeCountsQuery } from '@b2b/shared/query';

/** The message center's badge and tab counts (the header stays quiet when they fail). */
export function useNoticeCounts(): NoticeCounts | undefined {
  return useQuery(noticeCountsQuery()).data;
}
