import type { ReactNode } from 'react';
import { EmptyState, LoadState } from './LoadState';
import { PagedList, type PagedListProps } from './PagedList';

/** What a paged list query (TanStack Query) gives: a page of items and the total. */
export interface PagedQuery<T> {
  data?: { list: T[]; total: number };
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

export interface QueryPagedListProps<T> extends Omit<PagedListProps<T>, 'items' | 'total' | 'busy'> {
  query: PagedQuery<T>;
  /** The title of the failure ("The posts could not be loaded"). */
  failedTitle: string;
  /** What an empty list says. */
  empty: { title: string; hint?: string; action?: ReactNode };
}

/** A paged list from its query: the spinner or the failure with a retry, the empty state, or the page of cards. */
export function QueryPagedList<T>({ query, failedTitle, empty, ...list }: QueryPagedListProps<T>) {
  const { data } = query;
  if (!data) return <LoadState error={query.isError && !query.isFetching} onRetry={() => void query.refetch()} title={failedTitle} />;
  if (data.total === 0) return <EmptyState {...empty} />;
  return <PagedList {...list} items={data.list} total={data.total} busy={query.isFetching && query.isPlaceholderData} />;
}
