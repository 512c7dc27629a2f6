import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { DEMANDS_API as D, type DemandSummary } from '@b2b/shared/contract';
import { demands } from '../db/schema';
import { path, publish, demoTokens, type Tokens } from '../modules/demands/test-support';
import { assertOk, call, createSecondApp, createTestApp, type TestApp } from '../test/helpers';
import type { DomainEvent, EventOf } from './types';

const NO_REDIS = 'REDIS_URL is not set: events across instances need Redis (.ci/run sets REDIS_URL and runs this on PostgreSQL)';

/** Resolves with the first event of `t`'s bus that `match` accepts; fails after `ms`. */
function nextEvent(t: TestApp, match: (event: EventOf<'demand.changed'>) => boolean, ms = 5000): Promise<DomainEvent> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no matching event within ${ms} ms`)), ms);
    const stop = t.app.ctx.events.subscribe('demand.changed', (event) => {
      if (!match(event)) return;
      clearTimeout(timer);
      stop();
      resolve(event);
    });
  });
}

describe('events across two API instances (one database, one Redis prefix)', { skip: !process.env.REDIS_URL && NO_REDIS }, () => {
  let one: TestApp;
  let two: TestApp;
  let k: Tokens;
  before(async () => {
    // A zone page would live ten minutes (and the test clock does not move): only an event can drop it.
    one = await createTestApp({ seed: true, config: { marketCacheMs: 10 * 60_000 } });
    two = await createSecondApp(one);
    k = await demoTokens(one);
  });
  after(async () => {
    await two?.close();
    await one?.close();
  });

  it('an event published on one instance is seen by the other, and by each instance once', async () => {
    const seen = { one: [] as string[], two: [] as string[] };
    const stops = [
      one.app.ctx.events.subscribe('demand.changed', (event) => void seen.one.push(event.demandId)),
      two.app.ctx.events.subscribe('demand.changed', (event) => void seen.two.push(event.demandId)),
    ];
    try {
      const first: DomainEvent = { type: 'demand.changed', demandId: 'from-one', action: 'CLOSED' };
      const arrived = nextEvent(two, (event) => event.demandId === 'from-one');
      await one.app.ctx.events.publish(first);
      assert.deepEqual(seen.one, ['from-one'], 'the publisher delivers to itself at once');
      await arrived;
      // Redis keeps the channel's order: once instance one has the answer, the echo of its own event is behind it.
      const answered = nextEvent(one, (event) => event.demandId === 'from-two');
      await two.app.ctx.events.publish({ type: 'demand.changed', demandId: 'from-two', action: 'EDITED' });
      await answered;
      assert.deepEqual(seen.one, ['from-one', 'from-two']);
      assert.deepEqual(seen.two, ['from-one', 'from-two']);
    } finally {
      for (const stop of stops) stop();
    }
  });

  it('a demand closed on instance one leaves the zone on instance two at once (no wait for MARKET_CACHE_MS)', async () => {
    const keyword = `cross-instance-${randomBytes(4).toString('hex')}`;
    const demand = await publish(one, k, k.dev, { title: `Zone cache ${keyword}` });
    const zone = async (t: TestApp) =>
      assertOk(await call(t.app, 'GET', `${D.market}?keyword=${keyword}`, { token: k.sup })).list as DemandSummary[];
    assert.deepEqual(
      (await zone(two)).map((d) => d.id),
      [demand.id],
    );

    // The page is cached on instance two: a change that publishes no event is not seen there.
    await one.app.ctx.db
      .update(demands)
      .set({ title: `Renamed ${keyword}` })
      .where(eq(demands.id, demand.id));
    assert.deepEqual(
      (await zone(two)).map((d) => d.title),
      [`Zone cache ${keyword}`],
    );

    const dropped = nextEvent(two, (event) => event.demandId === demand.id && event.action === 'CLOSED');
    assertOk(await call(one.app, 'POST', path(D.close, demand.id), { token: k.dev }));
    await dropped;
    assert.deepEqual(await zone(two), [], 'closed on one, gone from two');
    assert.deepEqual(await zone(one), []);
  });
});
