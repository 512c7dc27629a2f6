import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/helpers';
import type { DomainEvent } from './types';

const changed = (demandId: string): DomainEvent => ({ type: 'demand.changed', demandId, action: 'EDITED' });

/** The in-process bus: the default, and what every instance does for its own events under Redis too. */
describe('events: in-process bus, published after commit', () => {
  let t: TestApp;
  const lines: string[] = [];
  let seen: DomainEvent[] = [];
  before(async () => {
    t = await createTestApp({ config: { redisUrl: undefined, logLevel: 'error' }, logStream: { write: (line) => void lines.push(line) } });
    t.app.ctx.events.subscribe('demand.changed', (event) => void seen.push(event));
  });
  after(() => t.close());
  const reset = () => {
    seen = [];
    lines.length = 0;
  };

  it('delivers an event recorded in a transaction only once it has committed', async () => {
    reset();
    const answer = await t.app.ctx.db.transaction(async (tx) => {
      t.app.ctx.events.afterCommit(tx, changed('a'));
      await tx.execute(sql`select 1`);
      t.app.ctx.events.afterCommit(tx, changed('b'));
      assert.deepEqual(seen, [], 'nothing before COMMIT');
      return 42;
    });
    assert.equal(answer, 42);
    assert.deepEqual(seen, [changed('a'), changed('b')], 'in order, once each, before the transaction answered');
  });

  it('attack: a transaction that rolls back (an error, or tx.rollback()) delivers nothing', async () => {
    reset();
    await assert.rejects(
      t.app.ctx.db.transaction(async (tx) => {
        t.app.ctx.events.afterCommit(tx, changed('thrown'));
        throw new Error('validation failed after the event was recorded');
      }),
      /validation failed/,
    );
    await assert.rejects(
      t.app.ctx.db.transaction(async (tx) => {
        t.app.ctx.events.afterCommit(tx, changed('rolled back'));
        tx.rollback();
      }),
    );
    assert.deepEqual(seen, []);
  });

  it('keeps a released savepoint’s events for the commit and drops a rolled-back one’s', async () => {
    reset();
    await t.app.ctx.db.transaction(async (tx) => {
      await tx.transaction(async (inner) => t.app.ctx.events.afterCommit(inner, changed('kept')));
      await assert.rejects(
        tx.transaction(async (inner) => {
          t.app.ctx.events.afterCommit(inner, changed('dropped'));
          throw new Error('savepoint rolled back');
        }),
      );
      assert.deepEqual(seen, []);
    });
    assert.deepEqual(seen, [changed('kept')]);
  });

  it('refuses an event on something that is not an open transaction (it would never know the commit)', async () => {
    reset();
    assert.throws(() => t.app.ctx.events.afterCommit(t.app.ctx.db, changed('x')), /afterCommit needs a transaction/);
    let committed: Parameters<Parameters<typeof t.app.ctx.db.transaction>[0]>[0] | undefined;
    await t.app.ctx.db.transaction(async (tx) => void (committed = tx));
    assert.throws(() => t.app.ctx.events.afterCommit(committed!, changed('late')), /afterCommit needs a transaction/);
    assert.deepEqual(seen, []);
  });

  it('attack: a failing handler is logged; the publisher and the other handlers go on', async () => {
    reset();
    const others: string[] = [];
    const stops = [
      t.app.ctx.events.subscribe('demand.changed', () => {
        throw new Error('handler threw');
      }),
      t.app.ctx.events.subscribe('demand.changed', async () => Promise.reject(new Error('handler rejected'))),
      t.app.ctx.events.subscribe('demand.changed', (event) => void others.push(event.demandId)),
    ];
    try {
      const answer = await t.app.ctx.db.transaction(async (tx) => {
        t.app.ctx.events.afterCommit(tx, changed('c'));
        return 'committed';
      });
      assert.equal(answer, 'committed');
      await t.app.ctx.events.publish(changed('d'));
      assert.deepEqual(others, ['c', 'd']);
      assert.deepEqual(seen, [changed('c'), changed('d')]);
      const failures = lines.map((line) => JSON.parse(line)).filter((line) => line.msg === 'event handler failed');
      assert.deepEqual(failures.map((f) => f.err.message).sort(), [
        'handler rejected',
        'handler rejected',
        'handler threw',
        'handler threw',
      ]);
    } finally {
      for (const stop of stops) stop();
    }
  });

  it('stops calling a handler once unsubscribed', async () => {
    reset();
    const calls: string[] = [];
    const stop = t.app.ctx.events.subscribe('demand.changed', (event) => void calls.push(event.demandId));
    await t.app.ctx.events.publish(changed('before'));
    stop();
    await t.app.ctx.events.publish(changed('after'));
    assert.deepEqual(calls, ['before']);
  });
});
