import { and, eq, or } from 'drizzle-orm';
import type { ConversationRef, WithCompanyBody } from '@b2b/shared/contract';
import type { Tx } from '../../../db/client';
import type { Caller } from '../../../db/rows';
import { companies, users } from '../../../db/schema';
import { acrossCompanies } from '../../../db/scoped';
import { AppError } from '../../../lib/errors';
import type { AppContext } from '../../../plugins/app/context';
import { loadResponse } from '../../responses/load';
import { sealedNow } from '../../responses/present';
import { mayChat, mayOpen } from '../eligible';
import { openIntroducedConversation } from './introduced';

/** The pages the button is on: party A's evaluation, the supplier's own responses. */
const EVALUATION_PAGE = 'workstation/published/dev/mark/:requirementId';
const SUPPLIER_PAGE = 'workstation/published/sup/list';

/** The contact of a company: `preferred` (the account that responded) while it is one of its accounts, else the main account. */
async function contactOf(db: Tx, companyId: string, preferred: string | null) {
  const rows = await acrossCompanies(db, 'the other party of a response is reached through its contact account')
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.companyId, companyId), or(eq(users.type, 'MAIN'), preferred ? eq(users.id, preferred) : undefined)));
  return rows.find((row) => row.user.id === preferred) ?? rows.find((row) => row.user.type === 'MAIN');
}

/**
 * The direct conversation between the caller and the other company of a response (party A ↔ its
 * supplier), created the first time without a friendship: the response links them. Party A reaches
 * the account that responded (or the supplier's main account), the supplier party A's main account.
 * Twice gives the same conversation (one per pair of accounts). Refused, with nothing created, to a
 * company that is not the other party (404), to an account that may not open the page of the button
 * (403), while the demand is sealed or the response withdrawn (409), while a blind evaluation hides
 * the supplier, when the contact may not chat, and between accounts one of which blocked the other.
 */
export async function openWithCompany(ctx: AppContext, caller: Caller, body: WithCompanyBody): Promise<ConversationRef> {
  const me = caller.user.id;
  const now = ctx.clock.now();
  if (body.companyId === caller.company.id) throw new AppError('CHAT_SELF');
  const { row, demand } = await loadResponse(ctx.db, caller, body.responseId, 'chat');
  const asPartyA = demand.companyId === caller.company.id;
  if (!mayOpen(asPartyA ? EVALUATION_PAGE : SUPPLIER_PAGE, caller.user, caller.company, now)) throw new AppError('FORBIDDEN');
  if ((asPartyA ? row.companyId : demand.companyId) !== body.companyId) throw new AppError('NOT_FOUND');
  if (row.status === 'WITHDRAWN' || sealedNow(demand, now)) throw new AppError('STATE_CONFLICT');
  if (demand.blind && !demand.revealed) throw new AppError('CHAT_RESPONSE_BLIND');
  const contact = await contactOf(ctx.db, body.companyId, asPartyA ? row.createdBy : null);
  if (!contact || !mayChat(contact.user, contact.company, now)) throw new AppError('CHAT_PEER_UNAVAILABLE');
  const conversationId = await openIntroducedConversation(ctx.db, me, contact.user.id, now);
  return { conversationId };
}
