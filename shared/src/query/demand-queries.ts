import { queryOptions } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { apiPath, DEMANDS_API, type Demand, type DemandEvent, type DemandRevision, type Question } from '@b2b/shared/contract';
import { INLINE_ERROR } from './meta';
import { queryKeys } from './query-keys';

/** Every fetcher is silent: the query cache decides whether a failure is a toast, by the query's meta. */
const get = <T>(path: string, id: string, signal: AbortSignal) => api.get<T>(apiPath(path, { id }), undefined, { signal, silent: true });

/** One demand as the caller may see it (party A, a supplier in the zone, staff). Pages show a failure inline. */
export const demandQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.demands.detail(id),
    queryFn: ({ signal }) => get<Demand>(DEMANDS_API.demand, id, signal),
    meta: INLINE_ERROR,
  });

export const demandQuestionsQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.demands.questions(id),
    queryFn: ({ signal }) => get<Question[]>(DEMANDS_API.questions, id, signal),
    meta: INLINE_ERROR,
  });

export const demandRevisionsQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.demands.revisions(id),
    queryFn: ({ signal }) => get<DemandRevision[]>(DEMANDS_API.revisions, id, signal),
    meta: INLINE_ERROR,
  });

/** The demand's audit trail (party A and staff). */
export const demandEventsQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.demands.events(id),
    queryFn: ({ signal }) => get<DemandEvent[]>(DEMANDS_API.events, id, signal),
    meta: INLINE_ERROR,
  });
