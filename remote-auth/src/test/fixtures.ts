import { ApiError } from '@b2b/shared/api';
import type { CompanyInfo, ErrorReason, ImproveInfoBody, UserInfo } from '@b2b/shared/contract';

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

export const companyDetails: ImproveInfoBody = {
  companyName: '上海云启科技有限公司',
  creditCode: '91310000MA1FL4AB3C',
  companyTypeId: 'it',
  provinceCode: '31',
  cityCode: '3101',
  address: '浦东新区张江路 88 号 6 楼',
  contactName: '李雷',
  contactPhone: '021-55556666',
  size: '21-100',
  website: 'https://yunqi.example.cn',
  introduction: '企业软件开发与交付',
};

export function company(overrides: Partial<CompanyInfo> = {}): CompanyInfo {
  return {
    companyId: 'c1',
    role: 'DEV',
    approvalStatus: 'INFO_SUBMIT',
    rejectReason: null,
    info: companyDetails,
    updatedAt: 1,
    ...overrides,
  };
}

/** The `ApiError` the client rejects a silent call with, for an error envelope with `data.reason`. */
export function apiError(reason: ErrorReason, message: string, data: Record<string, unknown> = {}, code = 400) {
  return new ApiError(code, message, { reason, data: { reason, ...data }, silent: true });
}
