import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { apiPath, RESPONSES_API, type ResponseView } from '@b2b/shared/contract';
import { INLINE_ERROR, queryKeys } from '@b2b/shared/query';

export function getResponse(id: string, signal?: AbortSignal): Promise<ResponseView> {
  return api.get<ResponseView>(apiPath(RESPONSES_API.response, { id }), undefined, { signal, silent: true });
}

export const responseQuery = (id: string) =>
  queryOptions({ queryKey: queryKeys.responses.detail(id), queryFn: ({ signal }) => getResponse(id, signal), meta: INLINE_ERROR });

export function useResponse(id: string) {
  return useQuery(responseQuery(id));
}
