import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { apiPath, COLLECT_API as C, type DemandSummary } from '@b2b/shared/contract';
import { demands } from '../../db/schema';
import { assertError, assertOk, call, createTestApp, type TestApp } from '../../test/helpers';
import { companyOf, newCompany, publishedDemand, tokenOf } from '../../test/marketplace';

describe('collections (My Collection)', () => {
  let t: TestApp;
  let sup: string;
  let galaxy: string;
  before(async () => {
    t = await createTestApp({ seed: true });
    sup = (await newCompany(t, 'SUP')).token;
    galaxy = await companyOf(t, 'dev@demo.test');
  });
  after(() => t.close());

  const save = (demandId: string, token = sup) => call<DemandSummary>(t.app, 'POST', C.list, { token, body: { demandId } });
  const list = (token = sup, query = '') => call(t.app, 'GET', `${C.list}${query}`, { token });

  it('saves demands (twice is fine), lists them newest first with their state, removes one', async () => {
    const a = await publishedDemand(t, galaxy, { title: '第一个需求' });
    const b = await publishedDemand(t, galaxy, { title: '第二个需求' });
    assert.equal(assertOk(await save(a.id)).collected, true);
    t.clock.advance(1000);
    assertOk(await save(b.id));
    assertOk(await save(b.id));
    await t.app.ctx.db.update(demands).set({ status: 'CANCELLED', reason: '预算取消' }).where(eq(demands.id, a.id));
    const saved = assertOk(await list());
    assert.deepEqual(
      saved.list.map((d: DemandSummary) => [d.title, d.status, d.collected]),
      [
        ['第二个需求', 'PUBLISHED', true],
        ['第一个需求', 'CANCELLED', true],
      ],
    );
    assert.equal(saved.total, 2);
    assert.equal(assertOk(await list(sup, '?page=2&pageSize=1')).list[0].id, a.id);
    assert.equal(assertOk(await call(t.app, 'DELETE', apiPath(C.item, { id: b.id }), { token: sup })), null);
    assertError(await call(t.app, 'DELETE', apiPath(C.item, { id: b.id }), { token: sup }), 404, 'NOT_FOUND');
    assert.deepEqual(
      assertOk(await list()).list.map((d: DemandSummary) => d.id),
      [a.id],
    );
  });

  it("keeps each account's collection its own, and refuses what the caller may not see or use", async () => {
    const demand = await publishedDemand(t, galaxy);
    assertOk(await save(demand.id));
    const other = await tokenOf(t, 'sup@demo.test');
    assert.ok(!assertOk(await list(other, '?pageSize=100')).list.some((d: DemandSummary) => d.id === demand.id));
    assertError(await call(t.app, 'DELETE', apiPath(C.item, { id: demand.id }), { token: other }), 404, 'NOT_FOUND');
    const draft = await publishedDemand(t, galaxy);
    await t.app.ctx.db.update(demands).set({ status: 'DRAFT', publishedAt: null }).where(eq(demands.id, draft.id));
    assertError(await save(draft.id), 404, 'NOT_FOUND');
    assertError(await save(randomUUID()), 404, 'NOT_FOUND');
    const reply = await call(t.app, 'POST', C.list, { token: sup, body: { demandId: 'x' }, lang: 'en_US' });
    assertError(reply, 400, 'VALIDATION', ['/demandId']);
    assert.equal(reply.body.msg, 'Some information is invalid');
    assertError(await save(demand.id, await tokenOf(t, 'dev@demo.test')), 403, 'FORBIDDEN');
    assertError(await save(demand.id, await tokenOf(t, 'newsup@demo.test')), 403, 'FORBIDDEN');
    assertError(await call(t.app, 'GET', C.list), 401, 'UNAUTHENTICATED');
  });
});
