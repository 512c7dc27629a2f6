import { useQuery } from '@tanstack/react-query';
import { markHistoryQuery } from '@b2b/shared/query';

/** Every change of the response's mark; the supplier sees "评审人" for the person. */
export function useMarkHistory(id: string) {
  return useQuery(markHistoryQuery(id));
}
