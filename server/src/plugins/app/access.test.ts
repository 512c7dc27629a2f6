import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { assertError, assertOk, call, createTestApp, loginAs, type TestApp } from '../../test/helpers';
import { requireRoute, requireStaff } from './access';
import { requireUser } from './auth';
import { ok } from './envelope';

/** Throwaway endpoints, each guarded by one route of the table (or by requireStaff). */
const GUARDED = {
  '/test/dev-publish': requireRoute('workstation/published/dev/publish'),
  '/test/sup-list': requireRoute('workstation/published/sup/list'),
  '/test/sub-account': requireRoute('account/sub-account'),
  '/test/chat': requireRoute('chat'),
  '/test/staff': requireStaff(),
};

async function guardedRoutes(app: FastifyInstance) {
  for (const [url, guard] of Object.entries(GUARDED)) {
    app.get(url, { onRequest: requireUser, preHandler: guard }, async (request) => ok(request, 'in'));
  }
  app.get('/test/no-authentication', { preHandler: requireRoute('chat') }, async (request) => ok(request, 'in'));
  app.get('/test/public', { preHandler: requireRoute('vip') }, async (request) => ok(request, 'in'));
}

const ACCOUNTS = ['dev', 'devproj', 'ordinary', 'sup', 'supreq', 'newsup', 'service'] as const;
type Account = (typeof ACCOUNTS)[number];

describe('requireRoute and requireStaff', () => {
  let t: TestApp;
  const tokens = {} as Record<Account, string>;
  before(async () => {
    t = await createTestApp({ seed: true });
    await t.app.register(guardedRoutes);
    for (const name of ACCOUNTS) tokens[name] = (await loginAs(t.app, `${name}@demo.test`)).token;
  });
  after(() => t.close());

  const get = (url: string, account?: Account) => call(t.app, 'GET', url, { token: account && tokens[account] });
  async function assertAccess(url: string, allowed: Account[], refused: Account[]) {
    for (const account of allowed) assert.equal(assertOk(await get(url, account)), 'in', `${account} on ${url}`);
    for (const account of refused) assertError(await get(url, account), 403, 'FORBIDDEN');
    assertError(await get(url), 401, 'UNAUTHENTICATED');
  }

  it('checks the role: workstation/published/dev/publish is for DEV only', async () => {
    await assertAccess('/test/dev-publish', ['dev', 'devproj'], ['sup', 'supreq', 'service']);
  });

  it('checks the account type: account/sub-account is for MAIN accounts only', async () => {
    await assertAccess('/test/sub-account', ['dev', 'sup'], ['devproj', 'supreq']);
  });

  it('checks the pay membership: chat and dev/publish refuse an ORDINARY DEV', async () => {
    await assertAccess('/test/chat', ['dev', 'devproj', 'sup', 'supreq'], ['ordinary', 'service']);
    assertError(await get('/test/dev-publish', 'ordinary'), 403, 'FORBIDDEN');
  });

  it('checks the approval: a SUP under review is refused a normal-member route, and a pay one', async () => {
    await assertAccess('/test/sup-list', ['sup', 'supreq'], ['newsup', 'dev']);
    assertError(await get('/test/chat', 'newsup'), 403, 'FORBIDDEN');
  });

  it('reads the membership as of now: an expired SVIP is ORDINARY', async () => {
    const start = t.clock.now();
    t.clock.advance(400 * 86_400_000);
    const token = (await loginAs(t.app, 'dev@demo.test')).token;
    assertError(await call(t.app, 'GET', '/test/chat', { token }), 403, 'FORBIDDEN');
    t.clock.set(start);
  });

  it('answers 401 to a visitor even where the route forgot requireUser, and lets a visitor into a public route', async () => {
    assertError(await get('/test/no-authentication'), 401, 'UNAUTHENTICATED');
    assert.equal(assertOk(await get('/test/public')), 'in');
  });

  it('requireStaff lets customer service in and refuses DEV and SUP accounts', async () => {
    await assertAccess('/test/staff', ['service'], ['dev', 'devproj', 'ordinary', 'sup', 'supreq', 'newsup']);
  });

  it('throws at registration for a path the table does not have', async () => {
    assert.throws(() => requireRoute('no/such/path'), /"no\/such\/path" is not in the route table/);
    assert.throws(() => requireRoute('workstation/published/dev/42/view'), /not in the route table/);
    const app = Fastify();
    app.register(async (scope) => {
      scope.get('/x', { preHandler: requireRoute('no/such/path') }, async () => 'x');
    });
    await assert.rejects(async () => void (await app.ready()), /no\/such\/path/);
  });
});
