import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { API, type CompanyType, type Division } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';

export const getCompanyTypes = () => api.get<CompanyType[]>(API.companyType);
export const getProvinces = () => api.get<Division[]>(API.province);
export const getCities = (provinceCode: string) => api.get<Division[]>(API.city, { provinceCode });

export const companyTypesQuery = () => queryOptions({ queryKey: queryKeys.company.types(), queryFn: getCompanyTypes, staleTime: Infinity });
export const provincesQuery = () => queryOptions({ queryKey: queryKeys.regions.provinces(), queryFn: getProvinces, staleTime: Infinity });
export const citiesQuery = (provinceCode: string) =>
  queryOptions({ queryKey: queryKeys.regions.cities(provinceCode), queryFn: () => getCities(provinceCode), staleTime: Infinity });

export const useCompanyTypes = () => useQuery(companyTypesQuery());
export const useProvinces = () => useQuery(provincesQuery());

/** The cities of a province; nothing is asked before a province is chosen. */
export const useCities = (provinceCode: string | undefined) => useQuery({ ...citiesQuery(provinceCode ?? ''), enabled: !!provinceCode });
