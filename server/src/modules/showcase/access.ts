import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RouteAccess } from '../../plugins/app/access';

/** The own window's page (any account of the company reads it). */
export const OWN_WINDOW: RouteAccess = { kind: 'route', path: { DEV: 'windows/partyA', SUP: 'windows/partyB' } };
/** The own window's form: the main account only (the route table says MAIN for both create pages). */
export const EDIT_WINDOW: RouteAccess = { kind: 'route', path: { DEV: 'windows/createPartyA', SUP: 'windows/createPartyB' } };
/** The other side's windows: DEV reads the suppliers' (party B), SUP the developers' (party A). */
export const SHOW_WINDOWS: RouteAccess = { kind: 'route', path: { DEV: 'windows/partyBshow', SUP: 'windows/partyAshow' } };

/** A window's body: two introductions of 5,000 characters (3 bytes a Chinese one), cases and contacts. */
export const WINDOW_BODY_LIMIT = 64 * 1024;

/** The app as the module's plugin gets it: each endpoint file registers its one route on it. */
export type ShowcaseApp = Parameters<FastifyPluginAsyncTypebox>[0];
