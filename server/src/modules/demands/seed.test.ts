import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMANDS_API as D, type Demand, type DemandSummary } from '@b2b/shared/contract';
import { demands } from '../../db/schema';
import { AWARDABLE_DEMAND_TITLES, seedDemands } from '../../seed/marketplace-demands';
import { assertOk, call, createTestApp, type TestApp } from '../../test/helpers';
import { demoTokens, path, type Tokens } from './test-support';

describe('demands: the demo seed', () => {
  let t: TestApp;
  let k: Tokens;
  before(async () => {
    t = await createTestApp({ seed: true });
    k = await demoTokens(t);
  });
  after(() => t.close());

  it('gives the demo companies demands in every state, once', async () => {
    const mine = assertOk(await call(t.app, 'GET', `${D.mine}?pageSize=100`, { token: k.dev })).list as DemandSummary[];
    const states = new Set(mine.map((d) => d.status));
    for (const status of ['DRAFT', 'PENDING', 'REJECTED', 'PUBLISHED', 'CLOSED', 'CANCELLED'])
      assert.ok(states.has(status as never), status);
    const closed = mine.filter((d) => (AWARDABLE_DEMAND_TITLES as readonly string[]).includes(d.title));
    assert.deepEqual(
      closed.map((d) => d.status),
      ['CLOSED', 'CLOSED'],
    );
    const market = assertOk(await call(t.app, 'GET', `${D.market}?pageSize=100`, { token: k.sup })).list as DemandSummary[];
    assert.ok(market.length >= 5 && market.every((d) => d.status === 'PUBLISHED'));
    const withQuestions = market.find((d) => d.title === '电商平台小程序开发')!;
    const detail = assertOk<Demand>(await call(t.app, 'GET', path(D.demand, withQuestions.id), { token: k.sup }));
    assert.equal(detail.revision, 2);
    const questions = assertOk(await call(t.app, 'GET', path(D.questions, detail.id), { token: k.sup }));
    assert.deepEqual(
      questions.map((q: { mine: boolean }) => q.mine),
      [true, true],
    );
    const events = assertOk(await call(t.app, 'GET', path(D.events, detail.id), { token: k.service }));
    assert.ok(events.length >= 5);
    const count = (await t.app.ctx.db.select().from(demands)).length;
    assert.deepEqual(await seedDemands(t.app.ctx.db, t.clock, t.app.ctx.config), []);
    assert.equal((await t.app.ctx.db.select().from(demands)).length, count);
  });
});
