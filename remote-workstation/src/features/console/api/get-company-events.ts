import { useQuery } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { API, apiPath, type CompanyEvent } from '@b2b/shared/contract';
import { INLINE_ERROR, queryKeys } from '@b2b/shared/query';

/** A company's review history: submissions, updates and decisions, oldest first. */
export function useCompanyEvents(companyId: string) {
  return useQuery({
    queryKey: queryKeys.console.companyEvents(companyId),
    queryFn: ({ signal }) => api.get<CompanyEvent[]>(apiPath(API.companyEvents, { companyId }), undefined, { signal, silent: true }),
    meta: INLINE_ERROR,
  });
}
