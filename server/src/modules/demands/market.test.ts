import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { COLLECT_API, DEMANDS_API as D, PROJECTS_API, type DemandSummary } from '@b2b/shared/contract';
import { demands } from '../../db/schema';
import { assertError, assertOk, call, createTestApp, type TestApp } from '../../test/helpers';
import { create, DAY, demoTokens, path, payingCompany, publish, respond, type Tokens } from './test-support';

describe('demands: the demand zone and keyword search', () => {
  let t: TestApp;
  let k: Tokens;
  const ids: Record<string, string> = {};
  before(async () => {
    t = await createTestApp({ seed: true });
    k = await demoTokens(t);
    const now = t.clock.now().getTime();
    ids.zh = (
      await publish(t, k, k.dev, {
        title: '智慧物流调度平台开发',
        description: '开发一套智慧物流调度平台，包括车辆定位、路线规划和运力结算功能。',
        categoryId: 'logistics',
        provinceCode: '44',
        cityCode: '4403',
        budgetMin: 300_000,
        budgetMax: 500_000,
        deadline: now + 30 * DAY,
      })
    ).id;
    t.clock.advance(1000);
    ids.en = (
      await publish(t, k, k.dev, {
        title: 'Brand Identity Redesign',
        description: 'We need a complete brand identity redesign: logo, colour palette, typography and 100% vector assets.',
        categoryId: 'design',
        lang: 'en-US',
        provinceCode: '11',
        cityCode: '1101',
        budgetMin: 20_000,
        budgetMax: 40_000,
        deadline: now + 10 * DAY,
      })
    ).id;
    t.clock.advance(1000);
    ids.soon = (
      await publish(t, k, k.dev, { title: '即将截止的数据标注需求', deadline: now + 2 * DAY, budgetMin: 1000, budgetMax: 2000 })
    ).id;
    ids.draft = (await create(t, k.dev, { title: '草稿中的智慧物流需求' })).id;
  });
  after(() => t.close());

  const market = async (query: string, token = k.sup) =>
    assertOk(await call(t.app, 'GET', `${D.market}?pageSize=100&${query}`, { token })).list as DemandSummary[];
  /** The seed publishes demands too: only this file's own count. */
  const listed = (list: DemandSummary[]) => list.map((d) => d.id).filter((id) => Object.values(ids).includes(id));

  it("carries the demand company's published rating on its card and detail (the dashboard's figure); none without ratings", async () => {
    const board = assertOk(await call(t.app, 'GET', PROJECTS_API.dashboard, { token: k.dev }));
    assert.ok(board.rating, 'the demo DEV company has a published rating (seed)');
    const card = (await market('status=ALL')).find((d) => d.id === ids.zh)!;
    assert.deepEqual(card.companyRating, board.rating);
    const detail = assertOk(await call(t.app, 'GET', path(D.demand, ids.zh), { token: k.sup }));
    assert.deepEqual(detail.companyRating, board.rating);
    const fresh = await payingCompany(t, 'DEV');
    const unrated = await publish(t, k, fresh.token, { title: '未评价公司的需求', deadline: t.clock.now().getTime() + 9 * DAY });
    assert.equal((await market('status=ALL')).find((d) => d.id === unrated.id)!.companyRating, null);
  });

  it('finds Chinese text by a Chinese keyword and English by English, case-insensitively', async () => {
    assert.deepEqual(listed(await market(`keyword=${encodeURIComponent('物流调度')}`)), [ids.zh]);
    assert.deepEqual(listed(await market('keyword=BRAND%20identity')), [ids.en]);
    assert.deepEqual(listed(await market('keyword=typography')), [ids.en]);
    assert.deepEqual(await market('keyword=nothing-like-this'), []);
    assert.ok((await market(`keyword=${encodeURIComponent('小程序')}`)).length > 0);
  });

  it('takes %, _ and \\ in a keyword literally', async () => {
    assert.deepEqual(listed(await market(`keyword=${encodeURIComponent('100%')}`)), [ids.en]);
    assert.deepEqual(await market(`keyword=${encodeURIComponent('%')}&categoryId=logistics`), []);
    assert.deepEqual(await market(`keyword=${encodeURIComponent('_')}`), []);
    assert.deepEqual(await market(`keyword=${encodeURIComponent('\\')}`), []);
  });

  it('lists only published demands, filters by category, province and budget overlap', async () => {
    const all = listed(await market(''));
    assert.ok(all.includes(ids.zh) && all.includes(ids.en) && !all.includes(ids.draft));
    assert.deepEqual(listed(await market('categoryId=design')), [ids.en]);
    assert.deepEqual(listed(await market('provinceCode=44')), [ids.zh]);
    const budget = listed(await market('budgetFrom=35000&budgetTo=350000'));
    assert.ok(budget.includes(ids.zh) && budget.includes(ids.en) && !budget.includes(ids.soon));
    assertError(await call(t.app, 'GET', `${D.market}?budgetFrom=10&budgetTo=5`, { token: k.sup }), 400, 'VALIDATION', ['/budgetTo']);
  });

  it('sorts newest, by deadline and by budget, and pages', async () => {
    const order = async (sort: string) => listed(await market(`sort=${sort}`));
    assert.deepEqual(await order('newest'), [ids.soon, ids.en, ids.zh]);
    assert.deepEqual(await order('deadline'), [ids.soon, ids.en, ids.zh]);
    assert.deepEqual(await order('budget'), [ids.zh, ids.en, ids.soon]);
    const page = assertOk(await call(t.app, 'GET', `${D.market}?pageSize=1&page=2`, { token: k.sup }));
    assert.equal(page.list.length, 1);
    assert.ok(page.total >= 3);
    const all = assertOk(await call(t.app, 'GET', `${D.market}?pageSize=100`, { token: k.sup }));
    assert.equal(all.total, all.list.length);
    const beyond = assertOk(await call(t.app, 'GET', `${D.market}?pageSize=10&page=50`, { token: k.sup }));
    assert.deepEqual([beyond.list.length, beyond.total, beyond.page], [0, all.total, 50]);
    const none = assertOk(await call(t.app, 'GET', `${D.market}?keyword=nothing-matches-this`, { token: k.sup }));
    assert.deepEqual([none.list.length, none.total], [0, 0]);
  });

  it('shares a page between readers for MARKET_CACHE_MS, and drops it at once on a demand event', async () => {
    const query = `keyword=${encodeURIComponent('即将截止')}`;
    const other = (await payingCompany(t, 'SUP')).token;
    assert.equal((await market(query)).find((d) => d.id === ids.soon)?.title, '即将截止的数据标注需求');
    // A change that bypasses the services (no demand event) shows once the page's lifetime is over.
    await t.app.ctx.db.update(demands).set({ title: '即将截止的数据标注需求（修订）' }).where(eq(demands.id, ids.soon));
    assert.equal((await market(query)).find((d) => d.id === ids.soon)?.title, '即将截止的数据标注需求');
    assert.equal((await market(query, other)).find((d) => d.id === ids.soon)?.title, '即将截止的数据标注需求');
    t.clock.advance(t.config.marketCacheMs);
    assert.equal((await market(query)).find((d) => d.id === ids.soon)?.title, '即将截止的数据标注需求（修订）');
    // The reader's own flags are never shared: one supplier saved it, the other did not.
    assertOk(await call(t.app, 'POST', COLLECT_API.list, { token: k.sup, body: { demandId: ids.soon } }));
    assert.equal((await market(query)).find((d) => d.id === ids.soon)?.collected, true);
    assert.equal((await market(query, other)).find((d) => d.id === ids.soon)?.collected, false);
    // Closing it early is a demand event: it leaves the OPEN zone on the next read, not a lifetime later.
    assertOk(await call(t.app, 'POST', path(D.close, ids.soon), { token: k.dev }));
    assert.deepEqual(listed(await market(query)), []);
  });

  it('splits OPEN and CLOSED on the deadline, and shows responded and response counts', async () => {
    const supCompany = assertOk(await call(t.app, 'GET', '/api/userInfo', { token: k.sup })).companyId;
    await respond(t, ids.zh, supCompany);
    const zh = (await market('keyword=%E7%89%A9%E6%B5%81')).find((d) => d.id === ids.zh)!;
    assert.deepEqual([zh.responded, zh.responseCount, zh.collected], [true, 1, false]);
    // Another supplier's company did not respond, whether its request reads the page (first) or finds it read.
    const other = (await payingCompany(t, 'SUP')).token;
    for (const query of ['keyword=%E7%89%A9%E6%B5%81', 'keyword=%E7%89%A9']) {
      const theirs = (await market(query, other)).find((d) => d.id === ids.zh)!;
      assert.deepEqual([theirs.responded, theirs.responseCount], [false, 1], query);
      assert.equal((await market(query)).find((d) => d.id === ids.zh)!.responded, true, query);
    }
    t.clock.advance(3 * DAY);
    assert.ok(!listed(await market('')).includes(ids.soon));
    assert.ok(listed(await market('status=CLOSED')).includes(ids.soon));
    const everything = listed(await market('status=ALL'));
    assert.ok(everything.includes(ids.soon) && everything.includes(ids.zh));
    assertError(await call(t.app, 'GET', `${D.market}?status=DRAFT`, { token: k.sup }), 400, 'VALIDATION');
    assertError(await call(t.app, 'GET', `${D.market}?sort=price`, { token: k.sup }), 400, 'VALIDATION');
    const mine = assertOk(await call(t.app, 'GET', `${D.mine}?status=CLOSED&keyword=${encodeURIComponent('数据标注')}`, { token: k.dev }));
    assert.deepEqual(
      mine.list.map((d: DemandSummary) => d.id),
      [ids.soon],
    );
  });
});
