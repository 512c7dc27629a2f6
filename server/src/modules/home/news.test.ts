import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { FOLLOW_API, HOME_API, type HomeNews } from '@b2b/shared/contract';
import { certificateEvents, certificates, companies, showcaseWindows } from '../../db/schema';
import { assertError, assertOk, call, createTestApp, type TestApp } from '../../test/helpers';
import { DAY, HOUR, newCompany, publishedDemand, tokenOf } from '../../test/marketplace';

/** GET /api/home/news: what the companies the caller's company follows did, newest first, five at most. */
describe('home news of followed companies', () => {
  let t: TestApp;
  let partyA: { token: string; companyId: string };
  let supplier: { token: string; companyId: string };
  before(async () => {
    t = await createTestApp({ seed: true });
    partyA = await newCompany(t, 'DEV');
    supplier = await newCompany(t, 'SUP');
    await t.app.ctx.db.update(companies).set({ name: '远帆软件', nameEn: 'Far Sail Software' }).where(eq(companies.id, supplier.companyId));
  });
  after(() => t.close());

  const newsOf = async (token: string, lang?: string) => assertOk<HomeNews>(await call(t.app, 'GET', HOME_API.news, { token, lang }));
  const follow = async (token: string, companyId: string) =>
    assertOk(await call(t.app, 'POST', FOLLOW_API.list, { token, body: { companyId } }));
  const windowOf = async (companyId: string, publishedAt: Date, updatedAt: Date, state: 'PUBLISHED' | 'DRAFT' = 'PUBLISHED') => {
    const values = { companyId, state, introZh: '简介', introEn: 'About us', cases: [], contacts: [], searchText: '' };
    await t.app.ctx.db.insert(showcaseWindows).values({ ...values, publishedAt, createdAt: publishedAt, updatedAt });
  };

  it('is empty and says so for a company that follows nobody', async () => {
    assert.deepEqual(await newsOf(partyA.token), { following: 0, items: [] });
  });

  it('tells a supplier the demands a followed party A published, newest first, five at most, linked to the zone', async () => {
    const sup = await newCompany(t, 'SUP');
    await follow(sup.token, partyA.companyId);
    const ids = [];
    for (let i = 0; i < 7; i++) {
      t.clock.advance(HOUR);
      ids.push((await publishedDemand(t, partyA.companyId, { title: `需求 ${i}` })).id);
    }
    const news = await newsOf(sup.token);
    assert.equal(news.following, 1);
    assert.equal(news.items.length, 5);
    assert.deepEqual(
      news.items.map((item) => [item.kind, item.title, item.to]),
      ids
        .slice(2)
        .reverse()
        .map((id, n) => ['DEMAND_PUBLISHED', `需求 ${6 - n}`, `/demand?open=${id}`]),
    );
    assert.ok(news.items.every((item, n) => n === 0 || news.items[n - 1].at >= item.at));
    // A supplier that may not open the demand zone (not paying) hears of the approval only, never of a demand.
    const unpaid = await newCompany(t, 'SUP', { paying: false });
    await follow(unpaid.token, partyA.companyId);
    const theirs = await newsOf(unpaid.token);
    assert.deepEqual(
      theirs.items.map((item) => [item.kind, item.to]),
      [['COMPANY_APPROVED', null]],
    );
  });

  it("tells party A a followed supplier's window published and updated, and its approval, in the reader's language", async () => {
    const now = t.clock.now().getTime();
    await windowOf(supplier.companyId, new Date(now - 3 * DAY), new Date(now - DAY));
    await follow(partyA.token, supplier.companyId);
    const news = await newsOf(partyA.token, 'en_US');
    const window = `/windows/partyBshow?company=${supplier.companyId}`;
    assert.deepEqual(
      news.items.map((item) => [item.kind, item.companyName, item.to]),
      [
        ['COMPANY_APPROVED', 'Far Sail Software', `/onboarded-sup?q=${encodeURIComponent('远帆软件')}`],
        ['WINDOW_UPDATED', 'Far Sail Software', window],
        ['WINDOW_PUBLISHED', 'Far Sail Software', window],
      ],
    );
    assert.equal((await newsOf(partyA.token)).items[0].companyName, '远帆软件');
  });

  it("tells a certificate approved of a followed supplier, its kind named in the reader's language; never one under review", async () => {
    const dev = await newCompany(t, 'DEV');
    const certifiedSup = await newCompany(t, 'SUP');
    await follow(dev.token, certifiedSup.companyId);
    const now = t.clock.now();
    const certificate = async (kind: 'ISO9001' | 'OTHER', state: 'APPROVED' | 'SUBMITTED', name: string | null = null) => {
      const values = { companyId: certifiedSup.companyId, kind, name, issuer: '认证中心', number: 'C-1', validFrom: '2026-01-01' };
      const [row] = await t.app.ctx.db
        .insert(certificates)
        .values({ ...values, validTo: '2029-01-01', state, submittedAt: now, createdAt: now, updatedAt: now })
        .returning();
      const action = state === 'APPROVED' ? 'APPROVED' : 'SUBMITTED';
      await t.app.ctx.db.insert(certificateEvents).values({ certificateId: row.id, companyId: row.companyId, action, createdAt: now });
    };
    await certificate('ISO9001', 'APPROVED');
    await certificate('OTHER', 'APPROVED', '软件企业证书');
    await certificate('ISO9001', 'SUBMITTED');
    const certifiedOf = (news: HomeNews) =>
      news.items
        .filter((item) => item.kind === 'CERTIFIED')
        .map((item) => item.title)
        .sort();
    assert.deepEqual(certifiedOf(await newsOf(dev.token, 'en_US')), ['ISO 9001 quality', '软件企业证书']);
    assert.deepEqual(certifiedOf(await newsOf(dev.token)), ['ISO 9001 质量管理', '软件企业证书']);
    const item = (await newsOf(dev.token)).items.find((i) => i.kind === 'CERTIFIED')!;
    assert.equal(item.to?.startsWith('/onboarded-sup?q='), true);
    // A company that does not follow it hears nothing of it.
    const stranger = await newCompany(t, 'DEV');
    assert.deepEqual(certifiedOf(await newsOf(stranger.token)), []);
  });

  it('leaves out drafts, windows of the own side and other companies follows', async () => {
    const dev = await newCompany(t, 'DEV');
    const other = await newCompany(t, 'DEV');
    const draftSup = await newCompany(t, 'SUP');
    await windowOf(other.companyId, t.clock.now(), t.clock.now());
    await windowOf(draftSup.companyId, t.clock.now(), t.clock.now(), 'DRAFT');
    await follow(dev.token, other.companyId);
    await follow(dev.token, draftSup.companyId);
    const kinds = (await newsOf(dev.token)).items.map((item) => item.kind);
    assert.deepEqual(kinds, ['COMPANY_APPROVED', 'COMPANY_APPROVED']);
    // Another company's follows are not this one's news.
    const stranger = await newCompany(t, 'SUP');
    assert.deepEqual(await newsOf(stranger.token), { following: 0, items: [] });
  });

  it('is for DEV and SUP accounts: staff 403, a visitor 401', async () => {
    assertError(await call(t.app, 'GET', HOME_API.news, { token: await tokenOf(t, 'service@demo.test') }), 403, 'FORBIDDEN');
    assertError(await call(t.app, 'GET', HOME_API.news), 401, 'UNAUTHENTICATED');
  });

  it('gives the demo accounts live news from the seed', async () => {
    const dev = await newsOf(await tokenOf(t, 'dev@demo.test'));
    assert.ok(dev.following >= 2 && dev.items.length > 0, JSON.stringify(dev));
    const sup = await newsOf(await tokenOf(t, 'sup@demo.test'), 'en_US');
    const kinds = new Set(sup.items.map((item) => item.kind));
    assert.ok(kinds.has('DEMAND_PUBLISHED'), JSON.stringify(sup));
    assert.ok(sup.items.every((item) => item.companyName === 'Galaxy Tech'));
  });
});
