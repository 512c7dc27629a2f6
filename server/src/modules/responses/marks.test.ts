import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { API, apiPath, DEMANDS_API, RESPONSES_API as R, type Demand, type DemandEvent, type ResponseView } from '@b2b/shared/contract';
import { demandEvents, demandResponses, markHistory } from '../../db/schema';
import { assertError, assertOk, call, createTestApp, type TestApp } from '../../test/helpers';
import { companyOf, DAY, newCompany, publishedDemand, responseBody, tokenOf } from '../../test/marketplace';

const path = (template: string, id: string) => apiPath(template, { id });

describe('responses: scores, decisions, mark history, reveal and award', () => {
  let t: TestApp;
  let dev: string;
  let devproj: string;
  let sup: string;
  let galaxy: string;
  before(async () => {
    t = await createTestApp({ seed: true });
    [dev, devproj, sup] = await Promise.all(['dev@demo.test', 'devproj@demo.test', 'sup@demo.test'].map((e) => tokenOf(t, e)));
    galaxy = await companyOf(t, 'dev@demo.test');
  });
  after(() => t.close());

  const respond = async (demandId: string, token: string, price = 60_000) =>
    assertOk<ResponseView>(await call(t.app, 'POST', path(R.ofDemand, demandId), { token, body: responseBody({ price }) }));
  const score = (id: string, token: string, scores: Record<string, number>, comment?: string, lang?: string) =>
    call<ResponseView>(t.app, 'PUT', path(R.score, id), { token, body: { scores, comment }, lang });
  const list = (demandId: string, lang?: string) => call(t.app, 'GET', path(R.ofDemand, demandId), { token: dev, lang });
  const history = (id: string, token: string, lang?: string) => call(t.app, 'GET', path(R.markHistory, id), { token, lang });

  it('scores per evaluator (weighted total, one decimal), flags a disagreement of 25 points or more', async () => {
    const demand = await publishedDemand(t, galaxy);
    const response = await respond(demand.id, sup);
    const first = assertOk(await score(response.id, dev, { price: 9, quality: 7 }, '报价合理'));
    assert.equal(first.score, 82);
    assert.deepEqual(
      first.evaluations.map((e) => [e.evaluator, e.mine, e.total]),
      [['星河管理员', true, 82]],
    );
    const again = assertOk(await score(response.id, dev, { price: 8, quality: 7 }, '再看一下'));
    assert.equal(again.evaluations.length, 1);
    assert.equal(again.score, 76);
    const second = assertOk(await score(response.id, devproj, { price: 3, quality: 5 }));
    assert.deepEqual([second.score, second.disagreement], [57, true]);
    const close = await respond(demand.id, (await newCompany(t, 'SUP')).token);
    assertOk(await score(close.id, dev, { price: 5, quality: 5 }));
    assert.equal(assertOk(await score(close.id, devproj, { price: 3, quality: 3 })).disagreement, false);
    const third = assertOk(await score(response.id, dev, { price: 3, quality: 3 }));
    assert.equal(third.score, 34);

    for (const scores of [{ price: 9 }, { price: 9, quality: 7, speed: 3 }, { price: 11, quality: 1 }, { price: 1.5, quality: 1 }, {}]) {
      const reply = await score(response.id, dev, scores as Record<string, number>, undefined, 'en_US');
      assertError(reply, 400, 'VALIDATION');
      assert.equal(reply.body.msg, 'Some information is invalid');
    }
    const asSupplier = assertOk(await call(t.app, 'GET', path(R.response, response.id), { token: sup }));
    assert.deepEqual([asSupplier.evaluations, asSupplier.disagreement], [[], false]);
  });

  it('shows the mark history to party A with names and to the supplier with "Evaluator"', async () => {
    const demand = await publishedDemand(t, galaxy);
    const response = await respond(demand.id, sup);
    const tick = () => t.clock.advance(1000);
    tick();
    assertOk(await score(response.id, dev, { price: 10, quality: 10 }, '很好'));
    tick();
    assertOk(await score(response.id, devproj, { price: 5, quality: 5 }));
    tick();
    const decided = assertOk(
      await call(t.app, 'PUT', path(R.decision, response.id), { token: devproj, body: { decision: 'SHORTLISTED' } }),
    );
    assert.equal(decided.decision, 'SHORTLISTED');
    tick();
    assertOk(await call(t.app, 'PUT', path(R.decision, response.id), { token: dev, body: { decision: null } }));
    const rows = assertOk(await history(response.id, dev)).map((h: Record<string, unknown>) => [h.kind, h.actor, h.from, h.to]);
    assert.deepEqual(rows, [
      ['SCORE', '星河管理员', null, '100'],
      ['SCORE', '星河项目经理', null, '50'],
      ['DECISION', '星河项目经理', null, 'SHORTLISTED'],
      ['DECISION', '星河管理员', 'SHORTLISTED', null],
    ]);
    const theirs = assertOk(await history(response.id, sup, 'en_US'));
    assert.deepEqual(
      theirs.map((h: { actor: string }) => h.actor),
      ['Evaluator', 'Evaluator', 'Evaluator', 'Evaluator'],
    );
    assert.equal(assertOk(await history(response.id, sup))[0].actor, '评审人');
    assert.equal(theirs[0].comment, '很好');
    const notices = assertOk(await call(t.app, 'GET', `${API.notice}?pageSize=100`, { token: sup, lang: 'en_US' })).list;
    const marked = notices.filter((n: { link: string }) => n.link === `workstation/published/sup/mark-history/${response.id}`);
    assert.deepEqual(
      marked.map((n: { content: string }) => /is now (\w+)/.exec(n.content)?.[1]),
      ['undecided', 'shortlisted'],
    );
    const events = await t.app.ctx.db
      .select()
      .from(demandEvents)
      .where(eq(demandEvents.demandId, demand.id))
      .orderBy(demandEvents.createdAt);
    const actions = events.map((e) => e.action);
    assert.deepEqual(actions, ['RESPONDED', 'SCORED', 'SCORED', 'DECIDED', 'DECIDED']);
  });

  it('seals the list until the deadline; refuses scoring a sealed response', async () => {
    const demand = await publishedDemand(t, galaxy, { sealed: true, deadline: t.clock.now().getTime() + DAY });
    const response = await respond(demand.id, sup);
    const sealed = assertOk(await list(demand.id));
    assert.deepEqual([sealed.list, sealed.sealedUntil], [[], demand.deadline.getTime()]);
    assertError(await call(t.app, 'GET', path(R.response, response.id), { token: dev }), 409, 'STATE_CONFLICT');
    assertError(await score(response.id, dev, { price: 5, quality: 5 }), 409, 'STATE_CONFLICT');
    t.clock.advance(DAY);
    const open = assertOk(await list(demand.id));
    assert.deepEqual([open.list.length, open.sealedUntil], [1, null]);
    assertOk(await score(response.id, dev, { price: 5, quality: 5 }));
    t.clock.advance(-DAY);
  });

  it('names suppliers "Supplier N" by submission while blind, reveals once closed and all scored', async () => {
    const demand = await publishedDemand(t, galaxy, { blind: true, deadline: t.clock.now().getTime() + DAY });
    const a = await respond(demand.id, sup);
    t.clock.advance(1000);
    const other = await newCompany(t, 'SUP');
    const b = await respond(demand.id, other.token);
    const zh = assertOk(await list(demand.id));
    assert.deepEqual(
      zh.list.map((r: ResponseView) => [r.id, r.supplierName]),
      [
        [a.id, '供应商 1'],
        [b.id, '供应商 2'],
      ],
    );
    assert.equal(zh.blind, true);
    const en = assertOk(await list(demand.id, 'en_US'));
    assert.deepEqual(
      en.list.map((r: ResponseView) => r.supplierName),
      ['Supplier 1', 'Supplier 2'],
    );
    assert.equal(assertOk(await call(t.app, 'GET', path(R.response, b.id), { token: dev, lang: 'en_US' })).supplierName, 'Supplier 2');
    assert.equal(assertOk(await call(t.app, 'GET', path(R.response, a.id), { token: sup })).supplierName, '云帆软件');
    assert.equal(zh.can.reveal, false);
    assertError(await call(t.app, 'POST', path(R.reveal, demand.id), { token: dev }), 409, 'STATE_CONFLICT');
    t.clock.advance(DAY);
    assertOk(await score(a.id, dev, { price: 5, quality: 5 }));
    assert.equal(assertOk(await list(demand.id)).can.reveal, false);
    assertError(await call(t.app, 'POST', path(R.reveal, demand.id), { token: dev }), 409, 'STATE_CONFLICT');
    assertOk(await score(b.id, devproj, { price: 6, quality: 5 }));
    assert.equal(assertOk(await list(demand.id)).can.reveal, true);
    const revealed = assertOk(await call(t.app, 'POST', path(R.reveal, demand.id), { token: dev }));
    assert.deepEqual(
      [revealed.blind, revealed.allScored, revealed.can.reveal, revealed.list[0].supplierName],
      [false, true, false, '云帆软件'],
    );
    assertError(await call(t.app, 'POST', path(R.reveal, demand.id), { token: dev }), 409, 'STATE_CONFLICT');
    t.clock.advance(-DAY - 1000);
  });

  it('awards one response of a closed demand, declines the others, and tells each supplier', async () => {
    const demand = await publishedDemand(t, galaxy, { blind: true, deadline: t.clock.now().getTime() + DAY });
    const winner = await respond(demand.id, sup);
    const other = await newCompany(t, 'SUP');
    const loser = await respond(demand.id, other.token);
    const award = (responseId: string, token = dev) =>
      call<Demand>(t.app, 'POST', path(R.award, demand.id), { token, body: { responseId } });
    assertError(await award(winner.id), 409, 'STATE_CONFLICT');
    t.clock.advance(DAY);
    assertError(await award(crypto.randomUUID()), 404, 'NOT_FOUND');
    const awarded = assertOk(await award(winner.id));
    assert.deepEqual([awarded.status, awarded.awardedResponseId, awarded.blind], ['AWARDED', winner.id, true]);
    assertError(await award(loser.id), 409, 'STATE_CONFLICT');
    const rows = await t.app.ctx.db.select().from(demandResponses).where(eq(demandResponses.demandId, demand.id));
    assert.deepEqual(
      rows.map((r) => [r.id, r.status]).sort(),
      [
        [winner.id, 'AWARDED'],
        [loser.id, 'DECLINED'],
      ].sort(),
    );
    const marks = await t.app.ctx.db.select().from(markHistory).where(eq(markHistory.demandId, demand.id));
    assert.deepEqual(marks.map((m) => m.kind).sort(), ['AWARD', 'DECLINE']);
    const listed = assertOk(await list(demand.id));
    assert.equal(listed.blind, false);
    assertError(await score(winner.id, dev, { price: 5, quality: 5 }), 409, 'STATE_CONFLICT');
    const winnerNotes = assertOk(await call(t.app, 'GET', `${API.notice}?pageSize=100`, { token: sup, lang: 'en_US' })).list;
    assert.ok(winnerNotes.some((n: { title: string }) => n.title === 'Your response was awarded'));
    const loserNotes = assertOk(await call(t.app, 'GET', API.notice, { token: other.token })).list;
    assert.ok(loserNotes.some((n: { title: string }) => n.title === '响应未中标'));
    assert.deepEqual(
      assertOk(await history(loser.id, other.token, 'en_US')).map((h: { kind: string; actor: string }) => [h.kind, h.actor]),
      [['DECLINE', 'Evaluator']],
    );
    // The winner's contact goes to party A with the awarded response, to nobody with a declined one.
    const won = assertOk<ResponseView>(await call(t.app, 'GET', path(R.response, winner.id), { token: dev }));
    assert.ok(won.contact?.name && won.contact.phone);
    assert.equal(assertOk<ResponseView>(await call(t.app, 'GET', path(R.response, loser.id), { token: dev })).contact, null);
    assert.equal(assertOk<ResponseView>(await call(t.app, 'GET', path(R.response, winner.id), { token: sup })).contact, null);
    // The trail names whom the award went to: party A and the winner; the declined supplier learns only that it was awarded.
    const trail = async (token: string) =>
      assertOk<DemandEvent[]>(await call(t.app, 'GET', apiPath(DEMANDS_API.events, { id: demand.id }), { token }));
    const awardedBy = async (token: string) => (await trail(token)).find((e) => e.action === 'AWARDED')?.awardedTo;
    assert.equal(await awardedBy(dev), won.supplierName);
    assert.equal(await awardedBy(sup), won.supplierName);
    assert.equal(await awardedBy(other.token), null);
    t.clock.advance(-DAY);
  });

  it('names a decision in the trail as a value of its own, never as text in the detail, and the supplier it is about', async () => {
    const demand = await publishedDemand(t, galaxy);
    const response = await respond(demand.id, sup);
    assertOk(await call(t.app, 'PUT', path(R.decision, response.id), { token: dev, body: { decision: 'SHORTLISTED' } }));
    t.clock.advance(1000);
    assertOk(await call(t.app, 'PUT', path(R.decision, response.id), { token: dev, body: { decision: null } }));
    const trail = assertOk<DemandEvent[]>(await call(t.app, 'GET', apiPath(DEMANDS_API.events, { id: demand.id }), { token: dev }));
    const decided = trail.filter((e) => e.action === 'DECIDED').map((e) => [e.decision, e.detail, e.subject]);
    assert.deepEqual(decided, [
      ['SHORTLISTED', null, response.supplierName],
      [null, null, response.supplierName],
    ]);
  });

  it('makes one award of two at once', async () => {
    const demand = await publishedDemand(t, galaxy, { deadline: t.clock.now().getTime() + DAY });
    const a = await respond(demand.id, sup);
    const b = await respond(demand.id, (await newCompany(t, 'SUP')).token);
    t.clock.advance(DAY);
    const replies = await Promise.all(
      [a, b].map((r, i) => call(t.app, 'POST', path(R.award, demand.id), { token: i ? devproj : dev, body: { responseId: r.id } })),
    );
    assert.deepEqual(replies.map((r) => r.status).sort(), [200, 409]);
    assert.equal(replies.find((r) => r.status === 409)!.body.data.reason, 'STATE_CONFLICT');
    const rows = await t.app.ctx.db.select().from(demandResponses).where(eq(demandResponses.demandId, demand.id));
    assert.deepEqual(rows.map((r) => r.status).sort(), ['AWARDED', 'DECLINED']);
    t.clock.advance(-DAY);
  });

  it('changes the criteria before the first score only; keys unique, weights adding up to 100', async () => {
    const demand = await publishedDemand(t, galaxy);
    const put = (criteria: unknown, lang?: string) =>
      call<Demand>(t.app, 'PUT', path(R.criteria, demand.id), { token: dev, body: { criteria }, lang });
    const three = [
      { key: 'price', name: '报价', weight: 50 },
      { key: 'team', name: '团队', weight: 30 },
      { key: 'speed', name: '工期', weight: 20 },
    ];
    // A standard criterion (price) is stored and shown under its standard name; the publisher's own as typed.
    const saved = [{ key: 'price', name: '价格', weight: 50 }, ...three.slice(1)];
    assert.deepEqual(assertOk(await put(three)).criteria, saved);
    const english = assertOk(await put(three, 'en_US')).criteria;
    assert.deepEqual(english, [{ key: 'price', name: 'Price', weight: 50 }, ...three.slice(1)]);
    assertError(
      await put([
        { key: 'a', name: 'A', weight: 50 },
        { key: 'a', name: 'B', weight: 50 },
      ]),
      400,
      'VALIDATION',
      ['/criteria'],
    );
    const sum = await put([{ key: 'a', name: 'A', weight: 50 }], 'en_US');
    assertError(sum, 400, 'VALIDATION', ['/criteria']);
    assert.equal(sum.body.msg, 'Some information is invalid');
    assertError(await put([]), 400, 'VALIDATION');
    const response = await respond(demand.id, sup);
    assert.equal(assertOk(await list(demand.id)).can.changeCriteria, true);
    assertOk(await score(response.id, dev, { price: 5, team: 5, speed: 5 }));
    assert.equal(assertOk(await list(demand.id)).can.changeCriteria, false);
    assertError(await put(three), 409, 'STATE_CONFLICT');
  });
});
