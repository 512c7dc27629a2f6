import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { BULLETIN_API, type BulletinStaffPost, type BulletinStaffQuery, type Paged } from '@b2b/shared/contract';
import { INLINE_ERROR, queryKeys } from '@b2b/shared/query';

/** Every post in every state, drafts and scheduled ones first. */
export function getStaffPosts(query: BulletinStaffQuery, signal?: AbortSignal): Promise<Paged<BulletinStaffPost>> {
  return api.get<Paged<BulletinStaffPost>>(BULLETIN_API.staffList, query, { signal, silent: true });
}

export const staffPostsQuery = (query: BulletinStaffQuery) =>
  queryOptions({
    queryKey: queryKeys.bulletin.staffList(query),
    queryFn: ({ signal }) => getStaffPosts(query, signal),
    meta: INLINE_ERROR,
    placeholderData: keepPreviousData,
  });

export function useStaffPosts(query: BulletinStaffQuery) {
  return useQuery(staffPostsQuery(query));
}
