import { useQuery } from '@tanstack/react-query';
import { noticesQuery, type NoticeTab } from '@b2b/shared/query';

export { noticesQuery, type NoticeTab };

export function useNotices(type: NoticeTab) {
  return useQuery(noticesQuery(type));
}
