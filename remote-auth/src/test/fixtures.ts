// remote-auth's own test data; the kernel's (users, API errors) is in `@test/fixtures`.
import type { CompanyInfo, ImproveInfoBody } from '@b2b/shared/contract';

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
    logo: null,
    licences: [],
    updatedAt: 1,
    ...overrides,
  };
}
