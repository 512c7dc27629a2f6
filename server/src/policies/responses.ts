import type { Caller, DemandRow, ResponseRow } from '../db/rows';
import type { Policy } from './policy';

export type ResponseAction = 'read' | 'act' | 'evaluate' | 'chat';

/** A response with the demand it answers: party A is decided by the demand's company. */
export interface ResponseEntity {
  row: ResponseRow;
  demand: Pick<DemandRow, 'companyId'>;
}

const supplier = (caller: Caller, { row }: ResponseEntity) => caller.company.role === 'SUP' && row.companyId === caller.company.id;
const partyA = (caller: Caller, { demand }: ResponseEntity) => caller.company.role === 'DEV' && demand.companyId === caller.company.id;

/**
 * Responses (docs/marketplace.md): the supplier's company and the demand's company (party A), nobody
 * else, staff included; to anyone else a response does not exist (404). Route rules come first
 * (the route's declared access); state rules (what may happen now) are the services' and answer 409.
 */
export const responsePolicy: Policy<ResponseEntity, ResponseAction> = {
  refusal: 'NOT_FOUND',
  rules: {
    read: (caller, entity) => supplier(caller, entity) || partyA(caller, entity),
    /** The supplier: revise, reconfirm, withdraw. */
    act: supplier,
    /** Party A's evaluators: score, decide, award. */
    evaluate: partyA,
    /** Either party opens a direct conversation with the other's contact (modules/chat/partners). */
    chat: (caller, entity) => supplier(caller, entity) || partyA(caller, entity),
  },
};
