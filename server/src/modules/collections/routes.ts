import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { COLLECT_API as API, CollectBody, CollectQuery, DemandSummarySchema, PagedSchema } from '@b2b/shared/contract';
import { Uuid } from '../../lib/schemas';
import { ok, responses } from '../../plugins/app/envelope';
import { viewerOf } from '../demands/viewer';
import { collect, listCollected, uncollect } from './service';

/** My Collection (docs/marketplace.md): the caller's own saved demands, on the rule of its page. */
const collectionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const viewer = viewerOf(ctx);
  const access = { config: { access: { kind: 'route', path: 'workstation/published/sup/myCollection' } } } as const;
  const summary = responses(DemandSummarySchema);

  app.get(
    API.list,
    { schema: { querystring: CollectQuery, response: responses(PagedSchema(DemandSummarySchema)) }, ...access },
    async (request) => ok(request, await listCollected(ctx, viewer(request), request.query)),
  );
  app.post(API.list, { schema: { body: CollectBody, response: summary }, ...access }, async (request) =>
    ok(request, await collect(ctx, viewer(request), request.body.demandId)),
  );
  const params = Type.Object({ id: Uuid }, { additionalProperties: false });
  app.delete(API.item, { schema: { params, response: responses(Type.Null()) }, ...access }, async (request) =>
    ok(request, await uncollect(ctx, viewer(request), request.params.id)),
  );
};

export default collectionRoutes;
