import { api } from '@b2b/shared/api';
import { apiPath, BULLETIN_API, type BulletinStaffPost } from '@b2b/shared/contract';
import { usePostMutation } from './use-post-mutation';

export interface PinPostVars {
  id: string;
  pinned: boolean;
}

/** Pinned posts head the bulletin. */
export function pinPost({ id, pinned }: PinPostVars): Promise<BulletinStaffPost> {
  return api.put<BulletinStaffPost>(apiPath(BULLETIN_API.pin, { id }), { pinned }, { silent: true });
}

export const usePinPost = () => usePostMutation(pinPost);
