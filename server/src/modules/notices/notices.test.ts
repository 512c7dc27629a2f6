import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { API, apiPath } from '@b2b/shared/contract';
import { assertError, assertOk, call, createTestApp, loginAs, type TestApp } from '../../test/helpers';

describe('notices', () => {
  let t: TestApp;
  let dev: string;
  let sup: string;
  before(async () => {
    t = await createTestApp({ seed: true });
    dev = (await loginAs(t.app, 'dev@demo.test')).token;
    sup = (await loginAs(t.app, 'sup@demo.test')).token;
  });
  after(() => t.close());

  const list = (query: string, token = dev, lang?: string) => call(t.app, 'GET', `${API.notice}${query}`, { token, lang });

  it('lists the caller notices, newest first, paged', async () => {
    const all = assertOk(await list(''));
    assert.equal(all.page, 1);
    assert.equal(all.pageSize, 10);
    // The welcome, membership and approval notices, and one per response the seeded suppliers sent.
    assert.ok(all.total > 3, String(all.total));
    const times = all.list.map((n: { createdAt: number }) => n.createdAt);
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    );
    const paged = assertOk(await list('?page=2&pageSize=2'));
    assert.deepEqual([paged.list.length, paged.total, paged.page, paged.pageSize], [2, all.total, 2, 2]);
    assert.equal(assertOk(await list(`?page=${Math.ceil(all.total / 10) + 1}`)).list.length, 0);
  });

  it('filters by type', async () => {
    const system = assertOk(await list('?type=SYSTEM&pageSize=100'));
    const todo = assertOk(await list('?type=TODO&pageSize=100'));
    assert.ok(system.list.every((n: { type: string }) => n.type === 'SYSTEM'));
    // The demo's unanswered question to party A is a TODO (the seed asked it through the API).
    assert.ok(todo.total > 0 && todo.list.every((n: { type: string }) => n.type === 'TODO'));
    assert.equal(system.total + todo.total, assertOk(await list('')).total);
    const rejected = (await loginAs(t.app, 'rejected@demo.test')).token;
    const notices = assertOk(await list('?type=ALL', rejected, 'en_US')).list;
    const reject = notices.find((n: { link: string | null }) => n.link === 'auth/update-improve-info/reject');
    assert.equal(reject.title, 'Company information not approved');
    assert.match(reject.content, /Rejected Sample/);
  });

  it('shows titles in the request language', async () => {
    const zh = assertOk(await list('?pageSize=100', dev, 'zh_CN')).list.map((n: { title: string }) => n.title);
    const en = assertOk(await list('?pageSize=100', dev, 'en_US')).list.map((n: { title: string }) => n.title);
    assert.ok(zh.includes('欢迎使用企服通'));
    assert.ok(en.includes('Welcome to B2B Connect'));
  });

  it('validates the query', async () => {
    assertError(await list('?pageSize=101'), 400, 'VALIDATION', ['/pageSize']);
    assertError(await list('?page=0'), 400, 'VALIDATION', ['/page']);
    assertError(await list('?page=x'), 400, 'VALIDATION', ['/page']);
    assertError(await list('?type=SPAM'), 400, 'VALIDATION', ['/type']);
    assertError(await list('?sort=asc'), 400, 'VALIDATION', ['/sort']);
    assertError(await call(t.app, 'GET', API.notice), 401, 'UNAUTHENTICATED');
  });

  it('marks only the caller own notices read', async () => {
    const unread = assertOk(await list('')).list.find((n: { read: boolean }) => !n.read);
    const path = apiPath(API.noticeRead, { id: unread.id });
    assertError(await call(t.app, 'PUT', path, { token: sup }), 404, 'NOT_FOUND');
    const read = assertOk(await call(t.app, 'PUT', path, { token: dev }));
    assert.deepEqual([read.id, read.read], [unread.id, true]);
    assert.equal(assertOk(await list('')).list.find((n: { id: string }) => n.id === unread.id).read, true);
    assertError(await call(t.app, 'PUT', apiPath(API.noticeRead, { id: randomUUID() }), { token: dev }), 404, 'NOT_FOUND');
    assertError(await call(t.app, 'PUT', apiPath(API.noticeRead, { id: '42' }), { token: dev }), 400, 'VALIDATION', ['/id']);
    assertError(await call(t.app, 'PUT', path), 401, 'UNAUTHENTICATED');
  });

  it("answers 404 for a colleague's notice as well, and leaves it unread", async () => {
    const devproj = (await loginAs(t.app, 'devproj@demo.test')).token;
    const theirs = assertOk(await list('', devproj)).list.find((n: { read: boolean }) => !n.read);
    assertError(await call(t.app, 'PUT', apiPath(API.noticeRead, { id: theirs.id }), { token: dev }), 404, 'NOT_FOUND');
    assert.ok(!assertOk(await list('', dev)).list.some((n: { id: string }) => n.id === theirs.id));
    assert.equal(assertOk(await list('', devproj)).list.find((n: { id: string }) => n.id === theirs.id).read, false);
  });
});
