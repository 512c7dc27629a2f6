import type { ApprovalStatus, CompanyEventAction } from '@b2b/shared/contract';
import type { Tx } from '../db/client';
import { companyEvents } from '../db/schema';
import type { DemoCompany } from './demo-accounts';

const HOUR = 3_600_000;

export interface SeededCompany {
  demo: DemoCompany;
  companyId: string;
  /** The company's MAIN account. */
  mainUserId: string;
  createdAt: Date;
}

/**
 * The review history the console shows for each demo company with details: its submission, then the
 * staff's decision (a party A is approved on submission; a supplier waits for staff).
 */
export async function seedCompanyHistory(tx: Tx, seeded: SeededCompany[], staffUserId: string | null): Promise<void> {
  const rows = seeded.flatMap(({ demo, companyId, mainUserId, createdAt }) => {
    if (!demo.info || demo.role === 'CUSTOMER') return [];
    const event = (action: CompanyEventAction, userId: string | null, from: ApprovalStatus, to: ApprovalStatus, hours: number) => ({
      companyId,
      userId,
      action,
      fromStatus: from,
      toStatus: to,
      reason: action === 'REJECTED' ? (demo.rejectReason ?? null) : null,
      rejectFields: action === 'REJECTED' ? (demo.rejectFields ?? null) : null,
      createdAt: new Date(createdAt.getTime() + hours * HOUR),
    });
    if (demo.role === 'DEV') return [event('SUBMITTED', mainUserId, 'AWAIT_APPROVAL', demo.approvalStatus, 1)];
    const submitted = event('SUBMITTED', mainUserId, 'AWAIT_APPROVAL', 'INFO_SUBMIT', 1);
    if (demo.approvalStatus === 'APPROVED') return [submitted, event('APPROVED', staffUserId, 'INFO_SUBMIT', 'APPROVED', 3)];
    if (demo.approvalStatus === 'INFO_REJECT') return [submitted, event('REJECTED', staffUserId, 'INFO_SUBMIT', 'INFO_REJECT', 3)];
    return [submitted];
  });
  if (rows.length) await tx.insert(companyEvents).values(rows);
}
