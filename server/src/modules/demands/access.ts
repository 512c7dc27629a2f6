import { STAFF_PAGE, type RouteAccess } from '../../plugins/app/access';

/** The pages whose route rules the demand endpoints run (docs/marketplace.md, "Access, route by route"). */
export const PARTY_A_PAGE = 'workstation/published/dev/List';
export const DEMAND_ZONE_PAGE = 'demand';

export const PARTY_A: RouteAccess = { kind: 'route', path: PARTY_A_PAGE };
export const DEMAND_ZONE: RouteAccess = { kind: 'route', path: DEMAND_ZONE_PAGE };

/** Route options (`{ schema, ...OWN_ROUTE }`) of party A's own calls and the demand zone's, on demands and responses alike. */
export const OWN_ROUTE = { config: { access: PARTY_A } };
export const ZONE_ROUTE = { config: { access: DEMAND_ZONE } };

/**
 * The reads every party makes (one demand, its revisions, questions, events and attachments): the
 * rule of the page the caller's role reads it on, the staff console's for staff. The policy decides next.
 */
export const DEMAND_READER: RouteAccess = {
  kind: 'route',
  path: { DEV: PARTY_A_PAGE, SUP: DEMAND_ZONE_PAGE, CUSTOMER: STAFF_PAGE },
};
