import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { apiPath, FILES_API, PROJECTS_API, SHOWCASE_API, type ShowcaseCard } from '@b2b/shared/contract';
import { showcaseExposures } from '../../db/schema';
import { assertError, assertOk, call, callMultipart, createTestApp, loginAs, registerCompany, type TestApp } from '../../test/helpers';

const DAY = 24 * 60 * 60 * 1000;
const exposurePath = (type: string) => apiPath(SHOWCASE_API.addExposure, { type });
const windowPath = (companyId: string) => apiPath(SHOWCASE_API.window, { companyId });

describe('showcase windows and exposure', () => {
  let t: TestApp;
  let png: Buffer;
  const tokens: Record<string, string> = {};
  const companies: Record<string, string> = {};

  before(async () => {
    t = await createTestApp({ seed: true });
    png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer();
    await signIn();
  });
  /** Signs every account in again (a day on the test clock ends the sessions). */
  const signIn = async () => {
    for (const account of ['sup', 'supreq', 'sup2', 'dev', 'devproj', 'ordinary', 'newsup', 'service']) {
      const session = await loginAs(t.app, `${account}@demo.test`);
      tokens[account] = session.token;
      companies[account] = session.user.companyId!;
    }
  };
  after(() => t.close());

  const upload = async (token: string, visibility = 'public') =>
    assertOk<{ id: string }>(
      await callMultipart(t.app, `${FILES_API.uploadImage}?visibility=${visibility}`, { token, fileName: 'case.png', content: png }),
    ).id;
  const windowBody = (overrides: Record<string, unknown> = {}) => ({
    coverFileId: null,
    introZh: '## 帆船软件\n\n专注工业软件十年。',
    introEn: '## Sail Software\n\nTen years of industrial software.',
    cases: [{ title: '智慧工厂 MES', description: '为 3 家工厂上线 MES。', imageIds: [] }],
    contacts: [{ name: '王经理', phone: '021-55550000' }],
    ...overrides,
  });
  const save = (token: string, body: unknown, lang?: string) => call(t.app, 'PUT', SHOWCASE_API.mine, { token, body, lang });
  const mine = async (token: string) => assertOk(await call(t.app, 'GET', SHOWCASE_API.mine, { token }));
  const listed = async (token: string, keyword?: string) => {
    const query = keyword ? `?pageSize=100&keyword=${encodeURIComponent(keyword)}` : '?pageSize=100';
    const page = assertOk(await call(t.app, 'GET', `${SHOWCASE_API.list}${query}`, { token }));
    return page.list.map((card: { companyId: string }) => card.companyId);
  };
  const expose = (token: string, type: string, visitCompanyId: string) =>
    call(t.app, 'PUT', exposurePath(type), { token, body: { visitCompanyId } });

  it('refuses a visitor, staff, a sub-account editing and the wrong side, in the caller’s language', async () => {
    for (const [method, url] of [
      ['GET', SHOWCASE_API.mine],
      ['PUT', SHOWCASE_API.mine],
      ['GET', SHOWCASE_API.list],
      ['GET', SHOWCASE_API.exposure],
    ]) {
      const reply = await call(t.app, method, url, { body: method === 'PUT' ? windowBody() : undefined, lang: 'en-US' });
      assertError(reply, 401, 'UNAUTHENTICATED');
      assert.match(reply.body.msg, /[a-z]/i);
    }
    assertError(await call(t.app, 'GET', SHOWCASE_API.list, { token: tokens.service }), 403, 'FORBIDDEN');
    assertError(await save(tokens.supreq, windowBody()), 403, 'FORBIDDEN');
    assertError(await call(t.app, 'POST', SHOWCASE_API.publish, { token: tokens.supreq }), 403, 'FORBIDDEN');
    assertError(await save(tokens.devproj, windowBody()), 403, 'FORBIDDEN');
    assert.equal(await mine(tokens.supreq), null, 'a sub-account reads its company window page');
    const refused = await save(tokens.supreq, windowBody(), 'zh-CN');
    assert.match(refused.body.msg, /[\u4e00-\u9fa5]/);
  });

  it('refuses bad bodies with 400 and fields, changing nothing', async () => {
    const cases = Array.from({ length: 9 }, () => ({ title: '案例标题', description: '', imageIds: [] }));
    for (const [body, field] of [
      [windowBody({ cases }), '/cases'],
      [windowBody({ introZh: 'x'.repeat(5001) }), '/introZh'],
      [windowBody({ contacts: [{ name: '王经理' }] }), '/contacts/0/phone'],
      [windowBody({ cases: [{ title: '   ', description: '', imageIds: [] }] }), '/cases/0/title'],
      [windowBody({ companyId: companies.sup2 }), undefined],
      [windowBody({ coverFileId: '../etc/passwd' }), '/coverFileId'],
      [{ introZh: '只有中文' }, undefined],
    ] as const) {
      const reply = await save(tokens.sup, body, 'en-US');
      assertError(reply, 400, 'VALIDATION', field ? [field] : undefined);
    }
    assert.equal(await mine(tokens.sup), null);
  });

  it("refuses another company's image, a private image and an unconfirmed id, changing nothing", async () => {
    const theirs = await upload(tokens.sup2);
    const privateImage = await upload(tokens.sup, 'company');
    for (const [body, field] of [
      [windowBody({ coverFileId: theirs }), '/coverFileId'],
      [windowBody({ cases: [{ title: '案例', description: '', imageIds: [theirs] }] }), '/cases/0/imageIds'],
      [windowBody({ coverFileId: privateImage }), '/coverFileId'],
      [windowBody({ coverFileId: '00000000-0000-4000-8000-000000000000' }), '/coverFileId'],
    ] as const) {
      assertError(await save(tokens.sup, body), 400, 'FILE_NOT_ATTACHABLE', [field]);
    }
    assert.equal(await mine(tokens.sup), null);
  });

  it('keeps a draft to its company; once published the other side lists and reads it, the own side never', async () => {
    const cover = await upload(tokens.sup);
    const caseImage = await upload(tokens.sup);
    const body = windowBody({
      coverFileId: cover,
      introZh: '帆船<script>alert(1)</script>软件',
      cases: [{ title: '智慧工厂 MES', description: '上线三家工厂', imageIds: [caseImage] }],
    });
    const saved = assertOk(await save(tokens.sup, body));
    assert.equal(saved.state, 'DRAFT');
    assert.equal(saved.introZh, '帆船alert(1)软件', 'HTML tags are stripped');
    assert.equal(saved.cover.id, cover);
    assert.deepEqual(
      saved.cases[0].images.map((i: { id: string }) => i.id),
      [caseImage],
    );
    assert.equal((await mine(tokens.supreq)).state, 'DRAFT', "the company's other accounts read it");

    assert.ok(!(await listed(tokens.dev)).includes(companies.sup), 'a draft is not listed');
    assertError(await call(t.app, 'GET', windowPath(companies.sup), { token: tokens.dev }), 404, 'NOT_FOUND');

    assert.equal(assertOk(await call(t.app, 'POST', SHOWCASE_API.publish, { token: tokens.sup })).state, 'PUBLISHED');
    assertError(await call(t.app, 'POST', SHOWCASE_API.publish, { token: tokens.sup }), 409, 'STATE_CONFLICT');

    assert.ok((await listed(tokens.dev)).includes(companies.sup));
    assert.ok((await listed(tokens.dev, 'MES')).includes(companies.sup), 'a case title matches the keyword');
    assert.ok(!(await listed(tokens.dev, 'no-such-window-word')).includes(companies.sup));
    const view = assertOk(await call(t.app, 'GET', windowPath(companies.sup), { token: tokens.dev, lang: 'en-US' }));
    assert.equal(view.intro, '## Sail Software\n\nTen years of industrial software.');
    assert.equal(view.cases[0].images[0].id, caseImage);
    assert.equal((await t.app.inject({ method: 'GET', url: view.cover.url })).statusCode, 200, 'the cover is public');

    for (const account of ['sup2', 'sup']) {
      assert.ok(!(await listed(tokens[account])).includes(companies.sup), 'suppliers are shown the developers, not each other');
      assertError(await call(t.app, 'GET', windowPath(companies.sup), { token: tokens[account] }), 404, 'NOT_FOUND');
    }
    assertError(await call(t.app, 'GET', windowPath(companies.newsup), { token: tokens.dev }), 404, 'NOT_FOUND');
    assertError(await call(t.app, 'GET', windowPath('not-a-uuid'), { token: tokens.dev }), 400, 'VALIDATION');
  });

  it('counts exposure once per viewer per company per day, never for the own company', async () => {
    const stats = async () => assertOk(await call(t.app, 'GET', SHOWCASE_API.exposure, { token: tokens.sup }));
    // The seed's 90 days of exposure (the promotion charts) would move out of the 7-day window as the clock moves.
    await t.app.ctx.db.delete(showcaseExposures).where(eq(showcaseExposures.companyId, companies.sup));
    const before = await stats();

    assert.equal(assertOk(await expose(tokens.dev, 'partyB', companies.sup)).counted, true);
    for (let i = 0; i < 5; i++) assert.equal(assertOk(await expose(tokens.dev, 'partyB', companies.sup)).counted, false);
    assert.equal(assertOk(await expose(tokens.devproj, 'partyB', companies.sup)).counted, true, 'another viewer counts');
    assert.equal(assertOk(await expose(tokens.sup, 'partyB', companies.sup)).counted, false, 'never the own company');
    assert.deepEqual(await stats(), { today: before.today + 2, last7Days: before.last7Days + 2, total: before.total + 2 });

    assertError(await expose(tokens.dev, 'partyA', companies.sup), 404, 'NOT_FOUND');
    assertError(await expose(tokens.dev, 'partyB', companies.newsup), 404, 'NOT_FOUND');
    assertError(await expose(tokens.dev, 'partyB', '00000000-0000-4000-8000-000000000000'), 404, 'NOT_FOUND');
    assertError(await expose(tokens.dev, 'window', companies.sup), 400, 'VALIDATION');
    assertError(await call(t.app, 'PUT', exposurePath('partyB'), { token: tokens.dev, body: { visitCompanyId: 'x' } }), 400, 'VALIDATION');
    assertError(await call(t.app, 'PUT', exposurePath('partyB'), { body: { visitCompanyId: companies.sup } }), 401, 'UNAUTHENTICATED');
    assertError(await expose(tokens.service, 'partyB', companies.sup), 403, 'FORBIDDEN');

    t.clock.advance(DAY);
    await signIn();
    assert.equal(assertOk(await expose(tokens.dev, 'partyB', companies.sup)).counted, true, 'the next day counts again');
    assert.deepEqual(await stats(), { today: 1, last7Days: before.last7Days + 3, total: before.total + 3 });
    t.clock.advance(7 * DAY);
    await signIn();
    assert.deepEqual(await stats(), { today: 0, last7Days: 0, total: before.total + 3 });
  });

  it('unpublishing hides the window from the other side at once; the owner still edits it', async () => {
    assert.equal(assertOk(await call(t.app, 'POST', SHOWCASE_API.unpublish, { token: tokens.sup })).state, 'DRAFT');
    assertError(await call(t.app, 'POST', SHOWCASE_API.unpublish, { token: tokens.sup }), 409, 'STATE_CONFLICT');
    assert.ok(!(await listed(tokens.dev)).includes(companies.sup));
    assertError(await call(t.app, 'GET', windowPath(companies.sup), { token: tokens.dev }), 404, 'NOT_FOUND');
    assertError(await expose(tokens.dev, 'partyB', companies.sup), 404, 'NOT_FOUND');
    const edited = assertOk(await save(tokens.sup, windowBody({ introZh: '新的介绍' })));
    assert.equal(edited.introZh, '新的介绍');
    assert.equal(edited.state, 'DRAFT');
  });

  it('publishes nothing without an introduction, and a developer window shows to suppliers only', async () => {
    const fresh = (await registerCompany(t.app, 'DEV')).token;
    assertError(await call(t.app, 'POST', SHOWCASE_API.publish, { token: fresh }), 404, 'NOT_FOUND');
    assertError(await call(t.app, 'POST', SHOWCASE_API.unpublish, { token: fresh }), 404, 'NOT_FOUND');

    assert.equal((await mine(tokens.ordinary)).state, 'PUBLISHED', 'the demo seed published it');
    assertOk(await call(t.app, 'POST', SHOWCASE_API.unpublish, { token: tokens.ordinary }));
    assertOk(await save(tokens.ordinary, windowBody({ introZh: '', introEn: ' \n ' })));
    assertError(await call(t.app, 'POST', SHOWCASE_API.publish, { token: tokens.ordinary }), 400, 'VALIDATION', ['/introZh']);
    assertOk(await save(tokens.ordinary, windowBody({ introEn: '' })));
    assertOk(await call(t.app, 'POST', SHOWCASE_API.publish, { token: tokens.ordinary }));
    assert.ok((await listed(tokens.sup2)).includes(companies.ordinary));
    const view = assertOk(await call(t.app, 'GET', windowPath(companies.ordinary), { token: tokens.sup2, lang: 'en-US' }));
    assert.equal(view.intro, windowBody().introZh, 'the other language when the reader’s is empty');
    assert.ok(!(await listed(tokens.dev)).includes(companies.ordinary));
    assert.equal(assertOk(await expose(tokens.sup2, 'partyA', companies.ordinary)).counted, true);
  });

  it('seeds published windows with images on both sides, and exposure the owner sees', async () => {
    const suppliers = await listed(tokens.dev);
    assert.ok(suppliers.includes(companies.sup2));
    assert.ok(suppliers.length >= 2, 'the demo rival supplier too');
    assert.ok((await listed(tokens.sup)).includes(companies.dev));
    const whale = assertOk(await call(t.app, 'GET', windowPath(companies.sup2), { token: tokens.dev }));
    assert.ok(whale.cover && whale.cases[0].images.length > 0);
    assert.equal((await t.app.inject({ method: 'GET', url: whale.cases[0].images[0].thumbUrl! })).statusCode, 200);
    const seen = assertOk(await call(t.app, 'GET', SHOWCASE_API.exposure, { token: tokens.sup2 }));
    assert.ok(seen.total > 0);
  });

  it("shows each window's company rating, the figure of its own dashboard; a company without ratings has none", async () => {
    const rating = async (token: string) => assertOk(await call(t.app, 'GET', PROJECTS_API.dashboard, { token })).rating;
    const dev = await rating(tokens.dev);
    assert.ok(dev, 'the demo DEV company has a published rating (seed)');
    const developers = assertOk(await call(t.app, 'GET', `${SHOWCASE_API.list}?pageSize=100`, { token: tokens.sup }))
      .list as ShowcaseCard[];
    assert.deepEqual(developers.find((c) => c.companyId === companies.dev)?.rating, dev);
    assert.deepEqual(assertOk(await call(t.app, 'GET', windowPath(companies.dev), { token: tokens.sup })).rating, dev);
    assert.equal(await rating(tokens.sup2), null, 'the demo rival supplier has no published rating');
    const suppliers = assertOk(await call(t.app, 'GET', `${SHOWCASE_API.list}?pageSize=100`, { token: tokens.dev })).list as ShowcaseCard[];
    assert.equal(suppliers.find((c) => c.companyId === companies.sup2)?.rating, null);
  });
});
