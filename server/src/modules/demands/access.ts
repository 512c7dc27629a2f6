import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Role } from '@b2b/shared/contract';
import { AppError } from '../../lib/errors';
import { requireRoute } from '../../plugins/app/access';

/** The pages whose route rules the demand endpoints run (docs/marketplace.md, "Access, route by route"). */
export const PARTY_A_PAGE = 'workstation/published/dev/List';
export const DEMAND_ZONE_PAGE = 'demand';
export const CONSOLE_PAGE = 'workstation/console';

export const partyA = requireRoute(PARTY_A_PAGE);
export const demandZone = requireRoute(DEMAND_ZONE_PAGE);
export const staffConsole = requireRoute(CONSOLE_PAGE);

const READER_RULES: Record<Role, preHandlerAsyncHookHandler> = { DEV: partyA, SUP: demandZone, CUSTOMER: staffConsole };

/**
 * preHandler of the reads every party makes (one demand, its revisions, questions, events and
 * attachments): the rule of the page the caller's role reads it on. The policy decides next.
 */
export const demandReader: preHandlerAsyncHookHandler = async function (request, reply) {
  if (!request.caller) throw new AppError('UNAUTHENTICATED');
  const rule = READER_RULES[request.caller.company.role];
  if (!rule) throw new AppError('FORBIDDEN');
  await rule.call(this, request, reply);
};
