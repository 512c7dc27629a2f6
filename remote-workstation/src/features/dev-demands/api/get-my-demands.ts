import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { DEMANDS_API, type DemandSummary, type MyDemandsQuery, type Paged } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';

export function getMyDemands(query: MyDemandsQuery): Promise<Paged<DemandSummary>> {
  return api.get<Paged<DemandSummary>>(DEMANDS_API.mine, query, { silent: true });
}

export const myDemandsQuery = (query: MyDemandsQuery) =>
  queryOptions({ queryKey: queryKeys.demands.mine(query), queryFn: () => getMyDemands(query), placeholderData: keepPreviousData });

export function useMyDemands(query: MyDemandsQuery) {
  return useQuery(myDemandsQuery(query));
}
