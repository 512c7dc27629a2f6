import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { DEMANDS_API, type Demand } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';
import { withId } from './path';

export function getDemand(id: string): Promise<Demand> {
  return api.get<Demand>(withId(DEMANDS_API.demand, id));
}

export const demandQuery = (id: string) => queryOptions({ queryKey: queryKeys.demands.detail(id), queryFn: () => getDemand(id) });

export function useDemand(id: string) {
  return useQuery(demandQuery(id));
}
