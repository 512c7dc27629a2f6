import { randomUUID } from 'node:crypto';
import type { AccountType, ApprovalStatus, MemberLevel, Role } from '@b2b/shared/contract';
import type { Caller, CompanyRow, FileRow, NoticeRow, UserRow } from '../db/rows';

const T0 = new Date('2025-06-01T02:00:00Z');

/** Rows built in memory, for tests of pure decisions (policies) that need no database. */
export function companyRow(overrides: Partial<CompanyRow> = {}): CompanyRow {
  return {
    id: randomUUID(),
    role: 'DEV' as Role,
    name: 'Fixture Co',
    nameEn: null,
    approvalStatus: 'APPROVED' as ApprovalStatus,
    rejectReason: null,
    rejectFields: null,
    changedFields: null,
    info: null,
    memberLevel: 'ORDINARY' as MemberLevel,
    memberExpires: null,
    approvedAt: null,
    headcount: 0,
    createdAt: T0,
    updatedAt: T0,
    ...overrides,
  };
}

function userRow(companyId: string, overrides: Partial<UserRow> = {}): UserRow {
  return {
    id: randomUUID(),
    companyId,
    type: 'MAIN' as AccountType,
    nickname: 'Fixture',
    email: null,
    phone: null,
    passwordHash: 'x',
    status: 'ACTIVE',
    createdAt: T0,
    updatedAt: T0,
    ...overrides,
  };
}

export function callerOf(company: CompanyRow, type: AccountType = 'MAIN'): Caller {
  const user = userRow(company.id, { type });
  const session = {
    id: randomUUID(),
    userId: user.id,
    tokenHash: 'x',
    createdAt: T0,
    expiresAt: T0,
    idleExpiresAt: T0,
    remember: false,
    revokedAt: null,
  };
  return { user, company, session };
}

export function noticeRow(userId: string): NoticeRow {
  return {
    id: randomUUID(),
    userId,
    type: 'SYSTEM',
    area: 'ACCOUNT',
    topic: null,
    titleZh: '标题',
    titleEn: 'Title',
    contentZh: '内容',
    contentEn: 'Content',
    link: null,
    read: false,
    createdAt: T0,
  };
}

export function fileRow(companyId: string, overrides: Partial<FileRow> = {}): FileRow {
  return {
    id: randomUUID(),
    companyId,
    uploadedBy: null,
    kind: 'file',
    name: 'licence.pdf',
    contentType: 'application/pdf',
    size: 1024,
    storageKey: `files/${companyId}/x/upload`,
    thumbKey: null,
    visibility: 'company',
    status: 'ready',
    expiresAt: null,
    createdAt: T0,
    ...overrides,
  };
}
