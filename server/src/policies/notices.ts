import type { NoticeRow } from '../db/rows';
import type { Policy } from './policy';

export type NoticeAction = 'read' | 'markRead';

/** A notice is its recipient's alone; to anyone else it does not exist (404, not 403). */
export const noticePolicy: Policy<NoticeRow, NoticeAction> = {
  refusal: 'NOT_FOUND',
  rules: {
    read: (caller, notice) => notice.userId === caller.user.id,
    markRead: (caller, notice) => notice.userId === caller.user.id,
  },
};
