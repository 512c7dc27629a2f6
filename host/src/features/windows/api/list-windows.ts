import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { SHOWCASE_API, type Paged, type ShowcaseCard, type ShowcaseQuery } from '@b2b/shared/contract';
import { INLINE_ERROR, queryKeys } from '@b2b/shared/query';

/** A page of the other side's published windows. */
export function listWindows(query: ShowcaseQuery, signal?: AbortSignal): Promise<Paged<ShowcaseCard>> {
  return api.get<Paged<ShowcaseCard>>(SHOWCASE_API.list, query, { signal, silent: true });
}

export const windowsQuery = (query: ShowcaseQuery) =>
  queryOptions({
    queryKey: queryKeys.showcase.list(query),
    queryFn: ({ signal }) => listWindows(query, signal),
    meta: INLINE_ERROR,
    placeholderData: keepPreviousData,
  });

export const useWindows = (query: ShowcaseQuery) => useQuery(windowsQuery(query));
