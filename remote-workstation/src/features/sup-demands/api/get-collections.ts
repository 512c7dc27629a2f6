import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { COLLECT_API, type DemandSummary, type Paged, type PagingQuery } from '@b2b/shared/contract';
import { INLINE_ERROR, queryKeys } from '@b2b/shared/query';

/** The account's saved demands, newest first, each with its current state. */
export function getCollections(query: PagingQuery, signal?: AbortSignal): Promise<Paged<DemandSummary>> {
  return api.get<Paged<DemandSummary>>(COLLECT_API.list, query, { signal, silent: true });
}

export const collectionsQuery = (query: PagingQuery) =>
  queryOptions({
    queryKey: queryKeys.collections.list(query),
    queryFn: ({ signal }) => getCollections(query, signal),
    meta: INLINE_ERROR,
    placeholderData: keepPreviousData,
  });

export function useCollections(query: PagingQuery) {
  return useQuery(collectionsQuery(query));
}
