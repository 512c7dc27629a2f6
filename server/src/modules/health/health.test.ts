import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API } from '@b2b/shared/contract';
import { resolveLang } from '../../lib/i18n';
import { assertError, assertOk, call, createTestApp, type TestApp } from '../../test/helpers';
import { DEMO_ACCOUNTS_PATH, DEMO_OUTBOX_PATH } from '../demo/routes';

describe('health, envelope and language', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    t.app.get('/api/test/boom', { config: { access: { kind: 'public' } } }, async () => {
      throw new Error('secret detail');
    });
  });
  after(() => t.close());

  it('reports health with the database kind', async () => {
    const data = assertOk(await call(t.app, 'GET', API.health));
    assert.equal(data.status, 'ok');
    assert.equal(data.db, process.env.DATABASE_URL ? 'postgres' : 'pglite');
    assert.equal(typeof data.uptime, 'number');
  });

  it('answers unknown routes with a 404 envelope', async () => {
    const reply = await call(t.app, 'GET', '/api/does-not-exist');
    assertError(reply, 404, 'NOT_FOUND');
    assert.equal(reply.body.msg, '请求的资源不存在');
    assertError(await call(t.app, 'DELETE', API.health), 404, 'NOT_FOUND');
  });

  it('translates msg by Accept-Language', async () => {
    const msg = async (lang?: string) => (await call(t.app, 'GET', '/api/nope', { lang })).body.msg;
    assert.equal(await msg('en_US'), 'The resource does not exist');
    assert.equal(await msg('zh_CN'), '请求的资源不存在');
    assert.equal(await msg('zh-TW'), '请求的资源不存在');
    assert.equal(await msg('fr-FR'), 'The resource does not exist');
    assert.equal(await msg(), '请求的资源不存在');
    assert.equal(assertOk(await call(t.app, 'GET', API.health, { lang: 'en_US' })) !== null, true);
    assert.equal((await call(t.app, 'GET', API.health, { lang: 'en_US' })).body.msg, 'Success');
  });

  it('maps language tags like the client does', () => {
    assert.equal(resolveLang(undefined), 'zh-CN');
    assert.equal(resolveLang(''), 'zh-CN');
    assert.equal(resolveLang('en'), 'en-US');
    assert.equal(resolveLang('en-GB'), 'en-US');
    assert.equal(resolveLang('zh'), 'zh-CN');
    assert.equal(resolveLang('zh-HK'), 'zh-CN');
    assert.equal(resolveLang('zh_SG'), 'zh-CN');
    assert.equal(resolveLang('de'), 'en-US');
    assert.equal(resolveLang('en;q=0.5,zh-TW;q=0.9'), 'zh-CN');
    assert.equal(resolveLang('*'), 'zh-CN');
  });

  it('rejects malformed JSON with 400 VALIDATION', async () => {
    const reply = await call(t.app, 'POST', API.login, { raw: '{"method":', headers: { 'content-type': 'application/json' } });
    assertError(reply, 400, 'VALIDATION');
  });

  it('rejects a missing body with 400 VALIDATION', async () => {
    assertError(await call(t.app, 'POST', API.login), 400, 'VALIDATION');
    assertError(await call(t.app, 'POST', API.login, { raw: '', headers: { 'content-type': 'application/json' } }), 400, 'VALIDATION');
  });

  it('rejects an unsupported content type with 415', async () => {
    const reply = await call(t.app, 'POST', API.login, {
      raw: 'method=password',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assertError(reply, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('rejects a body over the limit with 413', async () => {
    const reply = await call(t.app, 'POST', API.login, {
      body: { method: 'password', account: 'x'.repeat(t.config.bodyLimit), password: 'x' },
    });
    assertError(reply, 413, 'PAYLOAD_TOO_LARGE');
    assert.equal(reply.body.msg, '提交的内容过大');
  });

  it('hides unexpected errors behind 500 INTERNAL', async () => {
    const reply = await call(t.app, 'GET', '/api/test/boom', { lang: 'en_US' });
    assertError(reply, 500, 'INTERNAL');
    assert.equal(reply.body.msg, 'Server error');
    assert.doesNotMatch(JSON.stringify(reply.body), /secret detail|stack/);
  });

  it('has no demo outbox unless DEMO is on, not even for a loopback caller', async () => {
    assertError(await call(t.app, 'GET', `${DEMO_OUTBOX_PATH}?target=a@b.cn`, { ip: '127.0.0.1' }), 404, 'NOT_FOUND');
    assertError(await call(t.app, 'GET', DEMO_ACCOUNTS_PATH, { ip: '127.0.0.1' }), 404, 'NOT_FOUND');
  });

  it('answers CORS preflights of a configured origin only', async () => {
    const cors = await createTestApp({ config: { corsOrigins: ['http://localhost:3000'] } });
    const preflight = (app: typeof t.app, origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url: API.login,
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
      });
    try {
      const response = await preflight(cors.app, 'http://localhost:3000');
      assert.equal(response.statusCode, 204);
      assert.equal(response.headers['access-control-allow-origin'], 'http://localhost:3000');
      assert.match(String(response.headers['access-control-allow-headers']), /Authorization/);
      const get = await cors.app.inject({ method: 'GET', url: API.health, headers: { origin: 'http://localhost:3000' } });
      assert.match(String(get.headers['access-control-expose-headers']), /X-Session-Expires/);
      const evil = await preflight(cors.app, 'https://evil.example');
      assert.equal(evil.headers['access-control-allow-origin'], undefined);
    } finally {
      await cors.close();
    }
    // Unconfigured (the default): no origin is answered; the web app calls through its own origin.
    const none = await preflight(t.app, 'http://localhost:3000');
    assert.equal(none.headers['access-control-allow-origin'], undefined);
  });
});

describe('demo outbox', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ config: { demo: true } });
  });
  after(() => t.close());
  const local = { ip: '127.0.0.1' };

  it('returns the newest message to a target, with its code', async () => {
    assertError(await call(t.app, 'GET', `${DEMO_OUTBOX_PATH}?target=nobody@example.com`, local), 404, 'NOT_FOUND');
    assertOk(await call(t.app, 'POST', API.sendMailCode, { body: { email: 'New@Example.com', purpose: 'register' }, lang: 'en_US' }));
    const data = assertOk(await call(t.app, 'GET', `${DEMO_OUTBOX_PATH}?target=new@example.com`, local));
    assert.equal(data.channel, 'mail');
    assert.equal(data.target, 'new@example.com');
    assert.match(data.code, /^\d{6}$/);
    assert.match(data.subject, /verification code/);
    assertError(await call(t.app, 'GET', DEMO_OUTBOX_PATH, local), 400, 'VALIDATION', ['/target']);
  });

  it('lists the demo logins in the request language', async () => {
    const accounts = assertOk(await call(t.app, 'GET', DEMO_ACCOUNTS_PATH, { lang: 'en_US', ...local }));
    const dev = accounts.find((a: { email: string }) => a.email === 'dev@demo.test');
    assert.deepEqual([dev.password, dev.role, dev.phone], ['Demo-2026-b2b', 'DEV', '13800000001']);
    assert.match(dev.description, /SVIP/);
    assert.ok(accounts.some((a: { email: string }) => a.email === 'service@demo.test'));
  });
});
