import type { Caller, DemandRow } from '../db/rows';
import { isStaff, type Policy } from './policy';

export type DemandAction = 'read' | 'manage' | 'verify' | 'engage';

const own = (caller: Caller, demand: DemandRow) => caller.company.id === demand.companyId;
/** Once published, a demand stays readable by suppliers: awarded and cancelled ones too (their collections show them). */
const wasPublished = (demand: DemandRow) => demand.publishedAt !== null && ['PUBLISHED', 'AWARDED', 'CANCELLED'].includes(demand.status);

/**
 * Demands (docs/marketplace.md). Route rules (role, account type, membership) are checked before by
 * the route's declared access; this decides by the demand. Refusal 404: a company's drafts do not exist for others.
 * State rules (what may happen in which state) are the services' and answer 409.
 */
export const demandPolicy: Policy<DemandRow, DemandAction> = {
  refusal: 'NOT_FOUND',
  rules: {
    read: (caller, demand) => own(caller, demand) || isStaff(caller) || (caller.company.role === 'SUP' && wasPublished(demand)),
    /** Party A: edit, submit, delete, amend, close, cancel, answer, evaluate, award. */
    manage: (caller, demand) => own(caller, demand) && caller.company.role === 'DEV',
    verify: (caller) => isStaff(caller),
    /** Ask and respond: another company's published demand, by a supplier (its approval is checked apart, for its own reason). */
    engage: (caller, demand) => caller.company.role === 'SUP' && !own(caller, demand) && wasPublished(demand),
  },
};
