import type { MemberLevel } from './user-rules';

/**
 * Sub-account seats by membership level (docs/product.md, Account): what the vip page shows beside the other
 * benefits and what the server counts at invitation and at acceptance. A downgrade keeps every member; it only
 * stops new seats until the company is back under its level's count.
 */
export const SEATS_BY_LEVEL = { ORDINARY: 0, VIP: 5, SVIP: 20 } as const satisfies Record<MemberLevel, number>;

/** The account types a main account may invite. */
export const SUB_ACCOUNT_TYPES = ['PROJ', 'REQ'] as const;
export type SubAccountType = (typeof SUB_ACCOUNT_TYPES)[number];

/** An account's standing: a DISABLED one cannot sign in (its sessions ended); a DELETED one is gone, its work stays. */
export const USER_STATUSES = ['ACTIVE', 'DISABLED', 'DELETED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/**
 * An invitation's standing; EXPIRED (past its end) and LOCKED (a phone invitation after
 * `INVITATION_CODE_MAX_FAILURES` wrong codes) are derived, never stored.
 */
export const INVITATION_STATUSES = ['PENDING', 'ACCEPTED', 'REVOKED', 'EXPIRED', 'LOCKED'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** How long an invitation link works. */
export const INVITATION_VALID_DAYS = 7;

/** Wrong codes a phone invitation takes before it is locked (it then only waits to be revoked or to expire). */
export const INVITATION_CODE_MAX_FAILURES = 5;

/** The invitation token in a link: 32 random bytes, hex. */
export const INVITATION_TOKEN_PATTERN = '^[0-9a-f]{64}$';

export const NICKNAME_MAX = 50;

export const TEAM_API = {
  /** GET (MAIN of a pay member, `account/sub-account`): seats, sub-accounts and pending invitations. */
  overview: '/api/company/team',
  /** POST: invite a PROJ or REQ sub-account by mail; takes a seat until accepted, revoked or expired. */
  invite: '/api/company/team/invitations',
  /** POST: the same by mobile number: a text carries a 6-digit code and the invitation page's address. */
  inviteByPhone: '/api/company/team/invitations/phone',
  /** DELETE: revoke a pending invitation (its seat frees at once). */
  revokeInvitation: '/api/company/team/invitations/:id',
  /** POST: a sub-account cannot sign in any more; its sessions end at once. */
  disable: '/api/company/team/members/:id/disable',
  /** POST: a disabled sub-account may sign in again. */
  enable: '/api/company/team/members/:id/enable',
  /** POST: the password stops working, sessions end, the account is mailed to set a new one. */
  resetPassword: '/api/company/team/members/:id/reset-password',
  /** DELETE: the account is gone (its seat frees); what it did stays with the company. */
  remove: '/api/company/team/members/:id',
  /** POST (public, the token is the credential): who invites whom, for the accept page. */
  previewInvitation: '/api/invitations/preview',
  /** POST (public): the invited person names itself and sets its password; answers a session. */
  acceptInvitation: '/api/invitations/accept',
  /** POST (public, phone and code are the credential): the preview of a phone invitation. */
  previewCodeInvitation: '/api/invitations/code/preview',
  /** POST (public): accept a phone invitation with its phone and code; answers a session. */
  acceptCodeInvitation: '/api/invitations/code/accept',
} as const;
