import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { apiPath, MANPOWER_API as M, type Manpower } from '@b2b/shared/contract';
import { manpower } from '../../db/schema';
import { assertError, assertOk, call, createTestApp, type TestApp } from '../../test/helpers';
import { newCompany, tokenOf } from '../../test/marketplace';

const entry = (overrides: Record<string, unknown> = {}) => ({
  name: '王芳',
  title: '后端工程师',
  skills: ['Java', 'Spring Boot'],
  level: 'SENIOR',
  dayRate: 1800,
  availability: 'AVAILABLE',
  ...overrides,
});

describe('manpower', () => {
  let t: TestApp;
  let sup: string;
  let supreq: string;
  before(async () => {
    t = await createTestApp({ seed: true });
    sup = (await newCompany(t, 'SUP')).token;
    const seeded = await tokenOf(t, 'sup@demo.test');
    supreq = await tokenOf(t, 'supreq@demo.test');
    assertOk(await call(t.app, 'GET', M.list, { token: seeded }));
  });
  after(() => t.close());

  const item = (id: string) => apiPath(M.item, { id });
  const list = (query: string, token = sup) => call(t.app, 'GET', `${M.list}${query}`, { token });

  it('adds, lists with filters, updates and deletes entries of the own company', async () => {
    const a = assertOk<Manpower>(await call(t.app, 'POST', M.list, { token: sup, body: entry({ name: '  王芳  ' }) }));
    assert.equal(a.name, '王芳');
    t.clock.advance(1000);
    const b = assertOk<Manpower>(
      await call(t.app, 'POST', M.list, {
        token: sup,
        body: entry({
          name: 'Lucy Chen',
          title: 'UI designer',
          skills: ['Figma'],
          level: 'MIDDLE',
          availability: 'BUSY',
          availableFrom: 1_800_000_000_000,
          bio: 'Hi',
        }),
      }),
    );
    assert.deepEqual([b.availableFrom, b.bio], [1_800_000_000_000, 'Hi']);
    assert.deepEqual(
      assertOk(await list('')).list.map((m: Manpower) => m.id),
      [b.id, a.id],
    );
    assert.deepEqual(
      assertOk(await list('?keyword=figma')).list.map((m: Manpower) => m.id),
      [b.id],
    );
    assert.deepEqual(
      assertOk(await list('?keyword=%E5%90%8E%E7%AB%AF')).list.map((m: Manpower) => m.id),
      [a.id],
    );
    assert.deepEqual(
      assertOk(await list('?keyword=lucy')).list.map((m: Manpower) => m.id),
      [b.id],
    );
    assert.equal(assertOk(await list('?keyword=%25')).total, 0);
    assert.deepEqual(
      assertOk(await list('?level=SENIOR&availability=AVAILABLE')).list.map((m: Manpower) => m.id),
      [a.id],
    );
    assert.equal(assertOk(await list('?page=2&pageSize=1')).list[0].id, a.id);
    const updated = assertOk<Manpower>(await call(t.app, 'PUT', item(a.id), { token: sup, body: entry({ dayRate: 2000 }) }));
    assert.equal(updated.dayRate, 2000);
    assert.equal(assertOk(await call(t.app, 'DELETE', item(a.id), { token: sup })), null);
    assertError(await call(t.app, 'DELETE', item(a.id), { token: sup }), 404, 'NOT_FOUND');
  });

  it("answers 404 for another company's entry, 403 to a REQ account writing and to a DEV", async () => {
    const mine = assertOk<Manpower>(await call(t.app, 'POST', M.list, { token: sup, body: entry() }));
    const other = (await newCompany(t, 'SUP')).token;
    assertError(await call(t.app, 'PUT', item(mine.id), { token: other, body: entry() }), 404, 'NOT_FOUND');
    assertError(await call(t.app, 'DELETE', item(mine.id), { token: other }), 404, 'NOT_FOUND');
    assert.ok(!assertOk(await list('', other)).list.some((m: Manpower) => m.id === mine.id));
    assertOk(await list('', supreq));
    assertError(await call(t.app, 'POST', M.list, { token: supreq, body: entry() }), 403, 'FORBIDDEN');
    const dev = await tokenOf(t, 'dev@demo.test');
    assertError(await list('', dev), 403, 'FORBIDDEN');
    assertError(await list('', await tokenOf(t, 'newsup@demo.test')), 403, 'FORBIDDEN');
    assertError(await call(t.app, 'GET', M.list), 401, 'UNAUTHENTICATED');
  });

  it("rejects bad input in the caller's language and changes nothing", async () => {
    const before = (await t.app.ctx.db.select().from(manpower)).length;
    const bad = [
      entry({ name: '' }),
      entry({ name: '   ' }),
      entry({ skills: [] }),
      entry({ skills: ['a', 'a'] }),
      entry({ level: 'GURU' }),
      entry({ dayRate: -1 }),
      entry({ dayRate: 1.5 }),
      entry({ availableFrom: 'tomorrow' }),
      entry({ extra: true }),
    ];
    for (const body of bad) {
      const reply = await call(t.app, 'POST', M.list, { token: sup, body, lang: 'en_US' });
      assertError(reply, 400, 'VALIDATION');
      assert.equal(reply.body.msg, 'Some information is invalid');
    }
    assertError(await list('?level=X'), 400, 'VALIDATION', ['/level']);
    assertError(await call(t.app, 'PUT', item('42'), { token: sup, body: entry() }), 400, 'VALIDATION', ['/id']);
    assert.equal((await t.app.ctx.db.select().from(manpower)).length, before);
  });
});
