// Test data only (imported by tests and tools/jest/helpers/fixtures.ts, never by the kernel's code).
import type { AccessUser } from './rules';

const base: AccessUser = { role: 'DEV', type: 'MAIN', memberLevel: 'ORDINARY', companyApprovalStatus: 'APPROVED' };
const as = (overrides: Partial<AccessUser>): AccessUser => ({ ...base, ...overrides });

/** The demo accounts of the seed (README, Demo logins) as the access rules see them: one per role to walk. */
export const DEMO_ACCESS_USERS = {
  devMain: as({ memberLevel: 'SVIP' }),
  devProj: as({ type: 'PROJ', memberLevel: 'SVIP' }),
  ordinaryDev: as({}),
  supMain: as({ role: 'SUP', memberLevel: 'VIP' }),
  supReq: as({ role: 'SUP', type: 'REQ', memberLevel: 'VIP' }),
  unapprovedSup: as({ role: 'SUP', companyApprovalStatus: 'INFO_SUBMIT' }),
  rejectedSup: as({ role: 'SUP', companyApprovalStatus: 'INFO_REJECT' }),
  staff: as({ role: 'CUSTOMER' }),
} as const satisfies Record<string, AccessUser>;
