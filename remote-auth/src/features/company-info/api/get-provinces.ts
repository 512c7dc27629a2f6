import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { API, type Division } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';

export function getProvinces(): Promise<Division[]> {
  return api.get<Division[]>(API.province);
}

export const provincesQuery = () => queryOptions({ queryKey: queryKeys.regions.provinces(), queryFn: getProvinces, staleTime: Infinity });

export function useProvinces() {
  return useQuery(provincesQuery());
}
