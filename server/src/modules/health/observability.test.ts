import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type Redis from 'ioredis';
import { API, METRICS_PATH, REASONS, REQUEST_ID_PATTERN } from '@b2b/shared/contract';
import { defineJob } from '../../jobs';
import { HSTS } from '../../plugins/external/helmet';
import type { Storage } from '../../storage/storage';
import { assertError, assertOk, call, createTestApp, type TestApp } from '../../test/helpers';

const WEB_RULES = path.resolve(__dirname, '../../../../scripts/platform/web-rules.mjs');

describe('liveness, readiness, request ids and metrics', () => {
  let t: TestApp;
  const lines: string[] = [];
  /** The storage's answer to the readiness probe; `undefined` answers as a reachable store does. */
  let storageFailure: Error | undefined;
  before(async () => {
    t = await createTestApp({ config: { logLevel: 'info' }, logStream: { write: (line) => void lines.push(line) } });
    const storage = t.app.ctx.storage;
    t.app.ctx.storage = {
      ...storage,
      stat: (key) => (storageFailure ? Promise.reject(storageFailure) : storage.stat(key)),
    } satisfies Storage;
  });
  after(() => t.close());

  it('is live without asking anything, and ready when the database, Redis and the storage answer', async () => {
    assert.equal(assertOk(await call(t.app, 'GET', API.health)).status, 'ok');
    const ready = assertOk(await call(t.app, 'GET', API.ready));
    assert.deepEqual(ready, {
      status: 'ok',
      checks: { database: 'ok', redis: process.env.REDIS_URL ? 'ok' : 'off', storage: 'ok' },
    });
  });

  it('answers 503 SERVICE_UNAVAILABLE in the caller’s language, naming what is down, while it stays live', async () => {
    storageFailure = new Error('connect ECONNREFUSED 127.0.0.1:9000');
    try {
      const reply = await call(t.app, 'GET', API.ready, { lang: 'en-US' });
      assertError(reply, 503, 'SERVICE_UNAVAILABLE', ['storage']);
      assert.equal(reply.body.msg, 'The service is temporarily unavailable, please try again later');
      assert.equal(reply.headers['cache-control'], 'no-store');
      assertOk(await call(t.app, 'GET', API.health));
    } finally {
      storageFailure = undefined;
    }

    const { db } = t.app.ctx;
    const execute = db.execute.bind(db);
    db.execute = (() => Promise.reject(new Error('Connection terminated unexpectedly'))) as unknown as typeof db.execute;
    const redis = t.app.ctx.redis;
    t.app.ctx.redis = { status: 'reconnecting' } as Redis;
    try {
      const reply = await call(t.app, 'GET', API.ready);
      assertError(reply, 503, 'SERVICE_UNAVAILABLE', ['database', 'redis']);
      assert.equal(reply.body.msg, '服务暂时不可用，请稍后再试');
      assert.ok(!reply.body.data.fields?.includes('storage'));
    } finally {
      db.execute = execute;
    }
    try {
      // Redis alone down: still ready (the instance serves), and says so.
      const reply = await call(t.app, 'GET', API.ready);
      assertOk(reply);
      assert.equal(reply.body.data.checks.redis, 'down');
    } finally {
      t.app.ctx.redis = redis;
    }
    assertOk(await call(t.app, 'GET', API.ready));
  });

  it('takes a safe X-Request-Id, logs every line of the request with it and answers it back', async () => {
    lines.length = 0;
    const id = 'b7c1e2d4-5a6f-4b8c-9d0e-1f2a3b4c5d6e';
    const reply = await call(t.app, 'GET', '/api/nowhere', { headers: { 'x-request-id': id } });
    assert.equal(reply.headers['x-request-id'], id);
    const logged = lines.map((line) => JSON.parse(line) as { reqId?: string });
    assert.ok(logged.length > 0 && logged.every((line) => line.reqId === id), lines.join('\n'));
  });

  it('attack: an X-Request-Id that is not safe to log is replaced by one of its own', async () => {
    for (const forged of ['short', 'x'.repeat(65), 'id with spaces 123', '"},{"admin":true', 'a%0d%0aforged-line', '../../etc/passwd']) {
      const reply = await call(t.app, 'GET', API.health, { headers: { 'x-request-id': forged } });
      const answered = String(reply.headers['x-request-id']);
      assert.notEqual(answered, forged);
      assert.match(answered, /^[0-9a-f]{32}$/);
    }
  });

  it('has the web tier’s request id rule (scripts/platform/web-rules.mjs)', () => {
    assert.ok(readFileSync(WEB_RULES, 'utf8').includes(`export const REQUEST_ID_PATTERN = ${String(REQUEST_ID_PATTERN)};`));
  });

  it('sends HSTS only over HTTPS, as the web tier does: a forged X-Forwarded-Proto from an untrusted peer is no HTTPS', async () => {
    assert.ok(readFileSync(WEB_RULES, 'utf8').includes(`export const HSTS = '${HSTS}';`));
    const plain = await call(t.app, 'GET', API.health, { headers: { 'x-forwarded-proto': 'https' } });
    assert.equal(plain.headers['strict-transport-security'], undefined);
    const proxied = await createTestApp({ config: { trustProxy: 'loopback' } });
    try {
      const secure = await call(proxied.app, 'GET', API.health, { ip: '127.0.0.1', headers: { 'x-forwarded-proto': 'https' } });
      assert.equal(secure.headers['strict-transport-security'], HSTS);
      assert.equal((await call(proxied.app, 'GET', API.health, { ip: '127.0.0.1' })).headers['strict-transport-security'], undefined);
    } finally {
      await proxied.close();
    }
  });

  it('has the contract’s texts for the web tier’s own envelopes (API_UNREACHABLE, PAYLOAD_TOO_LARGE)', () => {
    const rules = readFileSync(WEB_RULES, 'utf8');
    for (const reason of ['API_UNREACHABLE', 'PAYLOAD_TOO_LARGE'] as const) {
      for (const lang of ['zh-CN', 'en-US'] as const)
        assert.ok(rules.includes(`'${lang}': '${REASONS[reason][lang]}',`), `${reason} ${lang}`);
      assert.ok(rules.includes(`code: ${REASONS[reason].code},`) && rules.includes(`reason: '${reason}'`), reason);
    }
  });

  it('serves Prometheus metrics: requests by route, latency, sockets, chat messages, job runs and failures', async () => {
    t.app.ctx.jobs.define(
      defineJob('test.broken', async () => {
        throw new Error('broken on purpose');
      }),
    );
    await t.app.ctx.jobs.schedule(t.app.ctx.db, 'test.broken', {}, { maxAttempts: 1 });
    await t.app.ctx.jobs.runDueJobs();
    await call(t.app, 'GET', '/api/demands/00000000-0000-0000-0000-000000000000');

    const reply = await t.app.inject({ method: 'GET', url: METRICS_PATH });
    assert.equal(reply.statusCode, 200);
    assert.match(String(reply.headers['content-type']), /^text\/plain; version=0\.0\.4/);
    const text = reply.body;
    assert.match(text, /^http_requests_total\{method="GET",route="\/api\/health",status="200"\} [1-9]/m);
    assert.match(text, /^http_requests_total\{method="GET",route="\/api\/ready",status="503"\} 2$/m);
    assert.match(
      text,
      /^http_requests_total\{method="GET",route="\/api\/demands\/:id",status="401"\} 1$/m,
      'one label per route, not per id',
    );
    assert.match(text, /^http_requests_total\{method="GET",route="unmatched",status="404"\} 1$/m);
    assert.match(text, /^http_request_duration_seconds_bucket\{(?=[^}]*le="0\.005")(?=[^}]*route="\/api\/health")[^}]*\} \d+$/m);
    assert.match(text, /^chat_open_sockets 0$/m);
    assert.match(text, /^chat_messages_total 0$/m);
    assert.match(text, /^jobs_runs_total\{job="test\.broken"\} 1$/m);
    assert.match(text, /^jobs_failures_total\{job="test\.broken"\} 1$/m);
  });

  it('attack: refuses the metrics to a request that came through a proxy', async () => {
    const reply = await call(t.app, 'GET', METRICS_PATH, { headers: { 'x-forwarded-for': '203.0.113.7' } });
    assertError(reply, 404, 'NOT_FOUND');
    assert.doesNotMatch(JSON.stringify(reply.body), /http_requests_total/);
  });
});
