import { api } from '@b2b/shared/api';
import { apiPath, BULLETIN_API, type BulletinBody, type BulletinStaffPost } from '@b2b/shared/contract';
import { usePostMutation } from './use-post-mutation';

export interface SavePostVars {
  /** The post to change; a new draft without one. */
  id: string | null;
  body: BulletinBody;
}

/** Creates a draft (POST) or saves an existing post's texts (PUT); errors show in the form. */
export function savePost({ id, body }: SavePostVars): Promise<BulletinStaffPost> {
  return id
    ? api.put<BulletinStaffPost>(apiPath(BULLETIN_API.staffPost, { id }), body, { silent: true })
    : api.post<BulletinStaffPost>(BULLETIN_API.staffList, body, { silent: true });
}

export const useSavePost = () => usePostMutation(savePost);
