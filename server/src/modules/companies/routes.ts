import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from '@b2b/shared/contract';
import { ok } from '../../plugins/app/envelope';
import { submitInfo, updateInfo } from './info';
import { pendingCompanies, reviewCompany } from './review';
import { listCompanyEvents } from './events';
import { companyInfoSchema, eventsSchema, improveInfoSchema, pendingSchema, reviewSchema } from './schema';
import { getCompany } from './service';

/**
 * A company's accounts read it, its MAIN account edits it (improve-info: the policy
 * `authorize(caller, 'update', { company })`, as no route of the table states that rule), and
 * customer-service staff review it.
 */
const companyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const signedIn = { config: { access: { kind: 'user' } } } as const;
  const staff = { config: { access: { kind: 'staff' } } } as const;

  app.get(API.companyInfo, { schema: companyInfoSchema, ...signedIn }, async (request) =>
    ok(request, await getCompany(ctx, request.caller!)),
  );

  app.post(API.improveInfo, { schema: improveInfoSchema, ...signedIn }, async (request) =>
    ok(request, await submitInfo(ctx, request.caller!, request.body)),
  );

  app.put(API.improveInfo, { schema: improveInfoSchema, ...signedIn }, async (request) =>
    ok(request, await updateInfo(ctx, request.caller!, request.body)),
  );

  app.get(API.pendingCompanies, { schema: pendingSchema, ...staff }, async (request) =>
    ok(request, await pendingCompanies(ctx, request.query)),
  );

  app.put(API.reviewCompany, { schema: reviewSchema, ...staff }, async (request) =>
    ok(request, await reviewCompany(ctx, request.caller!, request.params.companyId, request.body)),
  );

  app.get(API.companyEvents, { schema: eventsSchema, ...staff }, async (request) =>
    ok(request, await listCompanyEvents(ctx, request.caller!, request.params.companyId)),
  );
};

export default companyRoutes;
