import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { PROJECTS_API, type Paged, type PagingQuery, type ProjectSummary } from '@b2b/shared/contract';
import { INLINE_ERROR, queryKeys } from '@b2b/shared/query';

/** Projects that had a dispute, those frozen by an open one first, newest activity first. */
export function getDisputes(query: PagingQuery, signal?: AbortSignal): Promise<Paged<ProjectSummary>> {
  return api.get<Paged<ProjectSummary>>(PROJECTS_API.disputes, query, { signal, silent: true });
}

export const disputesQuery = (query: PagingQuery) =>
  queryOptions({
    queryKey: queryKeys.console.disputes(query),
    queryFn: ({ signal }) => getDisputes(query, signal),
    meta: INLINE_ERROR,
    placeholderData: keepPreviousData,
  });

export function useDisputes(query: PagingQuery) {
  return useQuery(disputesQuery(query));
}
