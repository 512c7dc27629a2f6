import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type Redis from 'ioredis';
import type { Config } from '../../config';
import type { Database, Db } from '../../db/client';
import type { EventBus } from '../../events';
import type { Jobs } from '../../jobs/runner';
import type { Clock } from '../../lib/clock';
import type { MailTransport } from '../../mail/transport';
import type { Metrics } from '../../metrics';
import type { Storage } from '../../storage/storage';

/** What every service gets: never a request, only these dependencies. */
export interface AppContext {
  db: Db;
  database: Database;
  clock: Clock;
  config: Config;
  mail: MailTransport;
  /** Where uploaded files live (disk or S3). */
  storage: Storage;
  log: FastifyBaseLogger;
  /** Timed work, run once across instances (src/jobs). */
  jobs: Jobs<AppContext>;
  /** The app's one Redis connection (`REDIS_URL`; keys under `config.redisPrefix`); undefined without Redis. */
  redis?: Redis;
  /** Domain events, in-process or across instances through Redis (events/). */
  events: EventBus;
  /** This instance's Prometheus metrics (metrics/; `GET /metrics`). */
  metrics: Metrics;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export function registerContext(app: FastifyInstance, ctx: AppContext): void {
  app.decorate('ctx', ctx);
  app.addHook('onClose', async () => {
    await ctx.events.close();
    await ctx.mail.close?.();
    await ctx.database.close();
    await ctx.redis?.quit().catch(() => ctx.redis?.disconnect());
  });
}
