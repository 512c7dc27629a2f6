import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { assertError, assertOk, call, createTestApp, loginAs, type TestApp } from '../../test/helpers';
import type { RouteAccess } from './access';
import { ok } from './envelope';

/** Throwaway endpoints, each declaring one access. */
const DECLARED: Record<string, RouteAccess> = {
  '/test/dev-publish': { kind: 'route', path: 'workstation/published/dev/publish' },
  '/test/sup-list': { kind: 'route', path: 'workstation/published/sup/list' },
  '/test/sub-account': { kind: 'route', path: 'account/sub-account' },
  '/test/chat': { kind: 'route', path: 'chat' },
  '/test/by-role': { kind: 'route', path: { DEV: 'workstation/published/dev/publish', SUP: 'workstation/published/sup/list' } },
  '/test/staff': { kind: 'staff' },
  '/test/user': { kind: 'user' },
  '/test/public': { kind: 'public' },
  '/test/optional': { kind: 'public', user: 'optional' },
};

async function declaredRoutes(app: FastifyInstance) {
  for (const [url, access] of Object.entries(DECLARED)) {
    app.get(url, { config: { access } }, async (request) => ok(request, request.caller ? request.caller.user.email : 'visitor'));
  }
  const schema = { querystring: { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] } };
  app.get('/test/validated-staff', { schema, config: { access: { kind: 'staff' } } }, async (request) => ok(request, 'in'));
}

const ACCOUNTS = ['dev', 'devproj', 'ordinary', 'sup', 'supreq', 'newsup', 'service'] as const;
type Account = (typeof ACCOUNTS)[number];

describe('declared route access', () => {
  let t: TestApp;
  const tokens = {} as Record<Account, string>;
  before(async () => {
    t = await createTestApp({ seed: true });
    await t.app.register(declaredRoutes);
    for (const name of ACCOUNTS) tokens[name] = (await loginAs(t.app, `${name}@demo.test`)).token;
  });
  after(() => t.close());

  const get = (url: string, account?: Account, lang?: string) => call(t.app, 'GET', url, { token: account && tokens[account], lang });
  async function assertAccess(url: string, allowed: Account[], refused: Account[]) {
    for (const account of allowed) assert.equal(assertOk(await get(url, account)), `${account}@demo.test`, `${account} on ${url}`);
    for (const account of refused) assertError(await get(url, account), 403, 'FORBIDDEN');
    assertError(await get(url), 401, 'UNAUTHENTICATED');
  }

  it('route: checks the role: workstation/published/dev/publish is for DEV only', async () => {
    await assertAccess('/test/dev-publish', ['dev', 'devproj'], ['sup', 'supreq', 'service']);
  });

  it('route: checks the account type: a REQ sub-account is refused account/sub-account, in its language', async () => {
    await assertAccess('/test/sub-account', ['dev', 'sup'], ['devproj', 'supreq']);
    const english = await get('/test/sub-account', 'supreq', 'en-US');
    assertError(english, 403, 'FORBIDDEN');
    assert.equal(english.body.msg, 'You are not allowed to do this');
    assert.equal((await get('/test/sub-account', 'supreq', 'zh-CN')).body.msg, '没有权限执行此操作');
  });

  it('route: checks the pay membership: chat and dev/publish refuse an ORDINARY DEV', async () => {
    await assertAccess('/test/chat', ['dev', 'devproj', 'sup', 'supreq'], ['ordinary', 'service']);
    assertError(await get('/test/dev-publish', 'ordinary'), 403, 'FORBIDDEN');
  });

  it('route: checks the approval: a SUP under review is refused a normal-member route, and a pay one', async () => {
    await assertAccess('/test/sup-list', ['sup', 'supreq'], ['newsup', 'dev']);
    assertError(await get('/test/chat', 'newsup'), 403, 'FORBIDDEN');
  });

  it('route: reads the membership as of now: an expired SVIP is ORDINARY', async () => {
    const start = t.clock.now();
    t.clock.advance(400 * 86_400_000);
    const token = (await loginAs(t.app, 'dev@demo.test')).token;
    assertError(await call(t.app, 'GET', '/test/chat', { token }), 403, 'FORBIDDEN');
    t.clock.set(start);
  });

  it('route per role: each role on its own page, a role without one refused', async () => {
    await assertAccess('/test/by-role', ['dev', 'devproj', 'sup', 'supreq'], ['ordinary', 'newsup', 'service']);
  });

  it('staff: customer service only; a MAIN DEV or SUP account is refused', async () => {
    await assertAccess('/test/staff', ['service'], ['dev', 'devproj', 'ordinary', 'sup', 'supreq', 'newsup']);
  });

  it('user: any signed-in account, staff included', async () => {
    await assertAccess('/test/user', [...ACCOUNTS], []);
  });

  it('refuses a missing, garbage or forged bearer token with 401, in the caller language', async () => {
    for (const url of ['/test/user', '/test/staff', '/test/sub-account']) {
      assertError(await call(t.app, 'GET', url), 401, 'UNAUTHENTICATED');
      assertError(await call(t.app, 'GET', url, { headers: { authorization: 'Bearer' } }), 401, 'UNAUTHENTICATED');
      assertError(await call(t.app, 'GET', url, { token: 'garbage' }), 401, 'UNAUTHENTICATED');
      assertError(await call(t.app, 'GET', url, { token: `${tokens.service.slice(0, -2)}AA` }), 401, 'UNAUTHENTICATED');
      assertError(await call(t.app, 'GET', url, { headers: { authorization: `Basic ${tokens.service}` } }), 401, 'UNAUTHENTICATED');
    }
    const english = await call(t.app, 'GET', '/test/user', { token: 'forged', lang: 'en-US' });
    assert.equal(english.body.msg, 'Please sign in');
  });

  it('public: no caller even with a good token; optional user: the caller when the token is good', async () => {
    assert.equal(assertOk(await get('/test/public', 'dev')), 'visitor');
    assert.equal(assertOk(await get('/test/public')), 'visitor');
    assert.equal(assertOk(await get('/test/optional', 'dev')), 'dev@demo.test');
    assert.equal(assertOk(await get('/test/optional')), 'visitor');
    assert.equal(assertOk(await call(t.app, 'GET', '/test/optional', { token: 'forged' })), 'visitor');
  });

  it('guards the real routes by their declarations: user, staff and a route-table page', async () => {
    assertError(await call(t.app, 'GET', '/api/userInfo'), 401, 'UNAUTHENTICATED');
    assertError(await call(t.app, 'GET', '/api/userInfo', { token: 'forged-token' }), 401, 'UNAUTHENTICATED');
    for (const url of ['/api/company/pending', '/api/console/queues']) {
      assertError(await get(url, 'dev'), 403, 'FORBIDDEN');
      assertError(await get(url, 'sup'), 403, 'FORBIDDEN');
      assertOk(await get(url, 'service'));
    }
    const subAccount = await get('/api/demands/market', 'supreq', 'en-US');
    assertError(subAccount, 403, 'FORBIDDEN');
    assert.equal(subAccount.body.msg, 'You are not allowed to do this');
    assertOk(await get('/api/demands/market', 'sup'));
    assertError(await get('/api/manpower', 'dev'), 403, 'FORBIDDEN');
  });

  it('authorizes after validation: 400 for a malformed request before the 403', async () => {
    assertError(await get('/test/validated-staff', 'dev'), 400, 'VALIDATION');
    assertError(await get('/test/validated-staff?n=1', 'dev'), 403, 'FORBIDDEN');
    assertError(await get('/test/validated-staff'), 401, 'UNAUTHENTICATED');
    assert.equal(assertOk(await get('/test/validated-staff?n=1', 'service')), 'in');
  });
});
