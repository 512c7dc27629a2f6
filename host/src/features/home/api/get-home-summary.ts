import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { HOME_API, type HomeSummary } from '@b2b/shared/contract';
import { INLINE_ERROR, queryKeys } from '@b2b/shared/query';

/** The caller's company's figures for the start page (counts only). */
export function getHomeSummary(signal?: AbortSignal): Promise<HomeSummary> {
  return api.get<HomeSummary>(HOME_API.summary, undefined, { signal, silent: true });
}

/** A failure shows on the page, with a retry, not as a toast. */
export const homeSummaryQuery = () =>
  queryOptions({ queryKey: queryKeys.home.summary(), queryFn: ({ signal }) => getHomeSummary(signal), meta: INLINE_ERROR });

export function useHomeSummary() {
  return useQuery(homeSummaryQuery());
}
