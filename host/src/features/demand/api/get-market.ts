import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { DEMANDS_API, type DemandSummary, type MarketQuery, type Paged } from '@b2b/shared/contract';
import { INLINE_ERROR, queryKeys } from '@b2b/shared/query';

/** A page of published demands; a failure shows in the zone, not as a toast. */
export function getMarket(query: MarketQuery, signal?: AbortSignal): Promise<Paged<DemandSummary>> {
  return api.get<Paged<DemandSummary>>(DEMANDS_API.market, query, { signal, silent: true });
}

export const marketQuery = (query: MarketQuery) =>
  queryOptions({
    queryKey: queryKeys.demands.market(query),
    queryFn: ({ signal }) => getMarket(query, signal),
    meta: INLINE_ERROR,
    placeholderData: keepPreviousData,
  });

export const useMarket = (query: MarketQuery) => useQuery(marketQuery(query));
