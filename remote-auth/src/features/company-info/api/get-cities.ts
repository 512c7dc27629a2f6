import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { API, type Division } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';

export function getCities(provinceCode: string): Promise<Division[]> {
  return api.get<Division[]>(API.city, { provinceCode });
}

export const citiesQuery = (provinceCode: string) =>
  queryOptions({ queryKey: queryKeys.regions.cities(provinceCode), queryFn: () => getCities(provinceCode), staleTime: Infinity });

/** The cities of a province; nothing is asked before a province is chosen. */
export function useCities(provinceCode: string | undefined) {
  return useQuery({ ...citiesQuery(provinceCode ?? ''), enabled: !!provinceCode });
}
