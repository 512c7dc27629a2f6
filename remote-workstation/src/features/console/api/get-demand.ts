import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { apiPath, DEMANDS_API, type Demand } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';

export function getDemand(id: string, signal?: AbortSignal): Promise<Demand> {
  return api.get<Demand>(apiPath(DEMANDS_API.demand, { id }), undefined, { signal, silent: true });
}

export const demandQuery = (id: string) =>
  queryOptions({ queryKey: queryKeys.demands.detail(id), queryFn: ({ signal }) => getDemand(id, signal) });

export function useDemand(id: string | undefined) {
  return useQuery({ ...demandQuery(id ?? ''), enabled: !!id });
}
