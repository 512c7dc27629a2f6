import type { Role } from '@b2b/shared/contract';
import type { Caller, CompanyRow } from '../db/rows';
import { isStaff, type Policy } from './policy';

const CLIENT_ROLES: readonly Role[] = ['DEV', 'SUP'];

const own = (caller: Caller, company: CompanyRow) => caller.company.id === company.id;

export type CompanyAction = 'read' | 'update' | 'review';

export const companyPolicy: Policy<CompanyRow, CompanyAction> = {
  refusal: 'FORBIDDEN',
  rules: {
    /** Its own accounts, and customer service. */
    read: (caller, company) => own(caller, company) || isStaff(caller),
    /** improve-info: only the MAIN account, only of a DEV or SUP company, only its own. */
    update: (caller, company) => own(caller, company) && caller.user.type === 'MAIN' && CLIENT_ROLES.includes(company.role),
    /** Customer service reviews any company. */
    review: (caller) => isStaff(caller),
  },
};
