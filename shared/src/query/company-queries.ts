import { queryOptions } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { API, type CompanyInfo } from '@b2b/shared/contract';
import { queryKeys } from './query-keys';

/**
 * The signed-in user's company: its review status and, once submitted, its details. Read by the company forms
 * (remote-auth) and the profile page (remote-account); each page shows a failure itself.
 */
export const companyInfoQuery = () =>
  queryOptions({
    queryKey: queryKeys.company.info(),
    queryFn: ({ signal }) => api.get<CompanyInfo>(API.companyInfo, undefined, { signal, silent: true }),
  });
