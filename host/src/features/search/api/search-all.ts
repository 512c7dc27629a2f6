import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { SEARCH_API, SEARCH_LIMITS, type SearchResult } from '@b2b/shared/contract';
import { INLINE_ERROR, queryKeys } from '@b2b/shared/query';

/** The top hits per kind the caller may open, in the interface's language. */
export function searchAll(q: string, signal?: AbortSignal): Promise<SearchResult> {
  return api.get<SearchResult>(SEARCH_API.search, { q }, { signal, silent: true });
}

/** A failure shows in the dropdown, with a retry, not as a toast. */
export const searchQuery = (q: string) =>
  queryOptions({ queryKey: queryKeys.search.results(q), queryFn: ({ signal }) => searchAll(q, signal), meta: INLINE_ERROR });

/** Asked only for a query of 2..100 characters; the previous answer stays on screen while the next one comes. */
export function useSearch(q: string) {
  const searchable = q.length >= SEARCH_LIMITS.qMin && q.length <= SEARCH_LIMITS.qMax;
  return { searchable, ...useQuery({ ...searchQuery(q), enabled: searchable, placeholderData: keepPreviousData }) };
}
