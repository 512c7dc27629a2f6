// Test data the kernel's types describe, shared by every app's tests (`@test/fixtures`).
import { ApiError } from '../../../shared/src/api';
import type { ErrorReason, UserInfo } from '../../../shared/src/contract';
import { DEMO_ACCESS_USERS } from '../../../shared/src/access/demo-users.test-kit';

/** A signed-in user: an approved DEV main account, ORDINARY member, unless overridden. */
export function user(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    userId: 'u1',
    role: 'DEV',
    refined: true,
    companyApprovalStatus: 'APPROVED',
    memberLevel: 'ORDINARY',
    type: 'MAIN',
    expires: Date.now() + 3_600_000,
    customers: [],
    nickname: 'Li Lei',
    email: 'li@acme.cn',
    phone: '13800138000',
    companyId: 'c1',
    companyName: '上海云启科技有限公司',
    memberExpires: null,
    ...overrides,
  };
}

/** The `ApiError` the client rejects a silent call with, for an error envelope with `data.reason`. */
export function apiError(reason: ErrorReason, message: string, data: Record<string, unknown> = {}, code = 400) {
  return new ApiError(code, message, { reason, data: { reason, ...data }, silent: true });
}

/** The demo accounts of the seed (README, Demo logins) as full users: one per role to walk. */
export const DEMO_USERS = Object.fromEntries(Object.entries(DEMO_ACCESS_USERS).map(([name, access]) => [name, user(access)])) as Record<
  keyof typeof DEMO_ACCESS_USERS,
  UserInfo
>;
