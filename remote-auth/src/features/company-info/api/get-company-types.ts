import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { API, type CompanyType } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';

export function getCompanyTypes(): Promise<CompanyType[]> {
  return api.get<CompanyType[]>(API.companyType);
}

export const companyTypesQuery = () => queryOptions({ queryKey: queryKeys.company.types(), queryFn: getCompanyTypes, staleTime: Infinity });

export function useCompanyTypes() {
  return useQuery(companyTypesQuery());
}
