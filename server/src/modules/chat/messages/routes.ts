import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  CHAT_API as API,
  ChatMessageSchema,
  ChatSettingsSchema,
  HistoryQuery,
  LanguageBody,
  PagedSchema,
  ReadQuery,
  ReadResultSchema,
  SendBody,
  SendResultSchema,
  TranslateFlagBody,
} from '@b2b/shared/contract';
import { Uuid } from '../../../lib/schemas';
import { ok, responses } from '../../../plugins/app/envelope';
import { downloadCacheHook, serveFile } from '../../files/serve';
import { MESSAGE_ACCESS as config } from '../access';
import { deleteMessage } from './delete';
import { messageFile } from './file';
import { messageHistory } from './history';
import { markRead } from './receipts';
import { recallMessage } from './recall';
import { sendMessage } from './send';
import { updateChatSettings } from './settings';
import { unreadTotal } from './unread';

/** Messages by REST (docs/chat.md): history, send (the socket's fallback), receipts, delete, recall, unread, settings. */
const messageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const params = Type.Object({ id: Uuid }, { additionalProperties: false });

  app.get(
    API.history,
    { schema: { params, querystring: HistoryQuery, response: responses(PagedSchema(ChatMessageSchema)) }, config },
    async (request) => ok(request, await messageHistory(ctx, request.caller!, request.params.id, request.query)),
  );
  // Stored, then answered, then delivered: the members hear of it once the sender has its answer.
  app.post(API.send, { schema: { body: SendBody, response: responses(SendResultSchema) }, config }, async (request, reply) => {
    const sent = await sendMessage(ctx, request.caller!, request.body);
    await reply.send(ok(request, sent.result));
    await sent.deliver();
    return reply;
  });
  app.post(API.read, { schema: { params, querystring: ReadQuery, response: responses(ReadResultSchema) }, config }, async (request) =>
    ok(request, await markRead(ctx, request.caller!.user.id, request.params.id, request.query.seq)),
  );
  app.delete(API.deleteMessage, { schema: { params, response: responses(Type.Null()) }, config }, async (request) =>
    ok(request, await deleteMessage(ctx, request.caller!, request.params.id)),
  );
  app.post(API.recall, { schema: { params, response: responses(ChatMessageSchema) }, config }, async (request) =>
    ok(request, await recallMessage(ctx, request.caller!.user.id, request.params.id)),
  );
  app.get(API.messageFile, { schema: { params }, config, onSend: downloadCacheHook }, async (request, reply) =>
    serveFile(ctx, request, reply, await messageFile(ctx, request.caller!, request.params.id), false, { throughApi: true }),
  );
  app.get(API.unreadCount, { schema: { response: responses(Type.Integer({ minimum: 0 })) }, config }, async (request) =>
    ok(request, await unreadTotal(ctx.db, request.caller!.user.id)),
  );
  app.post(API.initLanguage, { schema: { body: LanguageBody, response: responses(ChatSettingsSchema) }, config }, async (request) =>
    ok(request, await updateChatSettings(ctx, request.caller!, request.lang, { language: request.body.language })),
  );
  app.post(API.translateFlag, { schema: { body: TranslateFlagBody, response: responses(ChatSettingsSchema) }, config }, async (request) =>
    ok(request, await updateChatSettings(ctx, request.caller!, request.lang, { translate: request.body.translate })),
  );
};

export default messageRoutes;
