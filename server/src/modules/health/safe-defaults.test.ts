import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { API } from '@b2b/shared/contract';
import { loadConfig, type Config } from '../../config';
import { assertError, assertOk, call, createTestApp, type TestApp } from '../../test/helpers';
import { DEMO_ACCOUNTS_PATH, DEMO_OUTBOX_PATH } from '../demo/routes';

/** The parts of the environment these tests set; everything else as unset. */
const env = (values: Record<string, string>) => values as NodeJS.ProcessEnv;
/** The same, outside demo mode: the embedded database chosen as it must be (database-choice.test.ts). */
const embedded = (values: Record<string, string>) => env({ DATABASE: 'pglite', ...values });

describe('safe defaults: configuration', () => {
  it('is not demo mode, trusts no proxy, answers no origin and takes 32 KB bodies unless told', () => {
    const config = loadConfig(embedded({}));
    assert.equal(config.demo, false);
    assert.equal(config.seed, false);
    assert.equal(config.trustProxy, false);
    assert.deepEqual(config.corsOrigins, []);
    assert.equal(config.bodyLimit, 32 * 1024);
    assert.equal(config.host, '127.0.0.1');
  });

  it('demo mode seeds the demo data', () => {
    const config = loadConfig(env({ DEMO: 'true' }));
    assert.deepEqual([config.demo, config.seed], [true, true]);
  });

  it('attack: demo mode on a non-loopback address or a real database is refused', () => {
    assert.throws(() => loadConfig(env({ DEMO: 'true', HOST: '0.0.0.0' })), /refusing HOST=0\.0\.0\.0/);
    assert.throws(() => loadConfig(env({ DEMO: 'true', HOST: '::' })), /refusing HOST/);
    assert.throws(() => loadConfig(env({ DEMO: 'true', HOST: '192.168.1.20' })), /refusing HOST/);
    assert.throws(() => loadConfig(env({ DEMO: 'true', DATABASE_URL: 'postgres://db/prod' })), /refusing DATABASE_URL/);
    for (const host of ['127.0.0.1', 'localhost', '::1', '[::1]']) assert.equal(loadConfig(env({ DEMO: 'true', HOST: host })).demo, true);
    const exposed = loadConfig(env({ DEMO: 'true', HOST: '0.0.0.0', DATABASE_URL: 'postgres://db/x', DEMO_ALLOW_EXPOSED: 'true' }));
    assert.deepEqual([exposed.demo, exposed.host], [true, '0.0.0.0']);
    // Without demo mode any address is fine.
    assert.equal(loadConfig(embedded({ HOST: '0.0.0.0' })).host, '0.0.0.0');
  });

  it('attack: the API process refuses to start in demo mode with HOST=0.0.0.0', () => {
    const { DATABASE_URL: _url, ...rest } = process.env;
    const result = spawnSync(path.join(__dirname, '../../../node_modules/.bin/tsx'), ['src/main.ts'], {
      cwd: path.join(__dirname, '../../..'),
      env: {
        ...rest,
        DEMO: 'true',
        HOST: '0.0.0.0',
        PORT: '0',
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'b2b-demo-')),
        LOG_LEVEL: 'silent',
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    assert.notEqual(result.status, 0, `started: ${result.stdout}`);
    assert.match(result.stderr, /refusing HOST=0\.0\.0\.0/);
  });

  it('reads TRUST_PROXY as hops or addresses, never "every hop"', () => {
    assert.equal(loadConfig(embedded({ TRUST_PROXY: '1' })).trustProxy, 1);
    assert.equal(loadConfig(embedded({ TRUST_PROXY: 'loopback, 10.0.0.0/8' })).trustProxy, 'loopback,10.0.0.0/8');
    assert.equal(loadConfig(embedded({ TRUST_PROXY: 'false' })).trustProxy, false);
    assert.throws(() => loadConfig(embedded({ TRUST_PROXY: 'true' })), /every hop/);
    assert.deepEqual(loadConfig(embedded({ CORS_ORIGINS: 'http://localhost:3000, http://localhost:3001' })).corsOrigins, [
      'http://localhost:3000',
      'http://localhost:3001',
    ]);
  });
});

describe('safe defaults: demo routes in demo mode', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ config: { demo: true, trustProxy: 'loopback' } });
  });
  after(() => t.close());

  it('answer a loopback caller naming this machine', async () => {
    assertOk(await call(t.app, 'GET', DEMO_ACCOUNTS_PATH, { ip: '127.0.0.1', headers: { host: 'localhost:4000' } }));
    assertOk(await call(t.app, 'GET', DEMO_ACCOUNTS_PATH, { ip: '::1', headers: { host: '[::1]:4000' } }));
    assertOk(await call(t.app, 'GET', DEMO_ACCOUNTS_PATH, { ip: '127.0.0.1', headers: { host: '127.0.0.1:4000' } }));
  });

  it('attack: the demo outbox over a non-loopback Host (DNS rebinding) is 404', async () => {
    for (const host of ['evil.example', 'evil.example:4000', '192.168.1.20:4000', 'localhost.evil.example']) {
      assertError(await call(t.app, 'GET', `${DEMO_OUTBOX_PATH}?target=a@b.cn`, { ip: '127.0.0.1', headers: { host } }), 404, 'NOT_FOUND');
      assertError(await call(t.app, 'GET', DEMO_ACCOUNTS_PATH, { ip: '127.0.0.1', headers: { host } }), 404, 'NOT_FOUND');
    }
    // Through the host's proxy: the original Host comes as X-Forwarded-Host.
    const viaProxy = {
      ip: '127.0.0.1',
      headers: { host: '127.0.0.1:4000', 'x-forwarded-for': '127.0.0.1', 'x-forwarded-host': 'evil.example:3000' },
    };
    assertError(await call(t.app, 'GET', DEMO_ACCOUNTS_PATH, viaProxy), 404, 'NOT_FOUND');
  });

  it('attack: a caller from another machine is 404, also through the proxy or with a forged X-Forwarded-For', async () => {
    assertError(
      await call(t.app, 'GET', DEMO_ACCOUNTS_PATH, { ip: '192.168.1.30', headers: { host: 'localhost:4000' } }),
      404,
      'NOT_FOUND',
    );
    const remote = { ip: '127.0.0.1', headers: { host: 'localhost:4000', 'x-forwarded-for': '192.168.1.30' } };
    assertError(await call(t.app, 'GET', DEMO_ACCOUNTS_PATH, remote), 404, 'NOT_FOUND');
    const forged = { ip: '192.168.1.30', headers: { host: 'localhost:4000', 'x-forwarded-for': '127.0.0.1' } };
    assertError(await call(t.app, 'GET', DEMO_ACCOUNTS_PATH, forged), 404, 'NOT_FOUND');
  });
});

describe('safe defaults: the real client address', () => {
  /** Sign-in attempts (an invalid body: the per-IP limit counts before validation) from `ip` with `xff`. */
  const attempt = (t: TestApp, ip: string, xff?: string) =>
    call(t.app, 'POST', API.login, { body: {}, ip, headers: xff ? { 'x-forwarded-for': xff } : {} });
  const limited = (reply: { status: number; body: { data: { reason: string } } }) =>
    reply.status === 429 && reply.body.data.reason === 'RATE_LIMITED';
  const app = (trustProxy: Config['trustProxy']) =>
    createTestApp({
      config: {
        trustProxy,
        rateLimit: {
          sendPerIpPerHour: 20,
          authPerIpPerMinute: 3,
          visitPerIpPerHour: 60,
          searchPerIpPerMinute: 120,
          reportPerIpPerMinute: 30,
        },
      },
    });

  for (const trustProxy of ['loopback', 1] as const) {
    it(`attack (TRUST_PROXY=${trustProxy}): one client cannot exhaust sign-in for everyone, a forged X-Forwarded-For does not reset it`, async () => {
      const t = await app(trustProxy);
      try {
        for (let i = 0; i < 3; i++) assert.ok(!limited(await attempt(t, '127.0.0.1', '203.0.113.1')));
        assert.ok(limited(await attempt(t, '127.0.0.1', '203.0.113.1')));
        // The client prepends addresses of its choice; the proxy sets the last entry to the real one.
        assert.ok(limited(await attempt(t, '127.0.0.1', '198.51.100.99, 203.0.113.1')));
        assert.ok(limited(await attempt(t, '127.0.0.1', '10.9.8.7, 127.0.0.1, 203.0.113.1')));
        // Everyone else still signs in.
        assert.ok(!limited(await attempt(t, '127.0.0.1', '203.0.113.2')));
        assert.ok(!limited(await attempt(t, '127.0.0.1', '203.0.113.3')));
      } finally {
        await t.close();
      }
    });
  }

  it('attack (TRUST_PROXY=loopback): a direct caller cannot pick its address with X-Forwarded-For', async () => {
    const t = await app('loopback');
    try {
      for (let i = 0; i < 3; i++) assert.ok(!limited(await attempt(t, '198.51.100.7', `203.0.113.${10 + i}`)));
      assert.ok(limited(await attempt(t, '198.51.100.7', '203.0.113.50')));
      assert.ok(!limited(await attempt(t, '198.51.100.8')));
    } finally {
      await t.close();
    }
  });

  it('attack (no proxy, the default): X-Forwarded-For is ignored', async () => {
    const t = await app(false);
    try {
      for (let i = 0; i < 3; i++) assert.ok(!limited(await attempt(t, '198.51.100.7', `203.0.113.${20 + i}`)));
      assert.ok(limited(await attempt(t, '198.51.100.7', '127.0.0.1')));
      assert.ok(!limited(await attempt(t, '198.51.100.8', '198.51.100.7')));
    } finally {
      await t.close();
    }
  });
});

describe('safe defaults: headers and body limit', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('sends helmet headers and no-store on auth and account answers', async () => {
    const replies = [
      await call(t.app, 'GET', API.health),
      await call(t.app, 'POST', API.login, { body: { method: 'password', account: 'nobody@example.com', password: 'x' } }),
      await call(t.app, 'GET', API.userInfo, { token: 'garbage' }),
      await call(t.app, 'GET', API.companyInfo),
      await call(t.app, 'GET', API.notice),
      await call(t.app, 'PUT', API.changePassword, { body: {} }),
      await call(t.app, 'POST', API.sendMailCode, { body: {} }),
      await call(t.app, 'GET', '/api/nope'),
    ];
    for (const reply of replies) {
      assert.equal(reply.headers['cache-control'], 'no-store', JSON.stringify(reply.body));
      assert.equal(reply.headers['x-content-type-options'], 'nosniff');
      assert.match(String(reply.headers['content-security-policy']), /default-src 'none'.*frame-ancestors 'none'/);
      assert.equal(reply.headers['referrer-policy'], 'no-referrer');
      assert.equal(reply.headers['x-frame-options'], 'DENY');
    }
  });

  it('attack: a 40 KB JSON body is refused with a 413 envelope', async () => {
    const reply = await call(t.app, 'POST', API.register, { body: { companyName: 'x'.repeat(40 * 1024) } });
    assertError(reply, 413, 'PAYLOAD_TOO_LARGE');
    assert.equal(reply.headers['cache-control'], 'no-store');
  });
});
