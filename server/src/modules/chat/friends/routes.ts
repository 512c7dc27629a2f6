import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  BlockBody,
  CHAT_API as API,
  ChatContactSchema,
  ContactsQuery,
  FriendRequestBody,
  FriendshipQuery,
  FriendshipSchema,
  PagedSchema,
} from '@b2b/shared/contract';
import { Uuid } from '../../../lib/schemas';
import { ok, responses } from '../../../plugins/app/envelope';
import { CHAT_ACCESS as config } from '../access';
import { directContact, listContacts } from '../contacts';
import { acceptFriend, declineFriend, removeFriend } from './answer';
import { setBlocked } from './block';
import { listFriendships } from './list';
import { requestFriend } from './request';

/** Friends and contacts (docs/chat.md): requests, answers, blocks, the contact list. */
const friendRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const params = Type.Object({ id: Uuid }, { additionalProperties: false });
  const one = responses(FriendshipSchema);

  app.get(
    API.contacts,
    { schema: { querystring: ContactsQuery, response: responses(PagedSchema(ChatContactSchema)) }, config },
    async (request) => ok(request, await listContacts(ctx, request.caller!, request.query)),
  );
  app.get(API.chatContact, { schema: { params, response: responses(ChatContactSchema) }, config }, async (request) =>
    ok(request, await directContact(ctx, request.caller!, request.params.id)),
  );
  app.get(
    API.friendships,
    { schema: { querystring: FriendshipQuery, response: responses(PagedSchema(FriendshipSchema)) }, config },
    async (request) => ok(request, await listFriendships(ctx, request.caller!, request.query)),
  );
  app.post(API.requestFriend, { schema: { body: FriendRequestBody, response: one }, config }, async (request) =>
    ok(request, await requestFriend(ctx, request.caller!, request.body)),
  );
  app.post(API.acceptFriend, { schema: { params, response: one }, config }, async (request) =>
    ok(request, await acceptFriend(ctx, request.caller!, request.params.id)),
  );
  app.post(API.declineFriend, { schema: { params, response: one }, config }, async (request) =>
    ok(request, await declineFriend(ctx, request.caller!, request.params.id)),
  );
  app.delete(API.removeFriend, { schema: { params, response: one }, config }, async (request) =>
    ok(request, await removeFriend(ctx, request.caller!, request.params.id)),
  );
  app.post(API.block, { schema: { params, body: BlockBody, response: one }, config }, async (request) =>
    ok(request, await setBlocked(ctx, request.caller!, request.params.id, request.body.blocked)),
  );
};

export default friendRoutes;
