import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { count } from 'drizzle-orm';
import { buildApp, prepareDatabase } from '../app';
import { loadConfig, type Config } from '../config';
import { COMPANY_TYPES } from '../seed';
import { adminQuery } from '../test/helpers';
import { openDatabase } from './client';
import { pendingMigrations } from './migrate';
import { companyTypes } from './schema';

const url = process.env.DATABASE_URL;

/**
 * A config on an empty database: a new schema of the test PostgreSQL, or a PGlite folder (in memory when it need not
 * be opened twice); `drop` removes it.
 */
async function emptyDatabase(overrides: Partial<Config> = {}, reopened = true): Promise<{ config: Config; drop(): Promise<void> }> {
  const base = { ...loadConfig({ LOG_LEVEL: 'silent', DATABASE: 'pglite' }), redisUrl: undefined, ...overrides };
  if (!url) {
    const dataDir = reopened ? mkdtempSync(path.join(os.tmpdir(), 'b2b-migrate-')) : 'memory://';
    return { config: { ...base, dataDir }, drop: async () => void (reopened && rmSync(dataDir, { recursive: true, force: true })) };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create schema "${schema}"`);
  return {
    config: { ...base, databaseUrl: url, dbSchema: schema },
    drop: async () => void (await adminQuery(url, `drop schema "${schema}" cascade`)),
  };
}

const open = (config: Config) => openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, schema: config.dbSchema });

describe('migrations: a step of their own', () => {
  it('attack: the API refuses to start on a database with pending migrations unless told to migrate, then starts once migrated', async () => {
    const { config, drop } = await emptyDatabase({ migrateOnStart: false });
    try {
      await assert.rejects(buildApp(config), (error: Error) => {
        assert.match(error.message, /schema is not current: \d+ migration\(s\) pending \(0000_init, .*\)/);
        assert.match(error.message, /Run `pnpm migrate` first \(or set MIGRATE_ON_START=true/);
        return true;
      });
      const database = await open(config);
      assert.ok((await pendingMigrations(database, config.dbSchema)).includes('0000_init'));
      await prepareDatabase(database, config); // what `pnpm migrate` runs
      await database.close();
      const app = await buildApp(config);
      assert.equal((await app.inject({ method: 'GET', url: '/api/health' })).statusCode, 200);
      assert.deepEqual(await pendingMigrations(app.ctx.database, config.dbSchema), []);
      await app.close();
    } finally {
      await drop();
    }
  });

  it('migrates at start when told to (MIGRATE_ON_START=true), with the reference data', async () => {
    const { config, drop } = await emptyDatabase({ migrateOnStart: true }, false);
    try {
      const app = await buildApp(config);
      assert.deepEqual(await pendingMigrations(app.ctx.database, config.dbSchema), []);
      const [{ n }] = await app.ctx.db.select({ n: count() }).from(companyTypes);
      assert.equal(n, COMPANY_TYPES.length);
      await app.close();
    } finally {
      await drop();
    }
  });

  it(
    'two migrate runs started together on PostgreSQL both succeed (the start-up lock)',
    { skip: !url && 'DATABASE_URL is not set: PGlite has one connection, nothing to race' },
    async () => {
      const { config, drop } = await emptyDatabase();
      const [a, b] = [await open(config), await open(config)];
      try {
        await Promise.all([prepareDatabase(a, config), prepareDatabase(b, config)]);
        assert.deepEqual(await pendingMigrations(a, config.dbSchema), []);
        const [{ n }] = await a.db.select({ n: count() }).from(companyTypes);
        assert.equal(n, COMPANY_TYPES.length);
      } finally {
        await Promise.allSettled([a.close(), b.close()]); // a failed run has closed its own
        await drop();
      }
    },
  );
});
