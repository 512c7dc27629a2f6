import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { RESPONSES_API, type DemandResponses } from '@b2b/shared/contract';
import { markHistoryQuery, queryKeys } from '@b2b/shared/query';
import { withId } from './path';

export function getDemandResponses(demandId: string): Promise<DemandResponses> {
  return api.get<DemandResponses>(withId(RESPONSES_API.ofDemand, demandId), undefined, { silent: true });
}

export const demandResponsesQuery = (demandId: string) =>
  queryOptions({ queryKey: queryKeys.responses.ofDemand(demandId), queryFn: () => getDemandResponses(demandId) });

export const useDemandResponses = (demandId: string) => useQuery(demandResponsesQuery(demandId));
export const useMarkHistory = (responseId: string) => useQuery(markHistoryQuery(responseId));
