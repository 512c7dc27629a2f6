export const ROLES = ['DEV', 'SUP', 'CUSTOMER'] as const;
export type Role = (typeof ROLES)[number];

export const APPROVAL_STATUSES = ['AWAIT_APPROVAL', 'INFO_SUBMIT', 'INFO_REJECT', 'APPROVED'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const MEMBER_LEVELS = ['ORDINARY', 'VIP', 'SVIP'] as const;
export type MemberLevel = (typeof MEMBER_LEVELS)[number];

/** MAIN: the company's main account; PROJ and REQ: sub-accounts for projects and requirements. */
export const ACCOUNT_TYPES = ['MAIN', 'PROJ', 'REQ'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
