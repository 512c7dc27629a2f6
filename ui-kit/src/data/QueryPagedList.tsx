import type { ReactNode } from 'react';
import { EmptyState, LoadState } from './LoadState';
import { PagedList, type PagedListProps } from './PagedList';

/** What a list query (TanStack Query) gives: its data (a page with the total) and its state. */
export interface ListQuery<D extends { total: number }> {
  data?: D;
  /** The failure, shown once no fetch is under way: the server's message, or the common hint. */
  error: unknown;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/** A paged list query: a page of items and the total. */
export type PagedQuery<T> = ListQuery<{ list: T[]; total: number }>;

export interface QueryStatesProps<D extends { total: number }> {
  query: ListQuery<D>;
  /** The title of the failure ("The posts could not be loaded"); the common one otherwise. */
  failedTitle?: string;
  /** What an empty list says. */
  empty: { title: string; hint?: string; action?: ReactNode };
  /** The loaded, non-empty list; `busy` while another page loads (the previous one stays as placeholder data). */
  children: (data: D, busy: boolean) => ReactNode;
}

/** A list query's states: the spinner or the failure with a retry, the empty state, or the list it renders. */
export function QueryStates<D extends { total: number }>({ query, failedTitle, empty, children }: QueryStatesProps<D>) {
  const { data } = query;
  if (!data) return <LoadState error={!query.isFetching && query.error} onRetry={() => void query.refetch()} title={failedTitle} />;
  if (data.total === 0) return <EmptyState {...empty} />;
  return children(data, query.isFetching && query.isPlaceholderData);
}

export interface QueryPagedListProps<T>
  extends Omit<PagedListProps<T>, 'items' | 'total' | 'busy'>, Omit<QueryStatesProps<{ list: T[]; total: number }>, 'children'> {
  /** Shown above the cards (not with the empty state or a failure). */
  header?: ReactNode;
}

/** A paged list from its query: the spinner or the failure with a retry, the empty state, or the page of cards. */
export function QueryPagedList<T>({ query, failedTitle, empty, header, ...list }: QueryPagedListProps<T>) {
  return (
    <QueryStates query={query} failedTitle={failedTitle} empty={empty}>
      {(data, busy) => (
        <>
          {header}
          <PagedList {...list} items={data.list} total={data.total} busy={busy} />
        </>
      )}
    </QueryStates>
  );
}
