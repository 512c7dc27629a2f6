import type { CertificateRow } from '../db/rows';
import { isStaff, type Policy } from './policy';

export type CertificateAction = 'read' | 'write' | 'review';

/**
 * A supplier's certificate: its company's accounts read it; only the MAIN account of that supplier, approved,
 * writes it; staff review any. Services load a company's certificates through its scope, so another company's
 * id is already 404; the refusal says nothing of existence either.
 */
export const certificatePolicy: Policy<Pick<CertificateRow, 'companyId'>, CertificateAction> = {
  refusal: 'NOT_FOUND',
  rules: {
    read: (caller, cert) => cert.companyId === caller.company.id || isStaff(caller),
    write: (caller, cert) =>
      cert.companyId === caller.company.id &&
      caller.company.role === 'SUP' &&
      caller.company.approvalStatus === 'APPROVED' &&
      caller.user.type === 'MAIN',
    review: (caller) => isStaff(caller),
  },
};
