import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyPluginAsync } from 'fastify';
import { buildApp } from '../../app';
import { loadConfig, type Config } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { MODULES } from '../../modules';
import type { RouteAccess } from './access';

/** buildApp with every module and one more registering `route`: resolves, or rejects with why. */
describe('the app refuses to start on a route without a valid access', () => {
  let database: Database;
  const base = loadConfig({ DATABASE: 'pglite', LOG_LEVEL: 'silent' });
  const config: Config = { ...base, dataDir: 'memory://', webhookSecrets: { ...base.webhookSecrets, known: 'k'.repeat(32) } };
  before(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
  });
  after(() => database.close());

  async function start(options: { config?: { access?: RouteAccess } }) {
    const plugin: FastifyPluginAsync = async (app) => {
      app.post('/api/test/added', options as never, async () => 'in');
    };
    const app = await buildApp(config, { database, modules: [...MODULES, { name: 'added', plugin }] });
    // Not app.close(): that would close the shared database.
    return app;
  }

  it('starts when the added route declares a valid access', async () => {
    const app = await start({ config: { access: { kind: 'route', path: 'workstation/manpower' } } });
    assert.ok(app.routeAccess.some((route) => route.url === '/api/test/added'));
  });

  it('throws for a route without config.access', async () => {
    await assert.rejects(start({}), /POST \/api\/test\/added declares no access/);
    await assert.rejects(start({ config: {} }), /declares no access/);
  });

  it('throws for a route-table path the table does not have, alone or per role', async () => {
    await assert.rejects(
      start({ config: { access: { kind: 'route', path: 'no/such/path' } } }),
      /"no\/such\/path" is not in the route table/,
    );
    await assert.rejects(
      start({ config: { access: { kind: 'route', path: { DEV: 'workstation/manpower', SUP: 'workstation/published/dev/42/view' } } } }),
      /not in the route table/,
    );
    await assert.rejects(start({ config: { access: { kind: 'route', path: {} } } }), /names no page/);
  });

  it('has one staff mechanism: the console page is declared as staff, not as a route', async () => {
    await assert.rejects(start({ config: { access: { kind: 'route', path: 'workstation/console' } } }), /declare \{ kind: 'staff' \}/);
  });

  it('throws for an unknown access kind and for a webhook whose secret is not configured', async () => {
    await assert.rejects(start({ config: { access: { kind: 'admin' } as never } }), /unknown access/);
    await assert.rejects(start({ config: { access: { kind: 'webhook', secret: 'payments' } } }), /WEBHOOK_SECRET_PAYMENTS/);
  });
});
