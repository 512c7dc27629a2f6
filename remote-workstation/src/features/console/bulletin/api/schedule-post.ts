import { api } from '@b2b/shared/api';
import { apiPath, BULLETIN_API, type BulletinStaffPost } from '@b2b/shared/contract';
import { usePostMutation } from './use-post-mutation';

export interface SchedulePostVars {
  id: string;
  /** Epoch ms. */
  publishAt: number;
}

/** Out at `publishAt` (the server's jobs publish it). */
export function schedulePost({ id, publishAt }: SchedulePostVars): Promise<BulletinStaffPost> {
  return api.post<BulletinStaffPost>(apiPath(BULLETIN_API.schedule, { id }), { publishAt }, { silent: true });
}

export const useSchedulePost = () => usePostMutation(schedulePost);
