import type { ReactNode } from 'react';
import { LoadState } from './LoadState';

interface QueryLike<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** A query's data once it is there; until then the loading or failed state. */
export function Loaded<T>({ query, what, children }: { query: QueryLike<T>; what: string; children: (data: T) => ReactNode }) {
  if (query.data === undefined)
    return <LoadState error={query.isError ? query.error : undefined} what={what} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
