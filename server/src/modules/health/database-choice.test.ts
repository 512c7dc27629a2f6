import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, it } from 'node:test';
import { loadConfig } from '../../config';

/** The parts of the environment these tests set; everything else as unset. */
const env = (values: Record<string, string>) => values as NodeJS.ProcessEnv;
const POSTGRES = 'postgres://app@db.internal/b2b';

describe('safe defaults: the database is chosen, never defaulted', () => {
  it('attack: without DATABASE_URL, DATABASE=pglite or DEMO=true the configuration refuses to load', () => {
    for (const values of [{}, { HOST: '0.0.0.0' }, { DATABASE: '' }, { DATA_DIR: '/srv/b2b/pglite' }] as Record<string, string>[]) {
      assert.throws(() => loadConfig(env(values)), /No database chosen: set DATABASE_URL=postgres:\/\/… , or DATABASE=pglite/);
    }
  });

  it('takes PostgreSQL from DATABASE_URL and checks its schema at start unless MIGRATE_ON_START=true', () => {
    const config = loadConfig(env({ DATABASE_URL: POSTGRES }));
    assert.deepEqual([config.databaseUrl, config.migrateOnStart], [POSTGRES, false]);
    assert.equal(loadConfig(env({ DATABASE_URL: POSTGRES, MIGRATE_ON_START: 'true' })).migrateOnStart, true);
  });

  it('takes embedded PGlite when named (DATABASE=pglite) or in demo mode, and migrates it at start', () => {
    for (const values of [{ DATABASE: 'pglite' }, { DATABASE: 'PGlite' }, { DEMO: 'true' }, { DEMO: 'true', DATABASE: 'pglite' }] as Record<
      string,
      string
    >[]) {
      const config = loadConfig(env(values));
      assert.deepEqual([config.databaseUrl, config.migrateOnStart], [undefined, true], JSON.stringify(values));
    }
    assert.equal(loadConfig(env({ DATABASE: 'pglite', MIGRATE_ON_START: 'false' })).migrateOnStart, false);
  });

  it('attack: an unknown DATABASE or both choices at once are refused', () => {
    assert.throws(() => loadConfig(env({ DATABASE: 'sqlite' })), /DATABASE=sqlite is not a choice/);
    assert.throws(() => loadConfig(env({ DATABASE: 'postgres', DATABASE_URL: POSTGRES })), /DATABASE=postgres is not a choice/);
    assert.throws(() => loadConfig(env({ DATABASE: 'pglite', DATABASE_URL: POSTGRES })), /both set: choose one/);
  });

  it('attack: the API process without a database choice exits with the message, before opening anything', () => {
    const { DATABASE_URL: _url, DATABASE: _database, DEMO: _demo, ...rest } = process.env;
    const result = spawnSync(path.join(__dirname, '../../../node_modules/.bin/tsx'), ['src/main.ts'], {
      cwd: path.join(__dirname, '../../..'),
      env: { ...rest, PORT: '0', DATA_DIR: '/nonexistent/never-created', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    assert.notEqual(result.status, 0, `started: ${result.stdout}`);
    assert.match(result.stderr, /No database chosen/);
  });
});
