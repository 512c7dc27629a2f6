import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import {
  apiPath,
  MANPOWER_API,
  RESPONSES_API,
  type Manpower,
  type ManpowerQuery,
  type MarkHistoryEntry,
  type Paged,
  type ResponseView,
} from '@b2b/shared/contract';
import { INLINE_ERROR } from './meta';
import { queryKeys } from './query-keys';

/** Every change of a response's mark: party A's page and the supplier's (its own only). */
export const markHistoryQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.responses.markHistory(id),
    queryFn: ({ signal }) => api.get<MarkHistoryEntry[]>(apiPath(RESPONSES_API.markHistory, { id }), undefined, { signal, silent: true }),
    meta: INLINE_ERROR,
  });

/** One response: its supplier's page, and party A's award outcome and mark history. */
export const responseQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.responses.detail(id),
    queryFn: ({ signal }) => api.get<ResponseView>(apiPath(RESPONSES_API.response, { id }), undefined, { signal, silent: true }),
    meta: INLINE_ERROR,
  });

/** The supplier's staff and capacity, filtered and paged: the manpower page, and the people offered on a response. */
export const manpowerQuery = (query: ManpowerQuery) =>
  queryOptions({
    queryKey: queryKeys.manpower.list(query),
    queryFn: ({ signal }) => api.get<Paged<Manpower>>(MANPOWER_API.list, query, { signal, silent: true }),
    placeholderData: keepPreviousData,
    meta: INLINE_ERROR,
  });
