import { queryOptions } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { API, type CompanyType, type Division } from '@b2b/shared/contract';
import { queryKeys } from './query-keys';

/**
 * Reference data: company types (also the demands' categories), provinces and cities. It never goes stale within a
 * session; a failure is a toast (a select has nowhere to show it).
 */
export const companyTypesQuery = () =>
  queryOptions({
    queryKey: queryKeys.company.types(),
    queryFn: ({ signal }) => api.get<CompanyType[]>(API.companyType, undefined, { signal, silent: true }),
    staleTime: Infinity,
  });

export const provincesQuery = () =>
  queryOptions({
    queryKey: queryKeys.regions.provinces(),
    queryFn: ({ signal }) => api.get<Division[]>(API.province, undefined, { signal, silent: true }),
    staleTime: Infinity,
  });

/** The cities of a province; `enabled: !!provinceCode` where no province may be chosen yet. */
export const citiesQuery = (provinceCode: string) =>
  queryOptions({
    queryKey: queryKeys.regions.cities(provinceCode),
    queryFn: ({ signal }) => api.get<Division[]>(API.city, { provinceCode }, { signal, silent: true }),
    staleTime: Infinity,
  });
