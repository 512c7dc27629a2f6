import Type from 'typebox';
import { and, eq } from 'drizzle-orm';
import { DIRECTORY_API, ConversationRefSchema, Uuid, type ConversationRef } from '@b2b/shared/contract';
import type { Caller } from '../../../db/rows';
import { companies, users } from '../../../db/schema';
import { acrossCompanies } from '../../../db/scoped';
import { AppError } from '../../../lib/errors';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { mayChat } from '../../chat/eligible';
import { openIntroducedConversation } from '../../chat/partners/introduced';
import { DIRECTORY_PAGE, type ModuleApp } from '../access';
import { LISTED } from '../filters';

/**
 * "Chat" on a directory card: the direct conversation between the caller and the listed supplier's main account,
 * created the first time without a friendship (the directory introduces them, as a response does on the
 * evaluation page). Twice gives the same conversation. Refused with nothing created: a company the directory does
 * not list (404), a caller or contact that may not chat (403, CHAT_PEER_UNAVAILABLE), a block (CHAT_BLOCKED).
 */
export async function chatWithSupplier(ctx: AppContext, caller: Caller, supplierId: string): Promise<ConversationRef> {
  const now = ctx.clock.now();
  if (!mayChat(caller.user, caller.company, now)) throw new AppError('FORBIDDEN');
  const [contact] = await acrossCompanies(ctx.db, 'a listed supplier is reached through its main account')
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(companies.id, supplierId), LISTED, eq(users.type, 'MAIN')))
    .limit(1);
  if (!contact) throw new AppError('NOT_FOUND');
  if (contact.user.status !== 'ACTIVE' || !mayChat(contact.user, contact.company, now)) throw new AppError('CHAT_PEER_UNAVAILABLE');
  const conversationId = await openIntroducedConversation(ctx.db, caller.user.id, contact.user.id, now, { byDirectory: true });
  return { conversationId };
}

export function registerChatWithSupplier(app: ModuleApp) {
  const params = Type.Object({ id: Uuid }, { additionalProperties: false });
  const schema = { params, response: responses(ConversationRefSchema) };
  app.post(DIRECTORY_API.chat, { schema, config: { access: DIRECTORY_PAGE } }, async (request) =>
    ok(request, await chatWithSupplier(app.ctx, request.caller!, request.params.id)),
  );
}
