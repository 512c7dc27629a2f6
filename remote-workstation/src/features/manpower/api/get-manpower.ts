import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { MANPOWER_API, type Manpower, type ManpowerQuery, type Paged } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';

/** The company's staff and capacity, filtered and paged. */
export function getManpower(query: ManpowerQuery, signal?: AbortSignal): Promise<Paged<Manpower>> {
  return api.get<Paged<Manpower>>(MANPOWER_API.list, query, { signal, silent: true });
}

export const manpowerQuery = (query: ManpowerQuery) =>
  queryOptions({
    queryKey: queryKeys.manpower.list(query),
    queryFn: ({ signal }) => getManpower(query, signal),
    placeholderData: keepPreviousData,
  });

export function useManpower(query: ManpowerQuery) {
  return useQuery(manpowerQuery(query));
}
