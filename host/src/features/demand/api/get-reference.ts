import { useQuery } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { API, type CompanyType, type Division } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';

/** The categories a demand is filed under (company types) and the provinces, for the filters. */
export const useCategories = () =>
  useQuery({ queryKey: queryKeys.company.types(), queryFn: () => api.get<CompanyType[]>(API.companyType), staleTime: Infinity });

export const useProvinces = () =>
  useQuery({ queryKey: queryKeys.regions.provinces(), queryFn: () => api.get<Division[]>(API.province), staleTime: Infinity });
