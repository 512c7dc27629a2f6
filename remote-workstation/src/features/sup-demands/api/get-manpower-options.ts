import { useQuery } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { MANPOWER_API, PAGE_SIZE_MAX, type Manpower, type ManpowerQuery, type Paged } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';

const QUERY: ManpowerQuery = { page: 1, pageSize: PAGE_SIZE_MAX };

/** The company's manpower entries to offer on a response (the first 100). */
export function useManpowerOptions() {
  return useQuery({
    queryKey: queryKeys.manpower.list(QUERY),
    queryFn: ({ signal }) => api.get<Paged<Manpower>>(MANPOWER_API.list, QUERY, { signal, silent: true }),
  });
}
