import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { RESPONSES_API, type DemandResponses, type MarkHistoryEntry } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';
import { withId } from './path';

export function getDemandResponses(demandId: string): Promise<DemandResponses> {
  return api.get<DemandResponses>(withId(RESPONSES_API.ofDemand, demandId));
}

export function getMarkHistory(responseId: string): Promise<MarkHistoryEntry[]> {
  return api.get<MarkHistoryEntry[]>(withId(RESPONSES_API.markHistory, responseId));
}

export const demandResponsesQuery = (demandId: string) =>
  queryOptions({ queryKey: queryKeys.responses.ofDemand(demandId), queryFn: () => getDemandResponses(demandId) });
export const markHistoryQuery = (responseId: string) =>
  queryOptions({ queryKey: queryKeys.responses.markHistory(responseId), queryFn: () => getMarkHistory(responseId) });

export const useDemandResponses = (demandId: string) => useQuery(demandResponsesQuery(demandId));
export const useMarkHistory = (responseId: string) => useQuery(markHistoryQuery(responseId));
