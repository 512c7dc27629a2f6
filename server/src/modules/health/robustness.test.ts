import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API } from '@b2b/shared/contract';
import { call, createTestApp, loginAs, type TestApp } from '../../test/helpers';

/** Every endpoint, fed garbage with and without a session, answers a 4xx envelope and never a 500. */
describe('robustness', () => {
  let t: TestApp;
  let tokens: (string | undefined)[];
  before(async () => {
    t = await createTestApp({
      seed: true,
      config: {
        rateLimit: {
          sendPerIpPerHour: 10_000,
          authPerIpPerMinute: 10_000,
          visitPerIpPerHour: 10_000,
          searchPerIpPerMinute: 10_000,
          reportPerIpPerMinute: 10_000,
        },
      },
    });
    tokens = [undefined, 'garbage', (await loginAs(t.app, 'sup@demo.test')).token, (await loginAs(t.app, 'service@demo.test')).token];
  });
  after(() => t.close());

  const routes: [string, string][] = [
    ['POST', API.register],
    ['POST', API.login],
    ['PUT', API.forget],
    ['POST', API.sendMailCode],
    ['POST', API.sendSmsCode],
    ['PUT', API.changePassword],
    ['PUT', API.changeEmail],
    ['PUT', API.changePhone],
    ['POST', API.improveInfo],
    ['PUT', API.improveInfo],
    ['PUT', '/api/company/00000000-0000-0000-0000-000000000000/review'],
    ['PUT', '/api/company/%00/review'],
    ['PUT', '/api/user/notice/%E0%A4%A/read'],
  ];

  let deep: unknown = 'x';
  for (let i = 0; i < 200; i++) deep = { a: deep };
  const bodies: (string | undefined)[] = [
    undefined,
    'null',
    '[]',
    '"text"',
    '123',
    '{}',
    JSON.stringify(deep),
    '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}',
    JSON.stringify({ method: 'password', account: 'a\u0000b@x.cn', password: 'p\u0000' }),
    JSON.stringify({ email: '\ud800@x.cn', purpose: 'register' }),
    JSON.stringify({ phone: ['13800000001'], purpose: 'login', code: { $gt: '' } }),
    JSON.stringify({ role: 'DEV', companyName: 'x'.repeat(10_000), decision: 'REJECT', reason: '💥'.repeat(300) }),
    '{"a":1,"a":2}',
    '\u0000',
  ];

  it('never answers 5xx to bad bodies', async () => {
    for (const [method, url] of routes) {
      for (const token of tokens) {
        for (const raw of bodies) {
          const headers: Record<string, string> = raw === undefined ? {} : { 'content-type': 'application/json' };
          const reply = await call(t.app, method, url, { raw, token, headers });
          assert.ok(reply.status >= 400 && reply.status < 500, `${method} ${url} ${raw?.slice(0, 40)} -> ${reply.status}`);
          assert.equal(reply.body.code, reply.status);
          assert.equal(typeof reply.body.data.reason, 'string');
        }
      }
    }
  });

  it('never answers 5xx to bad queries', async () => {
    const queries = [
      `${API.city}?provinceCode[]=11`,
      `${API.city}?provinceCode=11&provinceCode=12`,
      `${API.chinaCity}?cityCode=%00`,
      `${API.notice}?page=1e309&pageSize=-1`,
      `${API.notice}?page=99999999999999999999`,
      `${API.notice}?type=ALL&type=TODO`,
      '/api/demo/outbox/latest?target=x',
      '/api/%',
    ];
    for (const url of queries) {
      for (const token of tokens) {
        const reply = await call(t.app, 'GET', url, { token });
        assert.ok(reply.status >= 400 && reply.status < 500, `${url} -> ${reply.status} ${JSON.stringify(reply.body)}`);
        assert.equal(reply.body.code, reply.status);
      }
    }
  });
});
