import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { apiPath, DEMANDS_API, type DemandEvent } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';

/** The demand's audit trail (staff see all of it). */
export function getDemandEvents(id: string, signal?: AbortSignal): Promise<DemandEvent[]> {
  return api.get<DemandEvent[]>(apiPath(DEMANDS_API.events, { id }), undefined, { signal, silent: true });
}

export const demandEventsQuery = (id: string) =>
  queryOptions({ queryKey: queryKeys.demands.events(id), queryFn: ({ signal }) => getDemandEvents(id, signal) });

export function useDemandEvents(id: string | undefined) {
  return useQuery({ ...demandEventsQuery(id ?? ''), enabled: !!id });
}
