import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { API, HealthSchema, ReadySchema } from '@b2b/shared/contract';
import { AppError } from '../../lib/errors';
import type { AppContext } from '../../plugins/app/context';
import { ok, responses } from '../../plugins/app/envelope';

const startedAt = Date.now();
/** A dependency slower than this counts as down: a load balancer's probe must not hang. */
const CHECK_TIMEOUT_MS = 2000;
/** A key no file has: asking for it proves the storage answers (null) without reading anything. */
const STORAGE_PROBE_KEY = 'ready/probe';

type Dependency = 'database' | 'redis' | 'storage';

function withTimeout(work: Promise<unknown>): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The dependencies that do not answer now, each asked once, together. */
async function downDependencies(ctx: AppContext): Promise<Dependency[]> {
  const checks: [Dependency, () => Promise<unknown>][] = [
    ['database', () => ctx.db.execute(sql`select 1`)],
    ['storage', () => ctx.storage.stat(STORAGE_PROBE_KEY)],
  ];
  const { redis } = ctx;
  if (redis) {
    checks.push([
      'redis',
      async () => {
        if (redis.status !== 'ready') throw new Error(`Redis connection ${redis.status}`);
        await redis.ping();
      },
    ]);
  }
  const results = await Promise.allSettled(checks.map(([, check]) => withTimeout(check())));
  const down: Dependency[] = [];
  results.forEach((result, i) => {
    if (result.status === 'rejected') {
      down.push(checks[i][0]);
      ctx.log.warn({ err: result.reason, dependency: checks[i][0] }, 'not ready');
    }
  });
  return down;
}

/**
 * Liveness (`/api/health`: the process answers, nothing else asked, so an orchestrator restarts only a stuck
 * process) and readiness (`/api/ready`: the database and the storage answer; a load balancer sends traffic only
 * to a ready instance; 503 SERVICE_UNAVAILABLE naming the ones down otherwise; Redis down is reported, not refused).
 */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const config = { access: { kind: 'public' } } as const;
  app.get(API.health, { schema: { response: responses(HealthSchema) }, logLevel: 'warn', config }, async (request) =>
    ok(request, { status: 'ok' as const, db: ctx.database.kind, uptime: (Date.now() - startedAt) / 1000 }),
  );
  app.get(API.ready, { schema: { response: responses(ReadySchema) }, logLevel: 'warn', config }, async (request) => {
    const down = await downDependencies(ctx);
    // Without Redis an instance still serves (docs/deploy.md, "Faults"): taking every instance out of the load
    // balancer for it would turn a degraded platform into one that answers nobody.
    if (down.some((dependency) => dependency !== 'redis')) throw new AppError('SERVICE_UNAVAILABLE', { fields: down });
    const redis = !ctx.redis ? 'off' : down.includes('redis') ? 'down' : 'ok';
    return ok(request, { status: 'ok' as const, checks: { database: 'ok', redis, storage: 'ok' } as const });
  });
};

export default healthRoutes;
