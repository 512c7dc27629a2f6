import Fastify, { type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Redis from 'ioredis';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { trackCommits } from './db/after-commit';
import { migrate, pendingMigrations } from './db/migrate';
import { createEvents } from './events';
import { createJobs, pruneJobs } from './jobs';
import { OffsetClock, systemClock, type Clock } from './lib/clock';
import { maskText } from './lib/mask';
import { createMetrics } from './metrics';
import { logOnlyTransport, smtpTransport, type MailTransport } from './mail/transport';
import { MODULES, type AppModule } from './modules';
import { registerAccess } from './plugins/app/access';
import { registerAuth } from './plugins/app/auth';
import { registerContext } from './plugins/app/context';
import { frameworkErrors, registerEnvelope } from './plugins/app/envelope';
import { registerI18n } from './plugins/app/i18n';
import { registerJsonParser } from './plugins/app/json';
import { registerObservability, requestIdOf } from './plugins/app/observability';
import { validatorCompiler } from './plugins/app/validation';
import { registerCors } from './plugins/external/cors';
import { registerSecurityHeaders } from './plugins/external/helmet';
import { registerRateLimit } from './plugins/external/rate-limit';
import { seedDemoData, seedReferenceData } from './seed';
import { createStorage, type Storage } from './storage';

export interface AppDeps {
  clock?: Clock;
  mail?: MailTransport;
  /** Where uploads go (tests); otherwise `createStorage(config)`. */
  storage?: Storage;
  /** An already migrated database (tests); otherwise `openAtStart`. */
  database?: Database;
  /** Where log lines go (tests); stdout by default. */
  logStream?: { write(line: string): void };
  /** The modules to register (tests add a faulty one); `MODULES` by default. */
  modules?: readonly AppModule[];
  /** The process's own metrics too (CPU, memory, event loop): `main.ts`; tests leave them out. */
  processMetrics?: boolean;
}

export async function openAndMigrate(config: Config, clock: Clock = systemClock): Promise<Database> {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, schema: config.dbSchema });
  await prepareDatabase(database, config, clock);
  return database;
}

/**
 * The database at start: migrated (embedded PGlite, or `MIGRATE_ON_START=true`), else only checked to be current,
 * so that migrations stay a step of their own (`pnpm migrate`) and an outdated schema stops the start.
 */
export async function openAtStart(config: Config, clock: Clock = systemClock): Promise<Database> {
  if (config.migrateOnStart) return openAndMigrate(config, clock);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, schema: config.dbSchema });
  const pending = await pendingMigrations(database, config.dbSchema).catch(async (error) => {
    await database.close();
    throw error;
  });
  if (pending.length > 0) {
    await database.close();
    throw new Error(
      `The database schema is not current: ${pending.length} migration(s) pending (${pending.join(', ')}). ` +
        'Run `pnpm migrate` first (or set MIGRATE_ON_START=true on a single instance).',
    );
  }
  return database;
}

/** Migrations, reference data and (on an empty database, when enabled) the demo data. Closes the database on failure. */
export async function prepareDatabase(database: Database, config: Config, clock: Clock = systemClock): Promise<void> {
  try {
    await migrate(database, {
      schema: config.dbSchema,
      afterwards: async (db) => {
        await seedReferenceData(db);
        if (config.seed) await seedDemoData(db, clock, config);
      },
    });
  } catch (error) {
    await database.close();
    throw error;
  }
}

/**
 * `TRUST_PROXY` for Fastify: a hop count trusts the socket and the next `n - 1` entries of
 * X-Forwarded-For (Fastify 5 takes a bare number as "trust nothing"); a list is compiled by
 * proxy-addr. `request.ip` is then the first untrusted address from the right: a client cannot
 * choose it by prepending addresses.
 */
export function fastifyTrustProxy(value: Config['trustProxy']): false | string | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return value > 0 ? (_address, hop) => hop < value : false;
  return value;
}

/** The API, ready for `listen()` or `inject()`. Closing it closes the database. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  // The browser suite's movable clock (TEST_CLOCK, demo mode only): the system's time, moved by staff.
  const clock = deps.clock ?? (config.testClock ? new OffsetClock() : systemClock);
  const app = Fastify({
    // Every log line with its emails and phone numbers masked (l***@acme.cn, 138****8000).
    logger: { level: config.logLevel, hooks: { streamWrite: maskText }, ...(deps.logStream && { stream: deps.logStream }) },
    bodyLimit: config.bodyLimit,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    frameworkErrors,
    // A direct upload's signed token travels as a path parameter (about 300 characters).
    routerOptions: { maxParamLength: 1024 },
    // X-Request-Id only in the safe format, else a new id (plugins/app/observability.ts).
    requestIdHeader: false,
    genReqId: requestIdOf,
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);

  const database = deps.database ?? (await openAtStart(config, clock));
  const mail = deps.mail ?? (config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : logOnlyTransport);
  const storage = deps.storage ?? createStorage(config, { log: app.log, clock });
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
  redis?.on('error', (err) => app.log.warn({ err }, 'Redis'));
  const events = await createEvents(redis, config.redisPrefix, app.log).catch((error) => {
    redis?.disconnect();
    throw error;
  });
  const db = trackCommits(database.db);
  const modules = deps.modules ?? MODULES;
  const definitions = [pruneJobs, ...modules.flatMap((module) => module.jobs ?? [])];
  const metrics = createMetrics({ processMetrics: deps.processMetrics });
  const jobs = createJobs({
    db: database.db,
    clock,
    log: app.log,
    settings: config.jobs,
    definitions,
    context: () => app.ctx,
    observe: (name, failed) => metrics.jobRan(name, failed),
  });
  app.addHook('preClose', () => jobs.stop());
  registerContext(app, { db, database, clock, config, mail, storage, log: app.log, redis, events, jobs, metrics });
  registerI18n(app);
  registerEnvelope(app);
  registerJsonParser(app);
  registerAuth(app);
  await registerSecurityHeaders(app);
  await registerCors(app, config);
  await registerRateLimit(app, config);
  // After the external plugins (CORS's preflight route is its own), before every module's route.
  registerAccess(app);
  registerObservability(app, metrics);

  for (const { plugin, enabled } of modules) {
    if (enabled?.(config) ?? true) await app.register(plugin);
  }
  return app;
}
