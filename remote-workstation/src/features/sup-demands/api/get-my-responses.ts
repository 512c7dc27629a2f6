import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { RESPONSES_API, type MyResponsesQuery, type Paged, type ResponseView } from '@b2b/shared/contract';
import { INLINE_ERROR, queryKeys } from '@b2b/shared/query';

/** The supplier company's responses, newest first. */
export function getMyResponses(query: MyResponsesQuery, signal?: AbortSignal): Promise<Paged<ResponseView>> {
  return api.get<Paged<ResponseView>>(RESPONSES_API.mine, query, { signal, silent: true });
}

export const myResponsesQuery = (query: MyResponsesQuery) =>
  queryOptions({
    queryKey: queryKeys.responses.mine(query),
    queryFn: ({ signal }) => getMyResponses(query, signal),
    meta: INLINE_ERROR,
    placeholderData: keepPreviousData,
  });

export function useMyResponses(query: MyResponsesQuery) {
  return useQuery(myResponsesQuery(query));
}
