import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, PAGE_SIZE_DEFAULT } from '@b2b/shared/contract';
import { requireRole, requireRule, requireUser } from '../../plugins/app/auth';
import { ok } from '../../plugins/app/envelope';
import { companyInfoSchema, improveInfoSchema, pendingSchema, reviewSchema } from './schema';
import { getCompany, pendingCompanies, reviewCompany, submitInfo, updateInfo } from './service';

/** A company's own MAIN account edits its info; customer-service staff review it. */
const companyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const mainOfClient = [requireUser, requireRule({ roles: ['DEV', 'SUP'], accountTypes: ['MAIN'] })];
  const staff = [requireUser, requireRole('CUSTOMER')];

  app.get(API.companyInfo, { schema: companyInfoSchema, onRequest: requireUser }, async (request) =>
    ok(request, await getCompany(ctx, request.caller!.company.id)),
  );

  app.post(API.improveInfo, { schema: improveInfoSchema, onRequest: mainOfClient }, async (request) =>
    ok(request, await submitInfo(ctx, request.caller!.company.id, request.body)),
  );

  app.put(API.improveInfo, { schema: improveInfoSchema, onRequest: mainOfClient }, async (request) =>
    ok(request, await updateInfo(ctx, request.caller!.company.id, request.body)),
  );

  app.get(API.pendingCompanies, { schema: pendingSchema, onRequest: staff }, async (request) => {
    const { page = 1, pageSize = PAGE_SIZE_DEFAULT } = request.query;
    return ok(request, await pendingCompanies(ctx, page, pageSize));
  });

  app.put(API.reviewCompany, { schema: reviewSchema, onRequest: staff }, async (request) =>
    ok(request, await reviewCompany(ctx, request.params.companyId, request.body)),
  );
};

export default companyRoutes;
