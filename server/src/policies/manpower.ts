import type { ManpowerRow } from '../db/rows';
import type { Policy } from './policy';

export type ManpowerAction = 'read' | 'write';

/**
 * Manpower entries of a supplier (docs/marketplace.md): every account of the company reads them,
 * MAIN and PROJ accounts change them (a REQ account is refused, 403). Services load entries
 * through the company's scope, so another company's entry is already 404 before this is asked.
 */
export const manpowerPolicy: Policy<Pick<ManpowerRow, 'companyId'>, ManpowerAction> = {
  refusal: 'FORBIDDEN',
  rules: {
    read: (caller, entry) => caller.company.role === 'SUP' && entry.companyId === caller.company.id,
    write: (caller, entry) =>
      caller.company.role === 'SUP' &&
      entry.companyId === caller.company.id &&
      (caller.user.type === 'MAIN' || caller.user.type === 'PROJ'),
  },
};
