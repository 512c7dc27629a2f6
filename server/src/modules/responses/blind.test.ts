import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { apiPath, DEMANDS_API, MANPOWER_API, RESPONSES_API as R, type DemandEvent, type ResponseView } from '@b2b/shared/contract';
import { certificates, companyRatingSummaries } from '../../db/schema';
import { download } from '../../test/files';
import { assertError, assertOk, call, createTestApp, type TestApp } from '../../test/helpers';
import { companyOf, DAY, newCompany, publishedDemand, responseBody, tokenOf, uploadPdf } from '../../test/marketplace';

const path = (template: string, id: string) => apiPath(template, { id });

/**
 * docs/marketplace.md, "Blind": party A must not learn who a blind response is from, even when the
 * same supplier answers another of its demands openly with the same file and the same person.
 */
describe('responses: a blind evaluation does not unmask the supplier', () => {
  let t: TestApp;
  let dev: string;
  let supplier: { token: string; companyId: string; email: string };
  let fileId: string;
  let person: { id: string; name: string };
  let open: ResponseView;
  let hidden: ResponseView;
  let blindDemandId: string;
  before(async () => {
    t = await createTestApp({ seed: true });
    dev = await tokenOf(t, 'dev@demo.test');
    const galaxy = await companyOf(t, 'dev@demo.test');
    supplier = await newCompany(t, 'SUP');
    fileId = await uploadPdf(t, supplier.token, '星河科技-技术方案.pdf');
    const body = { name: '韩梅梅', title: '项目经理', skills: ['Scrum'], level: 'EXPERT', dayRate: 2000, availability: 'AVAILABLE' };
    person = assertOk(await call(t.app, 'POST', MANPOWER_API.list, { token: supplier.token, body }));
    const offer = responseBody({ attachmentIds: [fileId], manpowerIds: [person.id] });
    // An approved certificate in force: a badge party A sees on the open response, never on the blind one.
    const now = t.clock.now();
    await t.app.ctx.db.insert(certificates).values({
      companyId: supplier.companyId,
      kind: 'ISO9001',
      issuer: '认证中心',
      number: 'Q-1',
      validFrom: '2020-01-01',
      validTo: '2099-01-01',
      state: 'APPROVED',
      submittedAt: now,
      reviewedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    // Published ratings (4.3 from 3): party A sees them beside the open response, never beside the blind one.
    await t.app.ctx.db
      .insert(companyRatingSummaries)
      .values({ companyId: supplier.companyId, points: 39, count: 3, average: 4.3, updatedAt: now });
    const openDemand = await publishedDemand(t, galaxy);
    const blindDemand = await publishedDemand(t, galaxy, { blind: true, deadline: t.clock.now().getTime() + DAY });
    blindDemandId = blindDemand.id;
    open = assertOk(await call(t.app, 'POST', path(R.ofDemand, openDemand.id), { token: supplier.token, body: offer }));
    hidden = assertOk(await call(t.app, 'POST', path(R.ofDemand, blindDemand.id), { token: supplier.token, body: offer }));
  });
  after(() => t.close());

  it('attack: no storage key, company id, file or person id or name of an open response reappears in a blind one', async () => {
    const seen = assertOk(await call(t.app, 'GET', path(R.response, open.id), { token: dev }));
    assert.equal(seen.attachments[0].id, fileId);
    assert.equal('key' in seen.attachments[0], false, 'no storage key, which names the company');
    assert.equal(seen.manpower[0].id, person.id);
    const known = [supplier.companyId, fileId, person.id, person.name, seen.supplierName, '星河科技'];
    const list = assertOk(await call(t.app, 'GET', path(R.ofDemand, blindDemandId), { token: dev })).list;
    const one = assertOk(await call(t.app, 'GET', path(R.response, hidden.id), { token: dev, lang: 'en_US' }));
    for (const view of [list[0], one]) {
      const text = JSON.stringify(view);
      for (const value of known) assert.ok(!text.includes(value), `${value} shows in a blind response`);
    }
    assert.deepEqual([list[0].attachments[0].name, list[0].manpower[0].name], ['附件 1.pdf', '成员 1']);
    assert.deepEqual([one.supplierName, one.attachments[0].name, one.manpower[0].name], ['Supplier 1', 'Attachment 1.pdf', 'Member 1']);
    assert.deepEqual(one.manpower[0].skills, ['Scrum'], 'what party A evaluates stays');
    assert.deepEqual(seen.badges, [{ kind: 'ISO9001', name: null }], "party A sees an open response's supplier badges");
    assert.deepEqual([list[0].badges, one.badges], [[], []], 'a blind response carries no badges');
    const own = assertOk(await call(t.app, 'GET', path(R.response, hidden.id), { token: supplier.token }));
    assert.deepEqual(own.badges, [], 'badges are for party A');
    const rated = assertOk(await call(t.app, 'GET', path(R.ofDemand, open.demandId), { token: dev })).list[0];
    assert.deepEqual(
      [seen.rating, rated.rating],
      [
        { average: 4.3, count: 3 },
        { average: 4.3, count: 3 },
      ],
      'the rating beside the open response',
    );
    assert.deepEqual([list[0].rating, one.rating], [null, null], 'a blind response carries no rating: its figures would tell who it is');
    assert.equal(own.rating, null, 'the rating beside a response is for party A');
  });

  it('attack: the blind download answers to the blind id only, under the blind name; a known real id is 404', async () => {
    const probe = `/api/responses/${hidden.id}/files/${fileId}`;
    assertError(await call(t.app, 'GET', probe, { token: dev }), 404, 'NOT_FOUND');
    const view = assertOk(await call(t.app, 'GET', path(R.response, hidden.id), { token: dev }));
    const res = await download(t.app, view.attachments[0].url, dev);
    assert.equal(res.status, 200);
    assert.match(res.body.toString('latin1'), /^%PDF/);
    const disposition = decodeURIComponent(String(res.headers['content-disposition']));
    assert.match(disposition, /附件 1\.pdf/);
    assert.doesNotMatch(disposition, /星河科技/);
    // The supplier itself sees its own file as it is.
    const own = assertOk(await call(t.app, 'GET', path(R.response, hidden.id), { token: supplier.token }));
    assert.deepEqual([own.attachments[0].id, own.manpower[0].name], [fileId, '韩梅梅']);
    assert.equal((await download(t.app, `/api/responses/${hidden.id}/files/${fileId}`, supplier.token)).status, 200);
  });

  it('shows the real ids and names once revealed', async () => {
    t.clock.advance(DAY);
    assertOk(await call(t.app, 'PUT', path(R.score, hidden.id), { token: dev, body: { scores: { price: 7, quality: 8 } } }));
    // The trail's mark names the supplier by number to party A while blind, by name to staff, by name once revealed.
    const trail = async (token: string, lang?: string) =>
      assertOk<DemandEvent[]>(await call(t.app, 'GET', apiPath(DEMANDS_API.events, { id: blindDemandId }), { token, lang }));
    const scored = async (token: string, lang?: string) => (await trail(token, lang)).find((e) => e.action === 'SCORED')?.subject;
    assert.equal(await scored(dev), '供应商 1');
    assert.equal(await scored(dev, 'en_US'), 'Supplier 1');
    const staff = await tokenOf(t, 'service@demo.test');
    const real = await scored(staff);
    assert.ok(real && real !== '供应商 1', String(real));
    assert.ok(!(await trail(supplier.token)).some((e) => e.action === 'SCORED'));
    const revealed = assertOk(await call(t.app, 'POST', path(R.reveal, blindDemandId), { token: dev }));
    assert.equal(await scored(dev), real);
    assert.deepEqual([revealed.list[0].attachments[0].id, revealed.list[0].manpower[0].name], [fileId, '韩梅梅']);
    assert.deepEqual(revealed.list[0].badges, [{ kind: 'ISO9001', name: null }], 'revealed: the badges show');
    assert.deepEqual(revealed.list[0].rating, { average: 4.3, count: 3 }, 'revealed: the rating shows');
  });
});
