import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { MANPOWER_API as API, ManpowerBody, ManpowerQuery, ManpowerSchema, PagedSchema } from '@b2b/shared/contract';
import { Uuid } from '../../lib/schemas';
import { ok, responses } from '../../plugins/app/envelope';
import { createManpower, deleteManpower, listManpower, updateManpower } from './service';

/** Manpower (docs/marketplace.md): the supplier's own entries, on the rule of `workstation/manpower`; the policy says who writes. */
const manpowerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const config = { access: { kind: 'route', path: 'workstation/manpower' } } as const;
  const params = Type.Object({ id: Uuid }, { additionalProperties: false });
  const one = responses(ManpowerSchema);

  app.get(API.list, { schema: { querystring: ManpowerQuery, response: responses(PagedSchema(ManpowerSchema)) }, config }, async (request) =>
    ok(request, await listManpower(ctx, request.caller!, request.query)),
  );
  app.post(API.list, { schema: { body: ManpowerBody, response: one }, config }, async (request) =>
    ok(request, await createManpower(ctx, request.caller!, request.body)),
  );
  app.put(API.item, { schema: { params, body: ManpowerBody, response: one }, config }, async (request) =>
    ok(request, await updateManpower(ctx, request.caller!, request.params.id, request.body)),
  );
  app.delete(API.item, { schema: { params, response: responses(Type.Null()) }, config }, async (request) =>
    ok(request, await deleteManpower(ctx, request.caller!, request.params.id)),
  );
};

export default manpowerRoutes;
