import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  CHAT_API as API,
  ChatGroupSchema,
  CreateGroupBody,
  GroupMemberBody,
  GroupMemberSchema,
  GroupMembersBody,
  GroupQuery,
  GroupRefBody,
  PagedSchema,
  PagingQuery,
  RenameGroupBody,
} from '@b2b/shared/contract';
import { ok, responses } from '../../../plugins/app/envelope';
import { CHAT_ACCESS as config } from '../access';
import { listGroupMembers, listGroups } from './list';
import { addGroupMembers, createGroup, renameGroup } from './manage';
import { deleteGroup, leaveGroup, removeGroupMember, transferGroup } from './owner';

/** Groups (docs/chat.md): create, rename, members, transfer, delete, leave. */
const groupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const one = responses(ChatGroupSchema);

  app.get(
    API.groups,
    { schema: { querystring: PagingQuery, response: responses(PagedSchema(ChatGroupSchema)) }, config },
    async (request) => ok(request, await listGroups(ctx, request.caller!, request.query)),
  );
  app.post(API.createGroup, { schema: { body: CreateGroupBody, response: one }, config }, async (request) =>
    ok(request, await createGroup(ctx, request.caller!, request.body)),
  );
  app.post(API.renameGroup, { schema: { body: RenameGroupBody, response: one }, config }, async (request) =>
    ok(request, await renameGroup(ctx, request.caller!, request.body)),
  );
  app.delete(API.deleteGroup, { schema: { querystring: GroupQuery, response: responses(Type.Null()) }, config }, async (request) =>
    ok(request, await deleteGroup(ctx, request.caller!, request.query.groupId)),
  );
  app.get(
    API.groupMembers,
    { schema: { querystring: GroupQuery, response: responses(Type.Array(GroupMemberSchema)) }, config },
    async (request) => ok(request, await listGroupMembers(ctx, request.caller!, request.query.groupId)),
  );
  app.post(API.addGroupMembers, { schema: { body: GroupMembersBody, response: one }, config }, async (request) =>
    ok(request, await addGroupMembers(ctx, request.caller!, request.body)),
  );
  app.post(API.removeGroupMember, { schema: { body: GroupMemberBody, response: one }, config }, async (request) =>
    ok(request, await removeGroupMember(ctx, request.caller!, request.body)),
  );
  app.post(API.leaveGroup, { schema: { body: GroupRefBody, response: responses(Type.Null()) }, config }, async (request) =>
    ok(request, await leaveGroup(ctx, request.caller!, request.body.groupId)),
  );
  app.post(API.transferGroup, { schema: { body: GroupMemberBody, response: one }, config }, async (request) =>
    ok(request, await transferGroup(ctx, request.caller!, request.body)),
  );
};

export default groupRoutes;
