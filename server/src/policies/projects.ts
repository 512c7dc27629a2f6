import type { Caller, ProjectRow } from '../db/rows';
import { isStaff, type Policy } from './policy';

export type ProjectAction = 'read' | 'plan' | 'work' | 'act' | 'resolve';

/** A project with what staff's reading depends on: whether it ever had a dispute. */
export type ProjectEntity = Pick<ProjectRow, 'companyId' | 'supplierId'> & { disputed?: boolean };

const partyA = (caller: Caller, project: ProjectEntity) => caller.company.role === 'DEV' && caller.company.id === project.companyId;
const supplier = (caller: Caller, project: ProjectEntity) => caller.company.role === 'SUP' && caller.company.id === project.supplierId;
/** REQ sub-accounts read projects and change nothing. */
const writer = (caller: Caller) => caller.user.type === 'MAIN' || caller.user.type === 'PROJ';

/**
 * Delivery projects (docs/marketplace.md, Marketplace II): only the two companies see a project, and
 * staff once it had a dispute; to anyone else it does not exist (404). Party A plans and reviews, the
 * supplier works, either side cancels, disputes and rates, staff resolve; services ask `read` first
 * (404) and the action next, so a party's REQ account hears 403. State rules are the services' (409).
 */
export const projectPolicy: Policy<ProjectEntity, ProjectAction> = {
  refusal: 'NOT_FOUND',
  rules: {
    read: (caller, project) => partyA(caller, project) || supplier(caller, project) || (isStaff(caller) && !!project.disputed),
    /** Party A: the plan, the start, accepting or sending back a milestone. */
    plan: (caller, project) => partyA(caller, project) && writer(caller),
    /** The supplier: progress, submissions, answering a plan revision. */
    work: (caller, project) => supplier(caller, project) && writer(caller),
    /** Either side: cancel by agreement, open a dispute, rate the other. */
    act: (caller, project) => (partyA(caller, project) || supplier(caller, project)) && writer(caller),
    resolve: (caller, project) => isStaff(caller) && !!project.disputed,
  },
};
