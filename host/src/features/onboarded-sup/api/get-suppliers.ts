import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { DIRECTORY_API, type CompanyCard, type DirectoryQuery, type Paged } from '@b2b/shared/contract';
import { INLINE_ERROR, queryKeys } from '@b2b/shared/query';

/** A page of approved suppliers; a failure shows in the page, not as a toast. */
export function getSuppliers(query: DirectoryQuery, signal?: AbortSignal): Promise<Paged<CompanyCard>> {
  return api.get<Paged<CompanyCard>>(DIRECTORY_API.suppliers, query, { signal, silent: true });
}

export const suppliersQuery = (query: DirectoryQuery) =>
  queryOptions({
    queryKey: queryKeys.directory.suppliers(query),
    queryFn: ({ signal }) => getSuppliers(query, signal),
    meta: INLINE_ERROR,
    placeholderData: keepPreviousData,
  });

export const useSuppliers = (query: DirectoryQuery) => useQuery(suppliersQuery(query));
