import { api } from '@b2b/shared/api';
import { apiPath, BULLETIN_API, type BulletinStaffPost } from '@b2b/shared/contract';
import { usePostMutation } from './use-post-mutation';

/** Out now. */
export function publishPost(id: string): Promise<BulletinStaffPost> {
  return api.post<BulletinStaffPost>(apiPath(BULLETIN_API.publish, { id }), undefined, { silent: true });
}

export const usePublishPost = () => usePostMutation(publishPost);
