// Re-exported so ui-kit can provide the client without a react-query dependency of its own.
export { QueryClientProvider } from '@tanstack/react-query';
export { createQueryClient, isTransient, queryClient, STALE_TIME_MS } from './query-client';
export { queryKeys } from './query-keys';
