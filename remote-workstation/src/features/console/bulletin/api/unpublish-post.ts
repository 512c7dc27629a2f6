import { api } from '@b2b/shared/api';
import { apiPath, BULLETIN_API, type BulletinStaffPost } from '@b2b/shared/contract';
import { usePostMutation } from './use-post-mutation';

/** Off the bulletin (or a scheduled publication called off). */
export function unpublishPost(id: string): Promise<BulletinStaffPost> {
  return api.post<BulletinStaffPost>(apiPath(BULLETIN_API.unpublish, { id }), undefined, { silent: true });
}

export const useUnpublishPost = () => usePostMutation(unpublishPost);
