import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { registerEnvelope } from './envelope';
import { registerI18n } from './i18n';

/** An app whose routes fail as a driver fails: `/fail/<case>` throws the error of that case. */
function appFailingWith(errors: Record<string, () => Error>) {
  const app = Fastify({ logger: false });
  registerI18n(app);
  registerEnvelope(app);
  app.get<{ Params: { name: string } }>('/fail/:name', async (request) => {
    throw errors[request.params.name]();
  });
  return app;
}

const withCode = (message: string, code: string, cause?: Error) => Object.assign(new Error(message, { cause }), { code });

describe('the envelope of a failure', () => {
  const app = appFailingWith({
    refused: () => withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
    terminated: () => new Error('Failed query: select 1', { cause: new Error('Connection terminated unexpectedly') }),
    shutdown: () => withCode('terminating connection due to administrator command', '57P01'),
    starting: () => withCode('the database system is starting up', '57P03'),
    timeout: () => new Error('timeout exceeded when trying to connect'),
    bug: () => new TypeError("Cannot read properties of undefined (reading 'id')"),
    data: () => withCode('invalid input syntax for type integer', '22P02'),
  });

  it('answers 503 with Retry-After, in the caller’s language, when the database is out of reach', async () => {
    for (const name of ['refused', 'terminated', 'shutdown', 'starting', 'timeout']) {
      const reply = await app.inject({ url: `/fail/${name}`, headers: { 'accept-language': 'en-US' } });
      assert.equal(reply.statusCode, 503, name);
      assert.equal(reply.headers['retry-after'], '5', name);
      const body = reply.json();
      assert.equal(body.code, 503, name);
      assert.equal(body.data.reason, 'SERVICE_UNAVAILABLE', name);
      assert.match(body.msg, /temporarily unavailable/, name);
    }
    const zh = await app.inject({ url: '/fail/refused' });
    assert.match(zh.json().msg, /暂时不可用/);
  });

  it('still answers 500 for a fault of ours and 400 for a value the database refused', async () => {
    assert.equal((await app.inject({ url: '/fail/bug' })).statusCode, 500);
    assert.equal((await app.inject({ url: '/fail/data' })).json().data.reason, 'VALIDATION');
  });
});
