import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../config';
import { assertError, assertOk, call, createTestApp, type TestApp } from '../../test/helpers';
import { ok } from './envelope';
import { checkSignature, signWebhook, WEBHOOK_TOLERANCE_SECONDS } from './webhook';

const SECRET = 'a-test-webhook-secret-of-32-chars!';
const URL = '/test/webhook';

async function webhookRoute(app: FastifyInstance) {
  app.post(URL, { config: { access: { kind: 'webhook', secret: 'test' } } }, async (request) =>
    ok(request, { body: request.body, caller: request.caller }),
  );
}

describe('signed webhooks', () => {
  let t: TestApp;
  before(async () => {
    const secrets = loadConfig({ DATABASE: 'pglite' }).webhookSecrets;
    t = await createTestApp({ config: { webhookSecrets: { ...secrets, test: SECRET } } });
    await t.app.register(webhookRoute);
  });
  after(() => t.close());

  const post = (raw: string, signature?: string, lang?: string) =>
    call(t.app, 'POST', URL, {
      raw,
      lang,
      headers: { 'content-type': 'application/json', ...(signature && { 'x-signature': signature }) },
    });
  const event = JSON.stringify({ id: 'evt_1', type: 'payment.succeeded', amount: 100 });

  it('takes a call signed over its raw body with the configured secret, now', async () => {
    const data = assertOk(await post(event, signWebhook(SECRET, event, t.clock.now())));
    assert.deepEqual(data, { body: JSON.parse(event), caller: null });
  });

  it('refuses a call without a signature, or with a malformed one, with 401 in the caller language', async () => {
    assertError(await post(event), 401, 'UNAUTHENTICATED');
    assertError(await post(event, 'v1=abc'), 401, 'UNAUTHENTICATED');
    assertError(await post(event, 'garbage'), 401, 'UNAUTHENTICATED');
    const english = await post(event, undefined, 'en-US');
    assert.equal(english.body.msg, 'Please sign in');
    assert.equal((await post(event, undefined, 'zh-CN')).body.msg, '请先登录');
  });

  it('refuses a signature made with another secret, and a body changed after signing', async () => {
    assertError(await post(event, signWebhook('another-secret-of-thirty-two-chars', event, t.clock.now())), 401, 'UNAUTHENTICATED');
    const signed = signWebhook(SECRET, event, t.clock.now());
    assertError(await post(event.replace('100', '1000000'), signed), 401, 'UNAUTHENTICATED');
    assertError(await post(`${event} `, signed), 401, 'UNAUTHENTICATED');
  });

  it('refuses a replay: a signature older (or newer) than the tolerance', async () => {
    const captured = signWebhook(SECRET, event, t.clock.now());
    t.clock.advance((WEBHOOK_TOLERANCE_SECONDS + 1) * 1000);
    assertError(await post(event, captured), 401, 'UNAUTHENTICATED');
    const future = signWebhook(SECRET, event, new Date(t.clock.now().getTime() + (WEBHOOK_TOLERANCE_SECONDS + 1) * 1000));
    assertError(await post(event, future), 401, 'UNAUTHENTICATED');
    assertOk(await post(event, signWebhook(SECRET, event, t.clock.now())));
  });

  it('refuses a replay within the tolerance: each signature is taken once', async () => {
    const captured = signWebhook(SECRET, event, new Date(t.clock.now().getTime() - 1000));
    assertOk(await post(event, captured));
    assertError(await post(event, captured), 401, 'UNAUTHENTICATED');
    assertError(await post(event, captured.toUpperCase().replace('T=', 't=').replace('V1=', 'v1=')), 401, 'UNAUTHENTICATED');
    assertOk(await post(event, signWebhook(SECRET, event, new Date(t.clock.now().getTime() - 2000))));
  });

  it('checks the signature before the body is parsed: a bad signature on bad JSON is 401, not 400', async () => {
    assertError(await post('{not json', 't=1,v1=00'), 401, 'UNAUTHENTICATED');
    const signedGarbage = '{not json';
    assertError(await post(signedGarbage, signWebhook(SECRET, signedGarbage, t.clock.now())), 400, 'VALIDATION');
  });

  it('refuses a body over the limit without reading further', async () => {
    const big = JSON.stringify({ pad: 'x'.repeat(t.config.bodyLimit) });
    assertError(await post(big, signWebhook(SECRET, big, t.clock.now())), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('checkSignature names why', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const body = Buffer.from(event);
    const header = signWebhook(SECRET, body, now);
    assert.deepEqual(checkSignature(header, body, SECRET, now), { ok: true, signature: header.split('v1=')[1] });
    assert.deepEqual(checkSignature(undefined, body, SECRET, now), { ok: false, why: 'missing' });
    assert.deepEqual(checkSignature('t=abc,v1=00', body, SECRET, now), { ok: false, why: 'malformed' });
    const stale = signWebhook(SECRET, body, new Date(now.getTime() - 301_000));
    assert.deepEqual(checkSignature(stale, body, SECRET, now), { ok: false, why: 'stale' });
    assert.deepEqual(checkSignature(signWebhook('x'.repeat(32), body, now), body, SECRET, now), { ok: false, why: 'mismatch' });
  });
});
