import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { MarketQuery } from '@b2b/shared/contract';
import { MarketCache, type MarketPage } from './market-cache';

const page = (total: number): MarketPage => ({ list: [], total, page: 1, pageSize: 10 });

function setup(lifetimeMs = 3000) {
  let now = 0;
  let reads = 0;
  const cache = new MarketCache(lifetimeMs, () => now);
  const read = (query: MarketQuery, total = 1) =>
    cache.read(query, async () => {
      reads += 1;
      return page(total);
    });
  return { cache, read, reads: () => reads, move: (ms: number) => (now += ms) };
}

describe('the demand zone cache', () => {
  it('reads a page once for its lifetime, then again', async () => {
    const c = setup();
    await c.read({ keyword: 'CRM' });
    await c.read({ keyword: 'CRM' });
    c.move(2999);
    await c.read({ keyword: 'CRM' });
    assert.equal(c.reads(), 1);
    c.move(1);
    await c.read({ keyword: 'CRM' });
    assert.equal(c.reads(), 2);
  });

  it('keys on the query with its defaults filled in and the keyword as searched', async () => {
    const c = setup();
    await c.read({});
    await c.read({ status: 'OPEN', sort: 'newest', page: 1 });
    await c.read({ keyword: ' crm ' });
    await c.read({ keyword: 'CRM' });
    assert.equal(c.reads(), 2);
    await c.read({ keyword: 'CRM', page: 2 });
    await c.read({ keyword: 'CRM', status: 'CLOSED' });
    await c.read({ keyword: 'CRM', provinceCode: '44' });
    assert.equal(c.reads(), 5);
  });

  it('shares one read between concurrent misses', async () => {
    const c = setup();
    const pages = await Promise.all([c.read({}, 7), c.read({}, 8), c.read({}, 9)]);
    assert.deepEqual(
      pages.map((p) => p.total),
      [7, 7, 7],
    );
    assert.equal(c.reads(), 1);
  });

  it('forgets a failed read, and everything when cleared', async () => {
    const c = setup();
    const failing = c.cache.read({}, () => Promise.reject(new Error('database down')));
    await assert.rejects(failing, /database down/);
    await c.read({});
    assert.equal(c.reads(), 1);
    c.cache.clear();
    await c.read({});
    assert.equal(c.reads(), 2);
  });

  it('reads every time when the lifetime is 0, and when the clock goes back', async () => {
    const off = setup(0);
    await off.read({});
    await off.read({});
    assert.equal(off.reads(), 2);
    const c = setup();
    c.move(10_000);
    await c.read({});
    c.move(-5000);
    await c.read({});
    assert.equal(c.reads(), 2);
  });

  it('stays bounded: past 1,000 entries the oldest go', async () => {
    const c = setup();
    for (let p = 1; p <= 1001; p++) await c.read({ page: p });
    assert.equal(c.reads(), 1001);
    await c.read({ page: 1001 });
    assert.equal(c.reads(), 1001);
    await c.read({ page: 1 });
    assert.equal(c.reads(), 1002);
  });
});
