export const NOTICE_TYPES = ['SYSTEM', 'TODO'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

/**
 * What a notice is about. Each area has its own settings: the message center and mail. CHAT is mail only: "mail me
 * when a chat message has waited unread for CHAT_MAIL_AFTER_MINUTES" (chat has its own unread badge, no notices).
 */
export const NOTICE_AREAS = ['ACCOUNT', 'MARKETPLACE', 'DELIVERY', 'MEMBERSHIP', 'CHAT'] as const;
export type NoticeArea = (typeof NOTICE_AREAS)[number];

export interface NoticeChannels {
  /** Information notices of the area go to the message center. */
  inbox: boolean;
  /** Every notice of the area is also mailed to the account's address. */
  mail: boolean;
}

/** An account that never chose: everything in the message center, nothing by mail. */
export const DEFAULT_NOTICE_CHANNELS: NoticeChannels = { inbox: true, mail: false };

/** Areas without a message-center channel: their setting is mail only (the settings page shows inbox disabled). */
export const MAIL_ONLY_AREAS: readonly NoticeArea[] = ['CHAT'];

/** How long a chat message waits unread before the CHAT mail digest names it. */
export const CHAT_MAIL_AFTER_MINUTES = 30;

/** The area whose notices cannot be muted: the company's review and what it must complete. */
export const UNMUTED_AREA: NoticeArea = 'ACCOUNT';

/**
 * Whether a notice reaches the account's message center. A to-do is work waiting for the account and an
 * account notice concerns the company's standing: both always arrive; the setting mutes information only.
 */
export function reachesInbox(type: NoticeType, area: NoticeArea, channels: NoticeChannels): boolean {
  return type === 'TODO' || area === UNMUTED_AREA || channels.inbox;
}
