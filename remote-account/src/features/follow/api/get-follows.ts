import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { FOLLOW_API, type FollowedCompany, type FollowQuery, type Paged } from '@b2b/shared/contract';
import { INLINE_ERROR, queryKeys } from '@b2b/shared/query';

/** A page of the companies the caller's company follows, newest first; the page shows a failure. */
export const followsQuery = (query: FollowQuery) =>
  queryOptions({
    queryKey: queryKeys.follows.list(query),
    queryFn: ({ signal }) => api.get<Paged<FollowedCompany>>(FOLLOW_API.list, query, { signal, silent: true }),
    meta: INLINE_ERROR,
    placeholderData: keepPreviousData,
  });

export const useFollows = (query: FollowQuery) => useQuery(followsQuery(query));
