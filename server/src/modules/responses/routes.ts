import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RESPONSES_API as API } from '@b2b/shared/contract';
import { ok } from '../../plugins/app/envelope';
import { downloadCacheHook, serveFile } from '../files/serve';
import { OWN_ROUTE, ZONE_ROUTE } from '../demands/access';
import { viewerOf } from '../demands/viewer';
import { RESPONSE_READER, SUPPLIER_LIST } from './access';
import { awardResponse, revealSuppliers } from './award';
import { decideResponse, scoreResponse, setCriteria } from './marks';
import { RESPONSE_FILE_PATH } from './present';
import { findResponseFile, getResponse, listForDemand, listMarkHistory, myResponses } from './read';
import { reconfirmResponse, respond, reviseResponse, withdrawResponse } from './respond';
import * as s from './schema';

/**
 * Responses, marks and the award (docs/marketplace.md): the supplier's actions on the rule of the
 * demand zone, its own list on `workstation/published/sup/list`, party A's on
 * `workstation/published/dev/List`; reads both sides make on the rule of the caller's role.
 */
const responseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const viewer = viewerOf(ctx);
  const own = OWN_ROUTE;
  const zone = ZONE_ROUTE;
  const reader = { config: { access: RESPONSE_READER } };

  app.get(API.ofDemand, { schema: s.ofDemandSchema, ...own }, async (request) =>
    ok(request, await listForDemand(ctx, viewer(request), request.params.id)),
  );
  app.post(API.ofDemand, { schema: s.respondSchema, ...zone }, async (request) =>
    ok(request, await respond(ctx, viewer(request), request.params.id, request.body)),
  );
  app.get(API.mine, { schema: s.mineSchema, config: { access: SUPPLIER_LIST } }, async (request) =>
    ok(request, await myResponses(ctx, viewer(request), request.query)),
  );

  app.get(API.response, { schema: s.oneSchema, ...reader }, async (request) =>
    ok(request, await getResponse(ctx, viewer(request), request.params.id)),
  );
  app.put(API.response, { schema: s.reviseSchema, ...zone }, async (request) =>
    ok(request, await reviseResponse(ctx, viewer(request), request.params.id, request.body)),
  );
  app.post(API.reconfirm, { schema: s.oneSchema, ...zone }, async (request) =>
    ok(request, await reconfirmResponse(ctx, viewer(request), request.params.id)),
  );
  app.post(API.withdraw, { schema: s.oneSchema, ...zone }, async (request) =>
    ok(request, await withdrawResponse(ctx, viewer(request), request.params.id)),
  );
  app.get(API.markHistory, { schema: s.historySchema, ...reader }, async (request) =>
    ok(request, await listMarkHistory(ctx, viewer(request), request.params.id)),
  );
  app.get(RESPONSE_FILE_PATH, { schema: s.fileSchema, ...reader, onSend: downloadCacheHook }, async (request, reply) => {
    const { file, throughApi } = await findResponseFile(ctx, viewer(request), request.params.id, request.params.fileId);
    return serveFile(ctx, request, reply, file, false, { throughApi });
  });

  app.put(API.score, { schema: s.scoreSchema, ...own }, async (request) =>
    ok(request, await scoreResponse(ctx, viewer(request), request.params.id, request.body)),
  );
  app.put(API.decision, { schema: s.decisionSchema, ...own }, async (request) =>
    ok(request, await decideResponse(ctx, viewer(request), request.params.id, request.body)),
  );
  app.put(API.criteria, { schema: s.criteriaSchema, ...own }, async (request) =>
    ok(request, await setCriteria(ctx, viewer(request), request.params.id, request.body.criteria)),
  );
  app.post(API.reveal, { schema: s.revealSchema, ...own }, async (request) =>
    ok(request, await revealSuppliers(ctx, viewer(request), request.params.id)),
  );
  app.post(API.award, { schema: s.awardSchema, ...own }, async (request) =>
    ok(request, await awardResponse(ctx, viewer(request), request.params.id, request.body)),
  );
};

export default responseRoutes;
