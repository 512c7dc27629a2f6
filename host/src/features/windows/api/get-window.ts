import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { apiPath, SHOWCASE_API, type ShowcaseView } from '@b2b/shared/contract';
import { INLINE_ERROR, queryKeys } from '@b2b/shared/query';

/** One published window of the other side, by its company. */
export function getWindow(companyId: string, signal?: AbortSignal): Promise<ShowcaseView> {
  return api.get<ShowcaseView>(apiPath(SHOWCASE_API.window, { companyId }), undefined, { signal, silent: true });
}

export const windowQuery = (companyId: string) =>
  queryOptions({
    queryKey: queryKeys.showcase.window(companyId),
    queryFn: ({ signal }) => getWindow(companyId, signal),
    meta: INLINE_ERROR,
  });

export const useWindow = (companyId: string) => useQuery(windowQuery(companyId));
