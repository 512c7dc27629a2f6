import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CHAT_API as API, ConversationRefSchema, WithCompanyBody } from '@b2b/shared/contract';
import { ok, responses } from '../../../plugins/app/envelope';
import { CHAT_ACCESS as config } from '../access';
import { openWithCompany } from './with-company';

/** Conversations between the parties of a response, without a friendship (docs/chat.md, "Who may chat"). */
const partnerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  app.post(API.withCompany, { schema: { body: WithCompanyBody, response: responses(ConversationRefSchema) }, config }, async (request) =>
    ok(request, await openWithCompany(ctx, request.caller!, request.body)),
  );
};

export default partnerRoutes;
