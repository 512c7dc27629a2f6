import type { preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../lib/errors';
import { requireRoute } from '../../plugins/app/access';

/** The pages whose route rules the response endpoints run (docs/marketplace.md, "Access, route by route"). */
export const partyA = requireRoute('workstation/published/dev/List');
export const demandZone = requireRoute('demand');
export const supplierList = requireRoute('workstation/published/sup/list');

/**
 * preHandler of the reads both sides make (one response, its mark history, its files): party A on
 * the rule of its evaluation pages, a supplier on the rule of its own list. The policy decides next.
 */
export const responseReader: preHandlerAsyncHookHandler = async function (request, reply) {
  if (!request.caller) throw new AppError('UNAUTHENTICATED');
  const role = request.caller.company.role;
  if (role !== 'DEV' && role !== 'SUP') throw new AppError('FORBIDDEN');
  await (role === 'DEV' ? partyA : supplierList).call(this, request, reply);
};
