import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { API, type CompanyInfo, type Paged, type PagingQuery } from '@b2b/shared/contract';
import { INLINE_ERROR, queryKeys } from '@b2b/shared/query';

/** Companies whose details wait for review, oldest first. */
export function getPendingCompanies(query: PagingQuery, signal?: AbortSignal): Promise<Paged<CompanyInfo>> {
  return api.get<Paged<CompanyInfo>>(API.pendingCompanies, query, { signal, silent: true });
}

export const pendingCompaniesQuery = (query: PagingQuery) =>
  queryOptions({
    queryKey: queryKeys.console.pendingCompanies(query),
    queryFn: ({ signal }) => getPendingCompanies(query, signal),
    meta: INLINE_ERROR,
    placeholderData: keepPreviousData,
  });

export function usePendingCompanies(query: PagingQuery) {
  return useQuery(pendingCompaniesQuery(query));
}
