import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { DEMANDS_API, type DemandSummary, type Paged, type PagingQuery } from '@b2b/shared/contract';
import { INLINE_ERROR, queryKeys } from '@b2b/shared/query';

/** Demands waiting for verification, oldest first. */
export function getPendingDemands(query: PagingQuery, signal?: AbortSignal): Promise<Paged<DemandSummary>> {
  return api.get<Paged<DemandSummary>>(DEMANDS_API.pending, query, { signal, silent: true });
}

export const pendingDemandsQuery = (query: PagingQuery) =>
  queryOptions({
    queryKey: queryKeys.console.pendingDemands(query),
    queryFn: ({ signal }) => getPendingDemands(query, signal),
    meta: INLINE_ERROR,
    placeholderData: keepPreviousData,
  });

export function usePendingDemands(query: PagingQuery) {
  return useQuery(pendingDemandsQuery(query));
}
