import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { apiPath, BULLETIN_API, type BulletinStaffPost } from '@b2b/shared/contract';
import { INLINE_ERROR, queryKeys } from '@b2b/shared/query';

/** One post in both languages, whatever its state. */
export function getStaffPost(id: string, signal?: AbortSignal): Promise<BulletinStaffPost> {
  return api.get<BulletinStaffPost>(apiPath(BULLETIN_API.staffPost, { id }), undefined, { signal, silent: true });
}

export const staffPostQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.bulletin.staffPost(id),
    queryFn: ({ signal }) => getStaffPost(id, signal),
    meta: INLINE_ERROR,
  });

export function useStaffPost(id: string | null) {
  return useQuery({ ...staffPostQuery(id ?? ''), enabled: !!id });
}
