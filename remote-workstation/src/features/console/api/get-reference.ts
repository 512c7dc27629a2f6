import { useQuery } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { API, type CompanyType, type Division } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';

const silent = { silent: true } as const;

/** The names behind a company's type, province and city codes; a code shows as is until they load. */
export function useCompanyTypes() {
  return useQuery({
    queryKey: queryKeys.company.types(),
    queryFn: () => api.get<CompanyType[]>(API.companyType, undefined, silent),
    staleTime: Infinity,
  });
}

export function useProvinces() {
  return useQuery({
    queryKey: queryKeys.regions.provinces(),
    queryFn: () => api.get<Division[]>(API.province, undefined, silent),
    staleTime: Infinity,
  });
}

export function useCities(provinceCode: string | undefined) {
  return useQuery({
    queryKey: queryKeys.regions.cities(provinceCode ?? ''),
    queryFn: () => api.get<Division[]>(API.city, { provinceCode }, silent),
    staleTime: Infinity,
    enabled: !!provinceCode,
  });
}
