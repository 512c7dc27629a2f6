import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { SEARCH_API, type SearchResult } from '@b2b/shared/contract';
import { bulletinPosts, companies, demands } from '../../db/schema';
import { assertError, assertOk, call, createTestApp, type TestApp } from '../../test/helpers';
import { DAY, newCompany, publishedDemand, tokenOf } from '../../test/marketplace';

/** A word no seed row holds, so every hit below is one of this file's rows. */
const WORD = 'qorvex';

describe('the header search', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  before(async () => {
    t = await createTestApp({ seed: true });
    for (const email of ['dev@demo.test', 'devproj@demo.test', 'sup@demo.test', 'supreq@demo.test', 'service@demo.test'])
      tokens[email] = await tokenOf(t, email);
    const devCo = await newCompany(t, 'DEV');
    const ordinaryDev = await newCompany(t, 'DEV', { paying: false });
    tokens.ordinaryDev = ordinaryDev.token;
    const unpaidSup = await newCompany(t, 'SUP', { paying: false });
    tokens.unpaidSup = unpaidSup.token;
    const db = t.app.ctx.db;
    const now = t.clock.now();
    ids.open = (await publishedDemand(t, devCo.companyId, { title: `Qorvex 数据中台建设` })).id;
    ids.closed = (await publishedDemand(t, devCo.companyId, { title: `Qorvex 已截止`, deadline: now.getTime() - DAY })).id;
    for (const status of ['PENDING', 'DRAFT', 'REJECTED'] as const) {
      const demand = await publishedDemand(t, devCo.companyId, { title: `Qorvex ${status}` });
      await db.update(demands).set({ status, publishedAt: null }).where(eq(demands.id, demand.id));
      ids[status] = demand.id;
    }
    const listed = await newCompany(t, 'SUP');
    await db.update(companies).set({ name: '库沃克斯软件', nameEn: 'Qorvex Software' }).where(eq(companies.id, listed.companyId));
    ids.listed = listed.companyId;
    const pending = await newCompany(t, 'SUP', { approved: false });
    await db.update(companies).set({ name: 'Qorvex 待审', nameEn: 'Qorvex Pending' }).where(eq(companies.id, pending.companyId));
    await db.update(companies).set({ name: 'Qorvex 甲方', nameEn: 'Qorvex Party A' }).where(eq(companies.id, devCo.companyId));
    const post = (
      state: 'PUBLISHED' | 'DRAFT' | 'SCHEDULED' | 'UNPUBLISHED',
      titleZh: string,
      titleEn: string,
      slug: string | null = null,
    ) => ({
      titleZh,
      titleEn,
      slug,
      bodyZh: '平台公告正文，欢迎阅读。',
      bodyEn: 'The body of a platform announcement.',
      state,
      publishAt: state === 'SCHEDULED' ? new Date(now.getTime() + DAY) : null,
      publishedAt: state === 'PUBLISHED' || state === 'UNPUBLISHED' ? now : null,
      createdAt: now,
      updatedAt: now,
    });
    const rows = await db
      .insert(bulletinPosts)
      .values([
        post('PUBLISHED', '平台合作伙伴计划', 'The Qorvex partner programme', 'qorvex-partners'),
        post('DRAFT', 'Qorvex 草稿', 'Qorvex draft'),
        post('SCHEDULED', 'Qorvex 定时', 'Qorvex scheduled'),
        post('UNPUBLISHED', 'Qorvex 已撤回', 'Qorvex withdrawn'),
      ])
      .returning({ id: bulletinPosts.id });
    ids.post = rows[0].id;
  });
  after(() => t.close());

  const search = (query: string, token?: string, lang?: string) =>
    call<SearchResult>(t.app, 'GET', `${SEARCH_API.search}?${query}`, { token, lang });
  const found = async (token?: string, query = `q=${WORD}`, lang?: string) => assertOk(await search(query, token, lang));
  const kinds = (result: SearchResult) => result.groups.map((g) => g.kind);
  const group = (result: SearchResult, kind: string) => result.groups.find((g) => g.kind === kind)!;

  it('gives a visitor published bulletin posts only, in the caller language, both languages searched', async () => {
    const zh = await found();
    assert.deepEqual(kinds(zh), ['bulletin']);
    const posts = group(zh, 'bulletin');
    assert.equal(posts.total, 1);
    assert.deepEqual(
      posts.items.map((i) => [i.id, i.title, i.to]),
      [[ids.post, '平台合作伙伴计划', '/bulletin/qorvex-partners']],
    );
    assert.equal(posts.all, '/bulletin');
    const en = await found(undefined, `q=${WORD}`, 'en_US');
    assert.equal(group(en, 'bulletin').items[0].title, 'The Qorvex partner programme');
    assert.equal(group(en, 'bulletin').items[0].detail, 'The body of a platform announcement.');
    // A Chinese word of a post found by an English reader, shown in English.
    const byZh = await found(undefined, `q=${encodeURIComponent('合作伙伴')}`, 'en_US');
    assert.deepEqual(
      group(byZh, 'bulletin').items.map((i) => i.title),
      ['The Qorvex partner programme'],
    );
  });

  it('gives a paying supplier the demand zone (published, open demands only) and never the directory', async () => {
    for (const token of [tokens['sup@demo.test'], (await newCompany(t, 'SUP')).token]) {
      const result = await found(token);
      assert.deepEqual(kinds(result), ['demands', 'bulletin']);
      const hits = group(result, 'demands');
      assert.deepEqual(
        hits.items.map((i) => i.id),
        [ids.open],
      );
      assert.equal(hits.total, 1);
      assert.equal(hits.items[0].to, `/demand?q=${WORD}&open=${ids.open}`);
      assert.equal(hits.all, `/demand?q=${WORD}`);
      assert.ok(hits.items[0].detail && hits.items[0].at);
    }
  });

  it('gives a pay member of party A the directory (approved suppliers only) and never demands', async () => {
    for (const token of [tokens['dev@demo.test'], tokens['devproj@demo.test']]) {
      const result = await found(token);
      assert.deepEqual(kinds(result), ['suppliers', 'bulletin']);
      const suppliers = group(result, 'suppliers');
      assert.deepEqual(
        suppliers.items.map((i) => i.id),
        [ids.listed],
      );
      assert.equal(suppliers.items[0].title, '库沃克斯软件');
      assert.equal(suppliers.items[0].to, `/onboarded-sup?q=${encodeURIComponent('库沃克斯软件')}`);
      assert.equal(suppliers.all, `/onboarded-sup?q=${WORD}`);
    }
    const en = await found(tokens['dev@demo.test'], `q=${encodeURIComponent('库沃克斯')}`, 'en_US');
    assert.equal(group(en, 'suppliers').items[0].title, 'Qorvex Software');
  });

  it('gives the others what their route rules allow: bulletin only', async () => {
    // A REQ sub-account of a paying supplier, an unpaid supplier, an ordinary party A, staff.
    for (const token of [tokens['supreq@demo.test'], tokens.unpaidSup, tokens.ordinaryDev, tokens['service@demo.test']]) {
      assert.deepEqual(kinds(await found(token)), ['bulletin']);
    }
  });

  it('never finds unpublished or unverified demands, drafts of the bulletin, or unapproved suppliers, whoever asks', async () => {
    for (const token of [undefined, tokens['sup@demo.test'], tokens['dev@demo.test'], tokens['service@demo.test']]) {
      const result = await found(token, `q=${WORD}`);
      const every = result.groups.flatMap((g) => g.items.map((i) => i.id));
      for (const hidden of [ids.PENDING, ids.DRAFT, ids.REJECTED, ids.closed]) assert.ok(!every.includes(hidden));
      assert.ok(every.every((id) => id !== ids.listed || token === tokens['dev@demo.test']));
      assert.equal(group(result, 'bulletin').total, 1);
    }
    const dev = await found(tokens['dev@demo.test'], `q=${encodeURIComponent('Qorvex P')}`);
    assert.equal(group(dev, 'suppliers').total, 0, 'neither the pending supplier nor a party A');
  });

  it('searches only the kinds asked for, and takes wildcards literally', async () => {
    assert.deepEqual(kinds(await found(tokens['sup@demo.test'], `q=${WORD}&kinds=bulletin`)), ['bulletin']);
    assert.deepEqual(kinds(await found(tokens['sup@demo.test'], `q=${WORD}&kinds=suppliers,demands`)), ['demands']);
    assert.deepEqual(kinds(await found(undefined, `q=${WORD}&kinds=demands`)), []);
    const wild = await found(tokens['dev@demo.test'], `q=${encodeURIComponent('%_')}`);
    assert.deepEqual(
      wild.groups.map((g) => g.total),
      [0, 0],
    );
    const trimmed = await found(undefined, `q=${encodeURIComponent(`  ${WORD}  `)}`);
    assert.equal(trimmed.q, WORD);
  });

  it('refuses a bad query with a validation error in the caller language', async () => {
    for (const query of ['q=', 'q=a', `q=${encodeURIComponent('  a  ')}`, `q=${'x'.repeat(101)}`, '']) {
      const reply = await search(query);
      assertError(reply, 400, 'VALIDATION', query ? ['/q'] : undefined);
    }
    for (const query of [`q=${WORD}&kinds=projects`, `q=${WORD}&kinds=`, `q=${WORD}&other=1`, `q=${'x'.repeat(301)}`]) {
      assertError(await search(query), 400, 'VALIDATION');
    }
    const en = await search('q=a', undefined, 'en_US');
    assert.equal(en.body.msg, 'Some information is invalid');
    assert.equal((await search('q=a')).body.msg, '提交的信息有误');
    // A bad token counts as none: a visitor's answer.
    assert.deepEqual(kinds(await found('not-a-token')), ['bulletin']);
  });

  it('is rate limited per address', async () => {
    const limited = await createTestApp({ config: { rateLimit: { ...t.config.rateLimit, searchPerIpPerMinute: 2 } } });
    try {
      const ask = () => call(limited.app, 'GET', `${SEARCH_API.search}?q=${WORD}`, { ip: '10.9.8.7' });
      assert.equal((await ask()).status, 200);
      assert.equal((await ask()).status, 200);
      assertError(await ask(), 429, 'RATE_LIMITED');
      assert.equal((await call(limited.app, 'GET', `${SEARCH_API.search}?q=${WORD}`, { ip: '10.9.8.6' })).status, 200);
    } finally {
      await limited.close();
    }
  });
});
