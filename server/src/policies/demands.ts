import type { Caller, DemandRow } from '../db/rows';
import { isStaff, type Policy } from './policy';

export type DemandAction = 'read' | 'manage' | 'verify' | 'engage';

/**
 * A demand with the caller's part in it that the rules need: whether the caller's company has an
 * active (not withdrawn) response to it. Only a cancelled demand asks; unset counts as no.
 */
export type DemandEntity = DemandRow & { callerResponded?: boolean };

const own = (caller: Caller, demand: DemandRow) => caller.company.id === demand.companyId;
const wasPublished = (demand: DemandRow) => demand.publishedAt !== null;
/**
 * What a supplier may read of another company's demand: published and awarded ones (its collections
 * show them), a cancelled one only when it had responded (it was told, with the reason).
 */
const supplierReads = (caller: Caller, demand: DemandEntity) =>
  caller.company.role === 'SUP' &&
  !own(caller, demand) &&
  wasPublished(demand) &&
  (demand.status === 'PUBLISHED' || demand.status === 'AWARDED' || (demand.status === 'CANCELLED' && !!demand.callerResponded));

/**
 * Demands (docs/marketplace.md). Route rules (role, account type, membership) are checked before by
 * the route's declared access; this decides by the demand. Refusal 404: a company's drafts do not exist for others,
 * staff included (they see a demand from its submission on).
 * State rules (what may happen in which state) are the services' and answer 409.
 */
export const demandPolicy: Policy<DemandEntity, DemandAction> = {
  refusal: 'NOT_FOUND',
  rules: {
    read: (caller, demand) => own(caller, demand) || (isStaff(caller) && demand.status !== 'DRAFT') || supplierReads(caller, demand),
    /** Party A: edit, submit, delete, amend, close, cancel, answer, evaluate, award. */
    manage: (caller, demand) => own(caller, demand) && caller.company.role === 'DEV',
    verify: (caller, demand) => isStaff(caller) && demand.status !== 'DRAFT',
    /** Ask and respond: another company's demand the supplier may read (its approval is checked apart, for its own reason). */
    engage: supplierReads,
  },
};
