import Fastify, { type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { migrate } from './db/migrate';
import { systemClock, type Clock } from './lib/clock';
import { logOnlyTransport, smtpTransport, type MailTransport } from './mail/transport';
import { MODULES } from './modules';
import { registerAuth } from './plugins/app/auth';
import { registerContext } from './plugins/app/context';
import { frameworkErrors, registerEnvelope } from './plugins/app/envelope';
import { registerI18n } from './plugins/app/i18n';
import { registerJsonParser } from './plugins/app/json';
import { validatorCompiler } from './plugins/app/validation';
import { registerCors } from './plugins/external/cors';
import { registerRateLimit } from './plugins/external/rate-limit';
import { seedDemoData, seedReferenceData } from './seed';

export interface AppDeps {
  clock?: Clock;
  mail?: MailTransport;
  /** An already migrated database (tests); otherwise opened from the config and migrated. */
  database?: Database;
}

export async function openAndMigrate(config: Config, clock: Clock = systemClock): Promise<Database> {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, schema: config.dbSchema });
  await prepareDatabase(database, config, clock);
  return database;
}

/** Migrations, reference data and (on an empty database, when enabled) the demo data. Closes the database on failure. */
export async function prepareDatabase(database: Database, config: Config, clock: Clock = systemClock): Promise<void> {
  try {
    await migrate(database, {
      schema: config.dbSchema,
      afterwards: async (db) => {
        await seedReferenceData(db);
        if (config.seed) await seedDemoData(db, clock);
      },
    });
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** The API, ready for `listen()` or `inject()`. Closing it closes the database. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    frameworkErrors,
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);

  const database = deps.database ?? (await openAndMigrate(config, clock));
  const mail = deps.mail ?? (config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : logOnlyTransport);
  registerContext(app, { db: database.db, database, clock, config, mail, log: app.log });
  registerI18n(app);
  registerEnvelope(app);
  registerJsonParser(app);
  registerAuth(app);
  await registerCors(app, config);
  await registerRateLimit(app, config);

  for (const { plugin, enabled } of MODULES) {
    if (enabled?.(config) ?? true) await app.register(plugin);
  }
  return app;
}
