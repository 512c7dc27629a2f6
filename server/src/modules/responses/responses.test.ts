import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API, apiPath, DEMANDS_API, MANPOWER_API, RESPONSES_API as R, type ResponseView } from '@b2b/shared/contract';
import { demandEvents, demandResponses, notices, users } from '../../db/schema';
import { assertError, assertOk, call, createTestApp, type TestApp } from '../../test/helpers';
import { amendDemand, companyOf, DAY, newCompany, publishedDemand, responseBody, tokenOf, uploadPdf } from '../../test/marketplace';
import { eq } from 'drizzle-orm';

const path = (template: string, id: string) => apiPath(template, { id });

describe('responses: a supplier responds, revises, reconfirms and withdraws', () => {
  let t: TestApp;
  let dev: string;
  let sup: string;
  let galaxy: string;
  before(async () => {
    t = await createTestApp({ seed: true });
    dev = await tokenOf(t, 'dev@demo.test');
    sup = await tokenOf(t, 'sup@demo.test');
    galaxy = await companyOf(t, 'dev@demo.test');
  });
  after(() => t.close());

  const respond = (demandId: string, token: string, body: unknown = responseBody(), lang?: string) =>
    call<ResponseView>(t.app, 'POST', path(R.ofDemand, demandId), { token, body, lang });
  const notes = async (token: string) => assertOk(await call(t.app, 'GET', `${API.notice}?pageSize=100`, { token })).list;
  const events = async (demandId: string) =>
    (await t.app.ctx.db.select().from(demandEvents).where(eq(demandEvents.demandId, demandId)).orderBy(demandEvents.createdAt)).map(
      (e) => e.action,
    );

  it('takes a response, tells party A, and lists it on both sides', async () => {
    const demand = await publishedDemand(t, galaxy);
    const file = await uploadPdf(t, sup);
    const person = assertOk(
      await call(t.app, 'POST', MANPOWER_API.list, {
        token: sup,
        body: { name: '李雷', title: '前端工程师', skills: ['React'], level: 'SENIOR', dayRate: 1500, availability: 'AVAILABLE' },
      }),
    );
    const created = assertOk(await respond(demand.id, sup, responseBody({ attachmentIds: [file], manpowerIds: [person.id] })));
    assert.deepEqual([created.status, created.revision, created.outdated, created.supplierName], ['ACTIVE', 1, false, '云帆软件']);
    assert.deepEqual(created.can, { revise: true, reconfirm: false, withdraw: true, score: false, decide: false, award: false });
    assert.equal(created.manpower[0].name, '李雷');
    assert.equal(created.attachments[0].url, `/api/responses/${created.id}/files/${file}`);
    const download = await t.app.inject({ method: 'GET', url: created.attachments[0].url, headers: { authorization: `Bearer ${sup}` } });
    assert.equal(download.statusCode, 200);
    assert.equal(download.headers['content-type'], 'application/pdf');
    const asA = await t.app.inject({ method: 'GET', url: created.attachments[0].url, headers: { authorization: `Bearer ${dev}` } });
    assert.equal(asA.statusCode, 200);

    const ofDemand = assertOk(await call(t.app, 'GET', path(R.ofDemand, demand.id), { token: dev }));
    assert.deepEqual([ofDemand.list.length, ofDemand.sealedUntil, ofDemand.blind, ofDemand.allScored], [1, null, false, false]);
    assert.deepEqual(ofDemand.list[0].can, { revise: false, reconfirm: false, withdraw: false, score: true, decide: true, award: false });
    const mine = assertOk(await call(t.app, 'GET', `${R.mine}?status=ACTIVE&pageSize=100`, { token: sup }));
    assert.ok(mine.list.some((r: ResponseView) => r.id === created.id));
    assert.ok(mine.list.every((r: ResponseView) => r.status === 'ACTIVE'));
    assert.equal(assertOk(await call(t.app, 'GET', path(R.response, created.id), { token: dev })).id, created.id);
    const notice = (await notes(dev)).find((n: { link: string }) => n.link === `workstation/published/dev/mark/${demand.id}`);
    assert.equal(notice.title, '收到新的响应');
    assert.deepEqual(await events(demand.id), ['RESPONDED']);
  });

  it('refuses a second active response of the same company (409 ALREADY_RESPONDED), and a response to its own demand', async () => {
    const demand = await publishedDemand(t, galaxy);
    assertOk(await respond(demand.id, sup));
    assertError(await respond(demand.id, sup), 409, 'ALREADY_RESPONDED');
    const supplier = await newCompany(t, 'SUP');
    const own = await publishedDemand(t, supplier.companyId);
    assertError(await respond(own.id, supplier.token), 404, 'NOT_FOUND');
  });

  it('accepts a response one ms before the deadline and refuses it at the deadline', async () => {
    const deadline = t.clock.now().getTime() + DAY;
    const early = await publishedDemand(t, galaxy, { deadline });
    const late = await publishedDemand(t, galaxy, { deadline });
    t.clock.set(deadline - 1);
    assertOk(await respond(early.id, sup));
    t.clock.set(deadline);
    assertError(await respond(late.id, sup), 409, 'STATE_CONFLICT');
    const [row] = await t.app.ctx.db.select().from(demandResponses).where(eq(demandResponses.demandId, late.id));
    assert.equal(row, undefined);
    t.clock.set(deadline - DAY);
  });

  it('revises and reconfirms against an amended demand, settling the TODO', async () => {
    const demand = await publishedDemand(t, galaxy);
    const response = assertOk(await respond(demand.id, sup));
    assertError(await call(t.app, 'POST', path(R.reconfirm, response.id), { token: sup }), 409, 'STATE_CONFLICT');
    await amendDemand(t, demand);
    const topic = `demand-amended:${demand.id}`;
    const [supUser] = await t.app.ctx.db.select().from(users).where(eq(users.email, 'sup@demo.test'));
    const text = { titleZh: '需求已变更', titleEn: 'Changed', contentZh: '请确认', contentEn: 'Confirm' };
    await t.app.ctx.db.insert(notices).values({ userId: supUser.id, type: 'TODO', topic, ...text, link: null, createdAt: t.clock.now() });
    const todo = async () => (await t.app.ctx.db.select().from(notices).where(eq(notices.topic, topic)))[0].read;
    assert.equal(await todo(), false);
    const before = assertOk(await call(t.app, 'GET', path(R.response, response.id), { token: sup }));
    assert.deepEqual([before.outdated, before.can.reconfirm], [true, true]);
    t.clock.advance(1000);
    const reconfirmed = assertOk(await call(t.app, 'POST', path(R.reconfirm, response.id), { token: sup }));
    assert.deepEqual([reconfirmed.revision, reconfirmed.outdated], [2, false]);
    assert.equal(await todo(), true);
    await amendDemand(t, demand);
    t.clock.advance(1000);
    const revised = assertOk(
      await call(t.app, 'PUT', path(R.response, response.id), { token: sup, body: responseBody({ price: 55_000 }) }),
    );
    assert.deepEqual([revised.revision, revised.price, revised.outdated], [3, 55_000, false]);
    assert.deepEqual(await events(demand.id), ['RESPONDED', 'RESPONSE_RECONFIRMED', 'RESPONSE_REVISED']);
  });

  it('withdraws an unmarked response, then lets the company respond again; refuses withdrawing a marked one', async () => {
    const demand = await publishedDemand(t, galaxy);
    const first = assertOk(await respond(demand.id, sup));
    const withdrawn = assertOk(await call(t.app, 'POST', path(R.withdraw, first.id), { token: sup }));
    assert.equal(withdrawn.status, 'WITHDRAWN');
    assertError(await call(t.app, 'POST', path(R.withdraw, first.id), { token: sup }), 409, 'STATE_CONFLICT');
    assertError(await call(t.app, 'PUT', path(R.response, first.id), { token: sup, body: responseBody() }), 409, 'STATE_CONFLICT');
    assertError(await call(t.app, 'GET', path(R.response, first.id), { token: dev }), 404, 'NOT_FOUND');
    const again = assertOk(await respond(demand.id, sup));
    assertOk(await call(t.app, 'PUT', path(R.decision, again.id), { token: dev, body: { decision: 'SHORTLISTED' } }));
    assertError(await call(t.app, 'POST', path(R.withdraw, again.id), { token: sup }), 409, 'STATE_CONFLICT');
    const history = assertOk(await call(t.app, 'GET', path(R.markHistory, first.id), { token: sup }));
    assert.deepEqual(
      history.map((h: { kind: string; actor: string }) => [h.kind, h.actor]),
      [['WITHDRAW', '云帆管理员']],
    );
  });

  it('ends an active response with its cancelled demand: no withdraw offered, none taken', async () => {
    const demand = await publishedDemand(t, galaxy);
    const response = assertOk(await respond(demand.id, sup));
    assert.equal(response.can.withdraw, true);
    assertOk(await call(t.app, 'POST', apiPath(DEMANDS_API.cancel, { id: demand.id }), { token: dev, body: { reason: '预算冻结' } }));
    const after = assertOk<ResponseView>(await call(t.app, 'GET', path(R.response, response.id), { token: sup }));
    assert.deepEqual([after.status, after.demandStatus, after.can.withdraw], ['ACTIVE', 'CANCELLED', false]);
    // The demand is gone from the zone, so is the way to withdraw: refused, and nothing changes.
    assertError(await call(t.app, 'POST', path(R.withdraw, response.id), { token: sup }), 404, 'NOT_FOUND');
    assert.equal(assertOk<ResponseView>(await call(t.app, 'GET', path(R.response, response.id), { token: sup })).status, 'ACTIVE');
  });

  it("searches the company's responses by the demand's title, newest first, in the page size asked for", async () => {
    const first = await publishedDemand(t, galaxy, { title: '仓储机器人调度平台' });
    const second = await publishedDemand(t, galaxy, { title: '门店巡检小程序' });
    const supplier = await newCompany(t, 'SUP');
    const older = assertOk(await respond(first.id, supplier.token));
    t.clock.advance(1000);
    const newer = assertOk(await respond(second.id, supplier.token));
    const mine = async (query: string) => assertOk(await call(t.app, 'GET', `${R.mine}?${query}`, { token: supplier.token }));
    const page = await mine('pageSize=1');
    assert.deepEqual([page.list.map((r: ResponseView) => r.id), page.pageSize], [[newer.id], 1]);
    assert.deepEqual(
      (await mine(`keyword=${encodeURIComponent('机器人')}`)).list.map((r: ResponseView) => r.id),
      [older.id],
    );
    assert.equal((await mine(`keyword=${encodeURIComponent('100%_')}`)).total, 0);
    assert.equal((await mine(`keyword=${encodeURIComponent('不存在的标题')}`)).total, 0);
    // Another company's search finds nothing of this one's.
    const stranger = await newCompany(t, 'SUP');
    assert.equal(
      assertOk(await call(t.app, 'GET', `${R.mine}?keyword=${encodeURIComponent('机器人')}`, { token: stranger.token })).total,
      0,
    );
    assertError(await call(t.app, 'GET', `${R.mine}?keyword=${'x'.repeat(51)}`, { token: supplier.token }), 400, 'VALIDATION');
  });

  it('refuses revising after the deadline', async () => {
    const demand = await publishedDemand(t, galaxy, { deadline: t.clock.now().getTime() + DAY });
    const response = assertOk(await respond(demand.id, sup));
    t.clock.advance(DAY);
    assertError(await call(t.app, 'PUT', path(R.response, response.id), { token: sup, body: responseBody() }), 409, 'STATE_CONFLICT');
    assertError(await call(t.app, 'POST', path(R.reconfirm, response.id), { token: sup }), 409, 'STATE_CONFLICT');
    t.clock.advance(-DAY);
  });

  it("refuses another company's files and manpower, and bad input, in the caller's language, changing nothing", async () => {
    const demand = await publishedDemand(t, galaxy);
    const foreign = await uploadPdf(t, dev);
    const other = await newCompany(t, 'SUP');
    const theirs = assertOk(
      await call(t.app, 'POST', MANPOWER_API.list, {
        token: other.token,
        body: { name: 'Han Meimei', title: 'QA', skills: ['Testing'], level: 'MIDDLE', dayRate: 900, availability: 'BUSY' },
      }),
    );
    const files = await respond(demand.id, sup, responseBody({ attachmentIds: [foreign] }), 'en_US');
    assertError(files, 400, 'FILE_NOT_ATTACHABLE', ['/attachmentIds']);
    assert.match(files.body.msg, /attached file/);
    assertError(await respond(demand.id, sup, responseBody({ manpowerIds: [theirs.id] }), 'en_US'), 400, 'VALIDATION', ['/manpowerIds']);
    const bad = [
      responseBody({ price: -1 }),
      responseBody({ timelineDays: 0 }),
      responseBody({ proposal: '太短' }),
      responseBody({ proposal: `   ${'\u0007'.repeat(30)}   ` }),
      responseBody({ attachmentIds: ['x'] }),
      responseBody({ extra: 1 }),
      { price: 1 },
      'not json',
    ];
    for (const body of bad) {
      const reply = await respond(demand.id, sup, body, 'en_US');
      assertError(reply, 400, 'VALIDATION');
      assert.equal(reply.body.msg, 'Some information is invalid');
    }
    assertError(await call(t.app, 'POST', path(R.ofDemand, 'nope'), { token: sup, body: responseBody() }), 400, 'VALIDATION', ['/id']);
    const rows = await t.app.ctx.db.select().from(demandResponses).where(eq(demandResponses.demandId, demand.id));
    assert.equal(rows.length, 0);
  });
});
