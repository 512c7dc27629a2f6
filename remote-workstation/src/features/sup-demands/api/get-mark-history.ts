import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { apiPath, RESPONSES_API, type MarkHistoryEntry } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';

/** Every change of the response's mark; the supplier sees "评审人" for the person. */
export function getMarkHistory(id: string, signal?: AbortSignal): Promise<MarkHistoryEntry[]> {
  return api.get<MarkHistoryEntry[]>(apiPath(RESPONSES_API.markHistory, { id }), undefined, { signal, silent: true });
}

export const markHistoryQuery = (id: string) =>
  queryOptions({ queryKey: queryKeys.responses.markHistory(id), queryFn: ({ signal }) => getMarkHistory(id, signal) });

export function useMarkHistory(id: string) {
  return useQuery(markHistoryQuery(id));
}
