import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import {
  BULLETIN_API as B,
  REASONS,
  type BulletinPost,
  type BulletinStaffPost,
  type BulletinSummary,
  type Paged,
} from '@b2b/shared/contract';
import { bulletinPosts, jobs } from '../../db/schema';
import { assertError, assertOk, call, createTestApp, loginAs, type TestApp } from '../../test/helpers';

const DAY = 24 * 60 * 60_000;
const path = (template: string, id: string) => template.replace(/:id|:key/, id);
const draft = (n: number | string, extra: Record<string, unknown> = {}) => ({
  titleZh: `测试公告 ${n}`,
  titleEn: `Test post ${n}`,
  bodyZh: `这是第 ${n} 条测试公告的正文，**加粗**。`,
  bodyEn: `The body of test post ${n}, with **bold** text.`,
  ...extra,
});

describe('bulletin', () => {
  let t: TestApp;
  let staff: string;
  let dev: string;
  let sup: string;
  const signIn = async () => {
    [staff, dev, sup] = await Promise.all(
      ['service@demo.test', 'dev@demo.test', 'sup@demo.test'].map(async (e) => (await loginAs(t.app, e)).token),
    );
  };
  before(async () => {
    t = await createTestApp({ seed: true });
    await signIn();
  });
  after(() => t.close());

  const as = (token: string | undefined, method: string, url: string, body?: unknown, lang?: string) =>
    call(t.app, method, url, { token, body, lang });
  const create = async (n: number | string, extra: Record<string, unknown> = {}): Promise<BulletinStaffPost> =>
    assertOk(await as(staff, 'POST', B.staffList, draft(n, extra)));
  const publicList = async (lang?: string): Promise<Paged<BulletinSummary>> =>
    assertOk(await as(undefined, 'GET', `${B.list}?pageSize=100`, undefined, lang));
  /** The test clock moves, the due jobs run, and everyone signs in again (sessions end with time too). */
  async function advance(ms: number) {
    t.clock.advance(ms);
    await t.app.ctx.jobs.runDueJobs();
    await signIn();
  }
  const stored = async (id: string) => (await t.app.ctx.db.select().from(bulletinPosts).where(eq(bulletinPosts.id, id)))[0];

  it('seeds a living bulletin: a pinned post first, a scheduled one and a draft not shown', async () => {
    const list = await publicList();
    assert.ok(list.total >= 5);
    assert.equal(list.list[0].pinned, true);
    const all: Paged<BulletinStaffPost> = assertOk(await as(staff, 'GET', `${B.staffList}?pageSize=100`));
    const states = new Set(all.list.map((p) => p.state));
    for (const state of ['DRAFT', 'SCHEDULED', 'PUBLISHED', 'UNPUBLISHED']) assert.ok(states.has(state as never), state);
    const hidden = all.list.filter((p) => p.state !== 'PUBLISHED').map((p) => p.id);
    assert.ok(!list.list.some((p) => hidden.includes(p.id)));
  });

  it('a draft is readable by staff only; published, it is public in both languages with caching headers', async () => {
    const post = await create(1, { slug: 'test-post-one' });
    assert.equal(post.state, 'DRAFT');
    assertError(await as(undefined, 'GET', path(B.post, post.id)), 404, 'NOT_FOUND');
    assertError(await as(dev, 'GET', path(B.post, 'test-post-one')), 404, 'NOT_FOUND');
    assert.ok(!(await publicList()).list.some((p) => p.id === post.id));

    const published: BulletinStaffPost = assertOk(await as(staff, 'POST', path(B.publish, post.id)));
    assert.equal(published.state, 'PUBLISHED');
    assert.equal(published.publishedAt, t.clock.now().getTime());
    const zh = await as(undefined, 'GET', path(B.post, post.id));
    const read: BulletinPost = assertOk(zh);
    assert.equal(read.title, '测试公告 1');
    assert.match(read.body, /\*\*加粗\*\*/);
    assert.equal(zh.headers['cache-control'], 'public, max-age=30');
    assert.match(String(zh.headers.vary), /Accept-Language/);
    const bySlug: BulletinPost = assertOk(await as(undefined, 'GET', path(B.post, 'test-post-one'), undefined, 'en-US'));
    assert.equal(bySlug.title, 'Test post 1');
    assert.equal(bySlug.excerpt, 'The body of test post 1, with bold text.');
    const en = await publicList('en-US');
    assert.ok(en.list.some((p) => p.id === post.id && p.title === 'Test post 1'));
  });

  it('lists pinned posts first, then the newest, paged', async () => {
    const older = await create(2);
    await as(staff, 'POST', path(B.publish, older.id));
    t.clock.advance(60_000);
    const newer = await create(3);
    await as(staff, 'POST', path(B.publish, newer.id));
    const pinned: BulletinStaffPost = assertOk(await as(staff, 'PUT', path(B.pin, older.id), { pinned: true }));
    assert.equal(pinned.pinned, true);
    const list = await publicList();
    assert.equal(list.list[0].id, older.id);
    const unpinnedIds = list.list.filter((p) => !p.pinned).map((p) => p.id);
    assert.equal(unpinnedIds[0], newer.id);
    const firstPage: Paged<BulletinSummary> = assertOk(await as(undefined, 'GET', `${B.list}?page=1&pageSize=2`));
    assert.equal(firstPage.list.length, 2);
    assert.equal(firstPage.total, list.total);
    assertOk(await as(staff, 'PUT', path(B.pin, older.id), { pinned: false }));
  });

  it('publishes a scheduled post through the jobs module at its time, not before', async () => {
    const post = await create(4);
    const publishAt = t.clock.now().getTime() + 2 * DAY;
    const scheduled: BulletinStaffPost = assertOk(await as(staff, 'POST', path(B.schedule, post.id), { publishAt }));
    assert.equal(scheduled.state, 'SCHEDULED');
    assert.equal(scheduled.publishAt, publishAt);
    await advance(DAY);
    assert.equal((await stored(post.id)).state, 'SCHEDULED');
    assertError(await as(undefined, 'GET', path(B.post, post.id)), 404, 'NOT_FOUND');
    await advance(DAY);
    const row = await stored(post.id);
    assert.equal(row.state, 'PUBLISHED');
    assert.equal(row.publishedAt?.getTime(), publishAt);
    assertOk(await as(undefined, 'GET', path(B.post, post.id)));
  });

  it('a rescheduled or withdrawn post is not published by the earlier job', async () => {
    const post = await create(5);
    const first = t.clock.now().getTime() + DAY;
    assertOk(await as(staff, 'POST', path(B.schedule, post.id), { publishAt: first }));
    assertOk(await as(staff, 'POST', path(B.schedule, post.id), { publishAt: first + DAY }));
    const queued = await t.app.ctx.db.select().from(jobs).where(eq(jobs.name, 'bulletin.publish'));
    assert.equal(queued.filter((j) => j.status === 'queued' && (j.payload as { postId: string }).postId === post.id).length, 1);
    await advance(DAY);
    assert.equal((await stored(post.id)).state, 'SCHEDULED');
    const withdrawn: BulletinStaffPost = assertOk(await as(staff, 'POST', path(B.unpublish, post.id)));
    assert.equal(withdrawn.state, 'UNPUBLISHED');
    await advance(DAY);
    assert.equal((await stored(post.id)).state, 'UNPUBLISHED');
  });

  it('unpublishing takes a post off the bulletin; state moves that make no sense are 409 and change nothing', async () => {
    const post = await create(6);
    assertError(await as(staff, 'POST', path(B.unpublish, post.id), undefined, 'en-US'), 409, 'STATE_CONFLICT');
    assertOk(await as(staff, 'POST', path(B.publish, post.id)));
    const before = await stored(post.id);
    const again = await as(staff, 'POST', path(B.publish, post.id), undefined, 'en-US');
    assertError(again, 409, 'STATE_CONFLICT');
    assert.equal(again.body.msg, REASONS.STATE_CONFLICT['en-US']);
    assert.deepEqual(await stored(post.id), before);
    assertOk(await as(staff, 'POST', path(B.unpublish, post.id)));
    assertError(await as(undefined, 'GET', path(B.post, post.id)), 404, 'NOT_FOUND');
  });

  it('edits change the text in every state; a slug is unique', async () => {
    const post = await create(7, { slug: 'unique-slug' });
    const edited: BulletinStaffPost = assertOk(await as(staff, 'PUT', path(B.staffPost, post.id), draft('7b', { slug: 'unique-slug' })));
    assert.equal(edited.titleEn, 'Test post 7b');
    const other = await create(8);
    const taken = await as(staff, 'PUT', path(B.staffPost, other.id), draft(8, { slug: 'unique-slug' }), 'en-US');
    assertError(taken, 409, 'BULLETIN_SLUG_TAKEN');
    assert.equal(taken.body.msg, REASONS.BULLETIN_SLUG_TAKEN['en-US']);
    assertError(await as(staff, 'POST', B.staffList, draft(9, { slug: 'unique-slug' })), 409, 'BULLETIN_SLUG_TAKEN');
  });

  it("refuses bad input in the caller's language and stores nothing", async () => {
    const before = (await t.app.ctx.db.select().from(bulletinPosts)).length;
    const blank = await as(staff, 'POST', B.staffList, draft(10, { titleEn: '   ', bodyZh: `${' '.repeat(12)}<b></b>` }), 'en-US');
    assertError(blank, 400, 'VALIDATION', ['/titleEn', '/bodyZh']);
    assert.equal(blank.body.msg, REASONS.VALIDATION['en-US']);
    assertError(await as(staff, 'POST', B.staffList, draft(11, { titleZh: 'x'.repeat(121) })), 400, 'VALIDATION', ['/titleZh']);
    assertError(await as(staff, 'POST', B.staffList, draft(12, { bodyEn: 'y'.repeat(10_001) })), 400, 'VALIDATION');
    assertError(await as(staff, 'POST', B.staffList, draft(13, { slug: 'Not A Slug' })), 400, 'VALIDATION', ['/slug']);
    assertError(await as(staff, 'POST', B.staffList, { ...draft(14), state: 'PUBLISHED' }), 400, 'VALIDATION');
    const zh = await as(staff, 'POST', B.staffList, { titleZh: '缺少其他字段' });
    assertError(zh, 400, 'VALIDATION');
    assert.equal(zh.body.msg, REASONS.VALIDATION['zh-CN']);
    const post = await create(15);
    const now = t.clock.now().getTime();
    for (const publishAt of [now - 1, now, now + 366 * DAY]) {
      const reply = await as(staff, 'POST', path(B.schedule, post.id), { publishAt }, 'en-US');
      assertError(reply, 400, 'BULLETIN_SCHEDULE_INVALID', ['/publishAt']);
      assert.equal(reply.body.msg, REASONS.BULLETIN_SCHEDULE_INVALID['en-US']);
    }
    assert.equal((await stored(post.id)).state, 'DRAFT');
    assert.equal((await t.app.ctx.db.select().from(bulletinPosts)).length, before + 1);
  });

  it("takes the longest post in Chinese in both language fields (more than the API's default body limit)", async () => {
    const long = '公'.repeat(10_000);
    const post = await create(19, { bodyZh: long, bodyEn: long });
    assert.equal(post.bodyZh.length, 10_000);
    assertError(await as(staff, 'POST', B.staffList, draft(20, { bodyZh: long + '告' })), 400, 'VALIDATION', ['/bodyZh']);
  });

  it('bad ids: 400 for a malformed id on staff paths, 404 for an unknown one and for any odd public key', async () => {
    assertError(await as(staff, 'GET', path(B.staffPost, 'not-a-uuid')), 400, 'VALIDATION');
    assertError(await as(staff, 'POST', path(B.publish, encodeURIComponent('1; drop table bulletin_posts'))), 400, 'VALIDATION');
    assertError(await as(staff, 'GET', path(B.staffPost, '00000000-0000-4000-8000-000000000000')), 404, 'NOT_FOUND');
    assertError(await as(staff, 'POST', path(B.publish, '00000000-0000-4000-8000-000000000000')), 404, 'NOT_FOUND');
    for (const key of ['00000000-0000-4000-8000-000000000000', 'no-such-post', 'UPPER', '%27%20or%201%3D1', 'a'.repeat(101)]) {
      const reply = await as(undefined, 'GET', path(B.post, key));
      assert.ok([400, 404].includes(reply.status), `${key}: ${reply.status}`);
      assert.notEqual(reply.status, 200);
    }
  });

  it('staff endpoints refuse visitors (401), companies and their sub-accounts (403), a forged token (401)', async () => {
    const post = await create(16);
    const supReq = (await loginAs(t.app, 'supreq@demo.test')).token;
    const attempts: [string, string, unknown?][] = [
      ['GET', B.staffList],
      ['POST', B.staffList, draft(17)],
      ['GET', path(B.staffPost, post.id)],
      ['PUT', path(B.staffPost, post.id), draft(18)],
      ['POST', path(B.publish, post.id)],
      ['POST', path(B.schedule, post.id), { publishAt: t.clock.now().getTime() + DAY }],
      ['POST', path(B.unpublish, post.id)],
      ['PUT', path(B.pin, post.id), { pinned: true }],
    ];
    for (const [method, url, body] of attempts) {
      assertError(await as(undefined, method, url, body), 401, 'UNAUTHENTICATED');
      assertError(await as('forged-token-'.padEnd(43, 'x'), method, url, body), 401, 'UNAUTHENTICATED');
      for (const token of [dev, sup, supReq]) assertError(await as(token, method, url, body), 403, 'FORBIDDEN');
    }
    const row = await stored(post.id);
    assert.equal(row.state, 'DRAFT');
    assert.equal(row.pinned, false);
    assert.equal(row.titleZh, '测试公告 16');
  });
});
