import { QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { ApiError, notify } from '@b2b/shared/api';
import { clearOnSignOut } from './clear-on-sign-out';
import { refetchOnLanguageChange } from './refetch-on-language-change';

/** How long an answer counts as fresh: pages opened again within it show the cache without a request. */
export const STALE_TIME_MS = 30_000;
const RETRIES = 1;

/** A failure another try may fix: no response at all, or a server error. A 4xx answer would not change. */
export function isTransient(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 0 || (error.code >= 500 && error.code < 600));
}

/**
 * The one place that decides whether a failed query is a toast: its fetcher is silent, and the toast is shown
 * unless the query's meta says its page shows the failure (`errorToast: false`). Which component fetched first
 * makes no difference, since every key has one fetcher and one meta (`*-queries.ts`).
 */
export function toastQueryError(error: unknown, query: Pick<Query, 'meta'>): void {
  if (query.meta?.errorToast === false) return;
  if (error instanceof ApiError && error.silent && error.notifiable) notify(error.message);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: toastQueryError }),
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_MS,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < RETRIES && isTransient(error),
      },
      mutations: { retry: false },
    },
  });
}

/** The one cache of the platform: the host and every remote read and invalidate the same queries. */
export const queryClient: QueryClient = createQueryClient();

clearOnSignOut(queryClient);
refetchOnLanguageChange(queryClient);
