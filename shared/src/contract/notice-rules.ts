export const NOTICE_TYPES = ['SYSTEM', 'TODO'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];
