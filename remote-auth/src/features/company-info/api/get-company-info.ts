import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { API, type CompanyInfo } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';

/** The signed-in user's company: its review status and, once submitted, its details. */
export function getCompanyInfo(): Promise<CompanyInfo> {
  return api.get<CompanyInfo>(API.companyInfo, undefined, { silent: true });
}

export const companyInfoQuery = () => queryOptions({ queryKey: queryKeys.company.info(), queryFn: getCompanyInfo });

export function useCompanyInfo() {
  return useQuery(companyInfoQuery());
}
