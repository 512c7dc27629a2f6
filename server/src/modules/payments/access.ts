import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { RouteAccess } from '../../plugins/app/access';
import { Uuid } from '../../lib/schemas';

/** Buying and the orders are the main account's: the rule of `account/payment` (a PROJ or REQ account is refused). */
export const BUYER: RouteAccess = { kind: 'route', path: 'account/payment' };

export const idParams = Type.Object({ id: Uuid }, { additionalProperties: false });

/** The app as a module's plugin gets it: each endpoint file registers its one route on it. */
export type PaymentsApp = Parameters<FastifyPluginAsyncTypebox>[0];

/** The console's payment queues: the platform's staff (customer service). */
export const STAFF: RouteAccess = { kind: 'staff' };
