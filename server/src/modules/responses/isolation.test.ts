import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { apiPath, RESPONSES_API as R, type ResponseView } from '@b2b/shared/contract';
import { companies, demandResponses, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { assertError, assertOk, call, createTestApp, type TestApp } from '../../test/helpers';
import { companyOf, DAY, newCompany, publishedDemand, responseBody, tokenOf, uploadPdf } from '../../test/marketplace';
import { respond } from './respond';

const path = (template: string, id: string) => apiPath(template, { id });

describe('responses: who may see and do what', () => {
  let t: TestApp;
  let k: Record<string, string>;
  let galaxy: string;
  let demandId: string;
  let closedId: string;
  let response: ResponseView;
  let closedResponse: ResponseView;
  let file: string;
  before(async () => {
    t = await createTestApp({ seed: true });
    const emails = ['dev', 'devproj', 'sup', 'supreq', 'newsup', 'ordinary', 'service'];
    const tokens = await Promise.all(emails.map((e) => tokenOf(t, `${e}@demo.test`)));
    k = Object.fromEntries(emails.map((e, i) => [e, tokens[i]]));
    k.otherSup = (await newCompany(t, 'SUP')).token;
    k.otherDev = (await newCompany(t, 'DEV')).token;
    galaxy = await companyOf(t, 'dev@demo.test');
    demandId = (await publishedDemand(t, galaxy)).id;
    closedId = (await publishedDemand(t, galaxy, { deadline: t.clock.now().getTime() + DAY })).id;
    file = await uploadPdf(t, k.sup);
    const body = responseBody({ attachmentIds: [file] });
    response = assertOk(await call(t.app, 'POST', path(R.ofDemand, demandId), { token: k.sup, body }));
    closedResponse = assertOk(await call(t.app, 'POST', path(R.ofDemand, closedId), { token: k.sup, body: responseBody() }));
    assertOk(await call(t.app, 'POST', path(R.ofDemand, closedId), { token: k.otherSup, body: responseBody() }));
    t.clock.advance(DAY);
  });
  after(() => t.close());

  const as = (method: string, url: string, token: string | undefined, body?: unknown) => call(t.app, method, url, { token, body });
  const supplierCalls = () => [
    ['GET', path(R.response, response.id)],
    ['GET', path(R.markHistory, response.id)],
    ['GET', `/api/responses/${response.id}/files/${file}`],
    ['PUT', path(R.response, response.id), responseBody()],
    ['POST', path(R.reconfirm, response.id)],
    ['POST', path(R.withdraw, response.id)],
  ];
  const partyACalls = () => [
    ['GET', path(R.ofDemand, closedId)],
    ['PUT', path(R.score, closedResponse.id), { scores: { price: 5, quality: 5 } }],
    ['PUT', path(R.decision, closedResponse.id), { decision: 'REJECTED' }],
    ['PUT', path(R.criteria, closedId), { criteria: [{ key: 'a', name: 'A', weight: 100 }] }],
    ['POST', path(R.reveal, closedId)],
    ['POST', path(R.award, closedId), { responseId: closedResponse.id }],
  ];

  it("answers 404 to another supplier for a response, and never lists another supplier's response", async () => {
    for (const [method, url, body] of supplierCalls())
      assertError(await as(method as string, url as string, k.otherSup, body), 404, 'NOT_FOUND');
    const mine = assertOk(await as('GET', `${R.mine}?pageSize=100`, k.otherSup));
    assert.ok(mine.list.every((r: ResponseView) => r.supplierName !== '云帆软件'));
    const [row] = await t.app.ctx.db.select().from(demandResponses).where(eq(demandResponses.id, response.id));
    assert.equal(row.status, 'ACTIVE');
  });

  it("answers 404 to another DEV company for party A's calls, and changes nothing", async () => {
    for (const [method, url, body] of partyACalls())
      assertError(await as(method as string, url as string, k.otherDev, body), 404, 'NOT_FOUND');
    assertError(await as('GET', path(R.response, response.id), k.otherDev), 404, 'NOT_FOUND');
    assertError(await as('GET', path(R.markHistory, response.id), k.otherDev), 404, 'NOT_FOUND');
    const rows = await t.app.ctx.db.select().from(demandResponses).where(eq(demandResponses.demandId, closedId));
    assert.ok(rows.every((r) => r.status === 'ACTIVE' && r.decision === null));
  });

  it('answers 403 by route: REQ sub-account, unapproved or non-paying supplier, non-paying DEV, the wrong side, staff', async () => {
    for (const token of [k.supreq, k.newsup, k.dev, k.service]) {
      assertError(await as('POST', path(R.ofDemand, demandId), token, responseBody()), 403, 'FORBIDDEN');
      assertError(await as('PUT', path(R.response, response.id), token, responseBody()), 403, 'FORBIDDEN');
    }
    for (const token of [k.ordinary, k.sup, k.supreq, k.service]) {
      for (const [method, url, body] of partyACalls())
        assertError(await as(method as string, url as string, token, body), 403, 'FORBIDDEN');
    }
    assertError(await as('GET', R.mine, k.newsup), 403, 'FORBIDDEN');
    assertError(await as('GET', R.mine, k.dev), 403, 'FORBIDDEN');
    assertError(await as('GET', path(R.response, response.id), k.service), 403, 'FORBIDDEN');
    assertError(await as('GET', path(R.response, response.id), k.ordinary), 403, 'FORBIDDEN');
    assertError(await as('GET', path(R.response, response.id), undefined), 401, 'UNAUTHENTICATED');
  });

  it("lets the supplier's REQ account read its company's responses but not act on them", async () => {
    const mine = assertOk(await as('GET', `${R.mine}?pageSize=100`, k.supreq));
    const own = mine.list.find((r: ResponseView) => r.id === response.id);
    assert.deepEqual([own.can.revise, own.can.withdraw], [false, false]);
    assertOk(await as('GET', path(R.markHistory, response.id), k.supreq));
  });

  it('refuses an unapproved supplier with COMPANY_NOT_APPROVED where the route alone would let it through', async () => {
    const [user] = await t.app.ctx.db.select().from(users).where(eq(users.email, 'sup@demo.test'));
    const [company] = await t.app.ctx.db.select().from(companies).where(eq(companies.id, user.companyId));
    const caller = { user, company: { ...company, approvalStatus: 'INFO_SUBMIT' as const }, session: {} as never };
    const demand = await publishedDemand(t, galaxy);
    await assert.rejects(
      respond(t.app.ctx, { caller, lang: 'zh-CN', now: t.clock.now() }, demand.id, responseBody()),
      (e) => e instanceof AppError && e.reason === 'COMPANY_NOT_APPROVED',
    );
  });

  it("serves the attachment to party A and the supplier only, and no file that is not the response's", async () => {
    const url = `/api/responses/${response.id}/files/${file}`;
    for (const token of [k.sup, k.dev, k.devproj]) {
      const reply = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      assert.equal(reply.statusCode, 200);
    }
    const another = await uploadPdf(t, k.sup, 'other.pdf');
    assertError(await as('GET', `/api/responses/${response.id}/files/${another}`, k.dev), 404, 'NOT_FOUND');
  });
});
