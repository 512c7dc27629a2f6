import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEMANDS_API as API } from '@b2b/shared/contract';
import { ok } from '../../plugins/app/envelope';
import { downloadCacheHook, serveFile } from '../files/serve';
import { DEMAND_READER, OWN_ROUTE, ZONE_ROUTE } from './access';
import { createDemand } from './create';
import { editDemand } from './edit';
import { listEvents } from './events';
import { marketDemands } from './market';
import { myDemands } from './mine';
import { DEMAND_FILE_PATH } from './present';
import { answerQuestion, askQuestion, listQuestions } from './questions';
import { findAttachment, getDemand, listRevisions } from './read';
import * as s from './schema';
import { cancelDemand, closeDemand, deleteDemand, submitDemand } from './transitions';
import { consoleQueues, pendingDemands, verifyDemand } from './verify';
import { viewerOf } from './viewer';

/**
 * Demands (docs/marketplace.md): party A's calls on the rule of `workstation/published/dev/List`,
 * the demand zone's on `demand`, the staff console's on `workstation/console`; reads every party
 * makes on the rule of the caller's own page (`DEMAND_READER`). The policy and the state decide next.
 */
const demandRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const viewer = viewerOf(ctx);
  const own = OWN_ROUTE;
  const zone = ZONE_ROUTE;
  const reader = { config: { access: DEMAND_READER } };
  const staff = { config: { access: { kind: 'staff' } } } as const;

  app.post(API.create, { schema: s.createSchema, ...own }, async (request) =>
    ok(request, await createDemand(ctx, viewer(request), request.body)),
  );
  app.get(API.mine, { schema: s.mineSchema, ...own }, async (request) => ok(request, await myDemands(ctx, viewer(request), request.query)));
  app.get(API.market, { schema: s.marketSchema, ...zone }, async (request) =>
    ok(request, await marketDemands(ctx, viewer(request), request.query)),
  );

  app.get(API.demand, { schema: s.demandSchema, ...reader }, async (request) =>
    ok(request, await getDemand(ctx, viewer(request), request.params.id)),
  );
  app.put(API.demand, { schema: s.editSchema, ...own }, async (request) =>
    ok(request, await editDemand(ctx, viewer(request), request.params.id, request.body)),
  );
  app.delete(API.demand, { schema: s.deleteSchema, ...own }, async (request) =>
    ok(request, await deleteDemand(ctx, viewer(request), request.params.id)),
  );
  app.post(API.submit, { schema: s.actionSchema, ...own }, async (request) =>
    ok(request, await submitDemand(ctx, viewer(request), request.params.id)),
  );
  app.post(API.close, { schema: s.actionSchema, ...own }, async (request) =>
    ok(request, await closeDemand(ctx, viewer(request), request.params.id)),
  );
  app.post(API.cancel, { schema: s.cancelSchema, ...own }, async (request) =>
    ok(request, await cancelDemand(ctx, viewer(request), request.params.id, request.body)),
  );

  app.get(API.revisions, { schema: s.revisionsSchema, ...reader }, async (request) =>
    ok(request, await listRevisions(ctx, viewer(request), request.params.id)),
  );
  app.get(API.events, { schema: s.eventsSchema, ...reader }, async (request) =>
    ok(request, await listEvents(ctx, request.caller!, request.lang, request.params.id)),
  );
  app.get(DEMAND_FILE_PATH, { schema: s.fileSchema, ...reader, onSend: downloadCacheHook }, async (request, reply) => {
    const file = await findAttachment(ctx, viewer(request), request.params.id, request.params.fileId);
    return serveFile(ctx, request, reply, file);
  });

  app.get(API.questions, { schema: s.questionsSchema, ...reader }, async (request) =>
    ok(request, await listQuestions(ctx, request.caller!, request.params.id)),
  );
  app.post(API.questions, { schema: s.askSchema, ...zone }, async (request) =>
    ok(request, await askQuestion(ctx, request.caller!, request.params.id, request.body.question)),
  );
  app.put(API.answer, { schema: s.answerSchema, ...own }, async (request) =>
    ok(request, await answerQuestion(ctx, request.caller!, request.params.id, request.body.answer)),
  );

  app.get(API.queues, { schema: s.queuesSchema, ...staff }, async (request) => ok(request, await consoleQueues(ctx)));
  app.get(API.pending, { schema: s.pendingSchema, ...staff }, async (request) =>
    ok(request, await pendingDemands(ctx, viewer(request), request.query)),
  );
  app.put(API.verify, { schema: s.verifySchema, ...staff }, async (request) =>
    ok(request, await verifyDemand(ctx, viewer(request), request.params.id, request.body)),
  );
};

export default demandRoutes;
