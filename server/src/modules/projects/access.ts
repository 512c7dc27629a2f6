import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { STAFF_PAGE, type RouteAccess } from '../../plugins/app/access';
import { Uuid } from '../../lib/schemas';

/**
 * The pages whose route rules the project endpoints run (docs/marketplace.md, "Delivery: access"):
 * party A's calls on its plan pages (DEV only), the supplier's on its work page (SUP only), what
 * either side does on the page it reads the project on, staff through the console.
 */
const PLAN_PAGE = 'workstation/project/published/:requirementProgressId/edit';
const VIEW_PAGE = 'workstation/project/published/:requirementProgressId/view';
const WORK_PAGE = 'workstation/project/work/process/:requirementProgressId';

export const INIT: RouteAccess = { kind: 'route', path: { DEV: 'workstation/project/published/:requirementRespondId/init' } };
export const PARTY_A: RouteAccess = { kind: 'route', path: { DEV: PLAN_PAGE } };
export const SUPPLIER: RouteAccess = { kind: 'route', path: { SUP: WORK_PAGE } };
export const EITHER_SIDE: RouteAccess = { kind: 'route', path: { DEV: VIEW_PAGE, SUP: WORK_PAGE } };
export const READER: RouteAccess = { kind: 'route', path: { DEV: VIEW_PAGE, SUP: WORK_PAGE, CUSTOMER: STAFF_PAGE } };
export const LIST: RouteAccess = { kind: 'route', path: { DEV: 'workstation/project/list', SUP: 'workstation/project/work' } };
export const DASHBOARD: RouteAccess = { kind: 'route', path: 'workstation/project/dashBoard' };
export const RATE: RouteAccess = { kind: 'route', path: 'workstation/project/evaluate' };
export const STAFF: RouteAccess = { kind: 'staff' };

export const idParams = Type.Object({ id: Uuid }, { additionalProperties: false });

/** The app as a module's plugin gets it: each endpoint file registers its one route on it. */
export type ProjectApp = Parameters<FastifyPluginAsyncTypebox>[0];
