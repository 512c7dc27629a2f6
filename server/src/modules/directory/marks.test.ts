import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DIRECTORY_API, PROJECTS_API as P, SHOWCASE_API, type CompanyCard, type Paged } from '@b2b/shared/contract';
import { assertError, assertOk, call, createTestApp, type TestApp } from '../../test/helpers';
import { companyOf, newCompany } from '../../test/marketplace';
import { delivery, demoTokens, path, projectWithPlan, work, type Tokens } from '../projects/test-support';

/** The ratings and showcase windows on the directory's cards, and their filters (docs/directory.md). */
describe('the directory: ratings and showcase windows', () => {
  let t: TestApp;
  let k: Tokens;
  before(async () => {
    t = await createTestApp({ seed: true });
    k = await demoTokens(t);
  });
  after(() => t.close());

  const list = (query = '', token = k.dev, lang?: string) =>
    call<Paged<CompanyCard>>(t.app, 'GET', `${DIRECTORY_API.suppliers}?pageSize=100${query}`, { token, lang });
  const cards = async (query = '') => assertOk(await list(query)).list;
  const card = async (id: string, query = '') => (await cards(query)).find((c) => c.id === id);
  const as = (token: string, method: string, url: string, body?: unknown) => call(t.app, method, url, { token, body });

  it('shows the seeded published ratings (average of every criterion, one decimal, count) and filters by them', async () => {
    const all = await cards();
    assert.deepEqual(all.find((c) => c.nameEn === 'Jincheng Logistics Software')!.rating, { average: 4.7, count: 2 });
    assert.deepEqual(all.find((c) => c.nameEn === 'Haichuan Data Services')!.rating, { average: 3.3, count: 1 });
    assert.equal(all.find((c) => c.nameEn === 'Star IT Outsourcing')!.rating, null);
    const names = async (min: string) => (await cards(`&minRating=${min}`)).map((c) => c.nameEn).sort();
    assert.deepEqual(await names('4.5'), ['Jincheng Logistics Software', 'Shudao Cloud']);
    const four = await names('4');
    assert.ok(four.includes('Kangyuan Health IT') && !four.includes('Haichuan Data Services'), four.join());
    const three = await cards('&minRating=3');
    assert.ok(three.every((c) => c.rating && c.rating.average >= 3) && three.length > four.length);
    assert.equal(assertOk(await list('&minRating=3')).total, three.length);
  });

  it('counts a rating only once published: one side rated moves neither the average nor the filter', async () => {
    const sup = await companyOf(t, 'sup@demo.test');
    const before = (await card(sup))!.rating;
    const project = await projectWithPlan(t, k);
    for (const m of project.milestonesList) {
      assertOk(await as(k.sup, 'POST', path(P.progress, m.id), work()));
      assertOk(await as(k.sup, 'POST', path(P.submit, m.id), await delivery(t, k.sup)));
      assertOk(await as(k.dev, 'POST', path(P.accept, m.id)));
    }
    const low = { quality: 1, communication: 1, timeliness: 1, comment: '延期严重' };
    assertOk(await as(k.dev, 'POST', path(P.rate, project.id), low));
    assert.deepEqual((await card(sup))!.rating, before, 'a rating not published counts for nothing');
    assert.ok(await card(sup, '&minRating=4'), 'nor moves the filter');
    assertOk(await as(k.sup, 'POST', path(P.rate, project.id), { ...low, quality: 5 }));
    const after = (await card(sup))!.rating!;
    assert.equal(after.count, (before?.count ?? 0) + 1);
    assert.ok(after.average < (before?.average ?? 5));
    assert.equal(await card(sup, '&minRating=4'), undefined, 'once published it counts');
  });

  it('marks a supplier with a published window, filters by it, and forgets it once unpublished', async () => {
    const blueWhale = (await cards()).find((c) => c.nameEn === 'Blue Whale IT')!;
    assert.equal(blueWhale.hasWindow, true, 'the seeded published window');
    const fresh = await newCompany(t, 'SUP');
    const body = {
      coverFileId: null,
      introZh: '## 帆船软件',
      introEn: '## Sail Software',
      cases: [{ title: '智慧工厂 MES', description: '为 3 家工厂上线 MES。', imageIds: [] }],
      contacts: [{ name: '王经理', phone: '021-55550000' }],
    };
    assertOk(await as(fresh.token, 'PUT', SHOWCASE_API.mine, body));
    assert.equal((await card(fresh.companyId))!.hasWindow, false, 'a draft is no window');
    assert.equal(await card(fresh.companyId, '&withWindow=true'), undefined);
    assertOk(await as(fresh.token, 'POST', SHOWCASE_API.publish));
    assert.equal((await card(fresh.companyId))!.hasWindow, true);
    const windowed = await cards('&withWindow=true');
    assert.ok(windowed.every((c) => c.hasWindow) && windowed.some((c) => c.id === fresh.companyId));
    assertOk(await as(fresh.token, 'POST', SHOWCASE_API.unpublish));
    assert.equal(await card(fresh.companyId, '&withWindow=true'), undefined);
  });

  it('refuses a rating step it does not offer and a malformed window flag, in the caller language', async () => {
    for (const bad of ['3.5', '5', '0', 'high', '-1']) assertError(await list(`&minRating=${bad}`), 400, 'VALIDATION', ['/minRating']);
    const en = await list('&minRating=2', k.dev, 'en_US');
    assert.equal(en.body.msg, 'Some information is invalid');
    assertError(await list('&withWindow=yes'), 400, 'VALIDATION', ['/withWindow']);
    // The directory stays party A's: a supplier may not read it, with or without the new filters.
    assertError(await list('&minRating=4', k.sup), 403, 'FORBIDDEN');
  });
});
