import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { apiPath, COLLECT_API, MANPOWER_API, RESPONSES_API as R, type ResponseView } from '@b2b/shared/contract';
import { demandResponses, demands } from '../../db/schema';
import { seedResponses } from '../../seed/marketplace-responses';
import { assertOk, call, createTestApp, type TestApp } from '../../test/helpers';
import { companyOf, tokenOf } from '../../test/marketplace';

describe('responses: the demo seed', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ seed: true });
  });
  after(() => t.close());

  it('gives the demo supplier manpower, responses, marks, an award and saved demands, once', async () => {
    const [sup, dev] = await Promise.all([tokenOf(t, 'sup@demo.test'), tokenOf(t, 'dev@demo.test')]);
    assert.equal(assertOk(await call(t.app, 'GET', MANPOWER_API.list, { token: sup })).total, 7);
    const mine = assertOk(await call(t.app, 'GET', `${R.mine}?pageSize=100`, { token: sup })).list as ResponseView[];
    assert.ok(mine.length >= 4);
    assert.ok(mine.some((r) => r.status === 'AWARDED'));
    assert.ok(mine.some((r) => r.outdated));
    // dev@demo.test's (the directory's rated projects have a party A of their own, seed/directory-ratings.ts).
    const galaxy = await companyOf(t, 'dev@demo.test');
    const [awarded] = await t.app.ctx.db
      .select()
      .from(demands)
      .where(and(eq(demands.status, 'AWARDED'), eq(demands.companyId, galaxy)));
    const rows = await t.app.ctx.db.select().from(demandResponses).where(eq(demandResponses.demandId, awarded.id));
    assert.ok(rows.some((r) => r.status === 'DECLINED'));
    const winner = rows.find((r) => r.status === 'AWARDED')!;
    const history = assertOk(await call(t.app, 'GET', apiPath(R.markHistory, { id: winner.id }), { token: dev }));
    assert.deepEqual(history.at(-1).kind, 'AWARD');
    const evaluated = assertOk(await call(t.app, 'GET', apiPath(R.ofDemand, { id: awarded.id }), { token: dev }));
    assert.ok(evaluated.list.every((r: ResponseView) => r.evaluations.length > 0));
    assert.ok(assertOk(await call(t.app, 'GET', COLLECT_API.list, { token: sup })).total >= 3);
    const count = (await t.app.ctx.db.select().from(demandResponses)).length;
    await seedResponses(t.app.ctx.db, t.clock, t.config);
    assert.equal((await t.app.ctx.db.select().from(demandResponses)).length, count);
  });
});
