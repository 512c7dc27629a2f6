import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  CHAT_API as API,
  PagedSchema,
  PagingQuery,
  ServiceSessionSchema,
  ServiceStaffListSchema,
  ServiceTransferBody,
} from '@b2b/shared/contract';
import { Uuid } from '../../../lib/schemas';
import { ok, responses } from '../../../plugins/app/envelope';
import { myServiceSessions, serviceQueue, serviceStaff } from './list';
import { currentService, endService, pickService, startService, transferService } from './sessions';

/** Customer service (docs/chat.md, "Customer service"): a pay member asks, staff take, pass on and end. */
const serviceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const staff = { access: { kind: 'staff' } } as const;
  const customer = { access: { kind: 'route', path: 'chat-customer' } } as const;
  const params = Type.Object({ id: Uuid }, { additionalProperties: false });
  const one = responses(ServiceSessionSchema);
  const paged = responses(PagedSchema(ServiceSessionSchema));

  app.post(API.serviceStart, { schema: { response: one }, config: customer }, async (request) =>
    ok(request, await startService(ctx, request.caller!)),
  );
  app.get(
    API.serviceCurrent,
    { schema: { response: responses(Type.Union([ServiceSessionSchema, Type.Null()])) }, config: customer },
    async (request) => ok(request, await currentService(ctx, request.caller!)),
  );
  app.get(API.serviceStaff, { schema: { response: responses(ServiceStaffListSchema) }, config: staff }, async (request) =>
    ok(request, await serviceStaff(ctx)),
  );
  app.get(API.serviceQueue, { schema: { querystring: PagingQuery, response: paged }, config: staff }, async (request) =>
    ok(request, await serviceQueue(ctx, request.caller!, request.query)),
  );
  app.get(API.serviceMine, { schema: { querystring: PagingQuery, response: paged }, config: staff }, async (request) =>
    ok(request, await myServiceSessions(ctx, request.caller!, request.query)),
  );
  app.post(API.servicePick, { schema: { params, response: one }, config: staff }, async (request) =>
    ok(request, await pickService(ctx, request.caller!, request.params.id)),
  );
  app.post(API.serviceTransfer, { schema: { params, body: ServiceTransferBody, response: one }, config: staff }, async (request) =>
    ok(request, await transferService(ctx, request.caller!, request.params.id, request.body.staffId)),
  );
  app.post(
    API.serviceEnd,
    {
      schema: { params, response: one },
      config: { access: { kind: 'route', path: { DEV: 'chat-customer', SUP: 'chat-customer', CUSTOMER: 'chat-customer' } } },
    },
    async (request) => ok(request, await endService(ctx, request.caller!, request.params.id)),
  );
};

export default serviceRoutes;
