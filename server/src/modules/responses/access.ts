import type { RouteAccess } from '../../plugins/app/access';
import { DEMAND_ZONE, PARTY_A, PARTY_A_PAGE } from '../demands/access';

export { DEMAND_ZONE, PARTY_A };

/** The supplier's own list of responses (docs/marketplace.md, "Access, route by route"). */
const SUPPLIER_LIST_PAGE = 'workstation/published/sup/list';
export const SUPPLIER_LIST: RouteAccess = { kind: 'route', path: SUPPLIER_LIST_PAGE };

/**
 * The reads both sides make (one response, its mark history, its files): party A on the rule of
 * its evaluation pages, a supplier on the rule of its own list; staff are refused. The policy decides next.
 */
export const RESPONSE_READER: RouteAccess = { kind: 'route', path: { DEV: PARTY_A_PAGE, SUP: SUPPLIER_LIST_PAGE } };
