import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@b2b/shared/api';
import { clearOnSignOut } from './clear-on-sign-out';
import { refetchOnLanguageChange } from './refetch-on-language-change';

/** How long an answer counts as fresh: pages opened again within it show the cache without a request. */
export const STALE_TIME_MS = 30_000;
const RETRIES = 1;

/** A failure another try may fix: no response at all, or a server error. A 4xx answer would not change. */
export function isTransient(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 0 || (error.code >= 500 && error.code < 600));
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
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
