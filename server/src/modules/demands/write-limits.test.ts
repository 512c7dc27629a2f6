import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { API, apiPath, DEMANDS_API as D, FILES_API, RESPONSES_API as R } from '@b2b/shared/contract';
import { loadConfig } from '../../config';
import { notices } from '../../db/schema';
import { assertError, assertOk, call, createTestApp, type TestApp } from '../../test/helpers';
import { companyOf, HOUR, newCompany, publishedDemand, responseBody, tokenOf, uploadPdf } from '../../test/marketplace';

const path = (template: string, id: string) => apiPath(template, { id });
const LIMITS = { question: 3, response: 2, upload: 2 };

/** docs/security.md, "Writes that notify people": one account cannot flood party A with TODOs and notices. */
describe('writes that notify people are limited per account', () => {
  let t: TestApp;
  let galaxy: string;
  let sup: string;
  before(async () => {
    t = await createTestApp({ seed: true, config: { writeLimits: LIMITS } });
    galaxy = await companyOf(t, 'dev@demo.test');
    sup = await tokenOf(t, 'sup@demo.test');
  });
  after(() => t.close());

  const todos = async () => (await t.app.ctx.db.select({ n: count() }).from(notices).where(eq(notices.type, 'TODO')))[0].n;

  it('attack: a burst of questions gets 429 RATE_LIMITED with retryAfter, in the caller’s language, and sends no more TODOs', async () => {
    const demand = await publishedDemand(t, galaxy);
    const ask = (n: number, lang?: string) =>
      call(t.app, 'POST', path(D.questions, demand.id), { token: sup, body: { question: `第 ${n} 个问题：能否分期付款？` }, lang });
    for (let n = 1; n <= LIMITS.question; n++) assertOk(await ask(n));
    const before = await todos();
    const zh = await ask(99);
    assertError(zh, 429, 'RATE_LIMITED');
    assert.equal(zh.body.msg, '操作过于频繁，请稍后再试');
    const en = await ask(100, 'en_US');
    assertError(en, 429, 'RATE_LIMITED');
    assert.equal(en.body.msg, 'Too many requests, please try again later');
    const retryAfter = en.body.data.retryAfter;
    assert.ok(retryAfter > 0 && retryAfter <= 3600, String(retryAfter));
    assert.equal(en.headers['retry-after'], String(retryAfter));
    assert.equal(await todos(), before, 'no TODO for a refused question');
    assert.equal(assertOk(await call(t.app, 'GET', path(D.questions, demand.id), { token: sup })).length, LIMITS.question);
    // Another supplier has its own budget; the hour passing gives the budget back.
    const other = await newCompany(t, 'SUP');
    assertOk(await call(t.app, 'POST', path(D.questions, demand.id), { token: other.token, body: { question: '另一家的问题，可以吗？' } }));
    t.clock.advance(HOUR);
    assertOk(await ask(101));
  });

  it('attack: responses and revisions count together; a refused one stores nothing', async () => {
    const supplier = await newCompany(t, 'SUP');
    const first = await publishedDemand(t, galaxy);
    const second = await publishedDemand(t, galaxy);
    const response = assertOk(await call(t.app, 'POST', path(R.ofDemand, first.id), { token: supplier.token, body: responseBody() }));
    assertOk(await call(t.app, 'PUT', path(R.response, response.id), { token: supplier.token, body: responseBody({ price: 55_000 }) }));
    assertError(
      await call(t.app, 'POST', path(R.ofDemand, second.id), { token: supplier.token, body: responseBody(), lang: 'en_US' }),
      429,
      'RATE_LIMITED',
    );
    const dev = await tokenOf(t, 'dev@demo.test');
    assert.equal(assertOk(await call(t.app, 'GET', path(R.ofDemand, second.id), { token: dev })).list.length, 0);
    const notes = assertOk(await call(t.app, 'GET', `${API.notice}?pageSize=100`, { token: dev })).list;
    assert.ok(!notes.some((n: { link: string | null }) => n.link?.includes(second.id)), 'party A was not told');
  });

  it('attack: uploads, multipart or direct, are limited per account', async () => {
    const supplier = await newCompany(t, 'SUP');
    await uploadPdf(t, supplier.token);
    assertOk(
      await call(t.app, 'POST', FILES_API.uploadUrl, { token: supplier.token, body: { file: 'a.pdf', fileType: 'application/pdf' } }),
    );
    assertError(
      await call(t.app, 'POST', FILES_API.uploadUrl, { token: supplier.token, body: { file: 'b.pdf', fileType: 'application/pdf' } }),
      429,
      'RATE_LIMITED',
    );
    await assert.rejects(() => uploadPdf(t, supplier.token));
  });

  it('has defaults and reads them from the environment', () => {
    assert.deepEqual(loadConfig({ DATABASE: 'pglite' }).writeLimits, { question: 20, response: 30, upload: 120 });
    const env = {
      DATABASE: 'pglite',
      QUESTIONS_PER_ACCOUNT_PER_HOUR: '5',
      RESPONSES_PER_ACCOUNT_PER_HOUR: '6',
      UPLOADS_PER_ACCOUNT_PER_HOUR: '7',
    };
    assert.deepEqual(loadConfig(env).writeLimits, { question: 5, response: 6, upload: 7 });
  });
});
