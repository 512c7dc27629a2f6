import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { API, HealthSchema } from '@b2b/shared/contract';
import { ok, responses } from '../../plugins/app/envelope';

const startedAt = Date.now();

/** Answers only when the database does: a load balancer can trust it. */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const config = { access: { kind: 'public' } } as const;
  app.get(API.health, { schema: { response: responses(HealthSchema) }, logLevel: 'warn', config }, async (request) => {
    await ctx.db.execute(sql`select 1`);
    return ok(request, { status: 'ok' as const, db: ctx.database.kind, uptime: (Date.now() - startedAt) / 1000 });
  });
};

export default healthRoutes;
