import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { jobs } from '../db/schema';
import { memoryTransport } from '../mail/transport';
import { createTestApp, type TestApp } from '../test/helpers';
import { defineJob } from '.';
import { claimDueJobs } from './queue';
import { createJobs } from './runner';

const MINUTE = 60_000;

describe('jobs: timed work, once, retried', () => {
  let t: TestApp;
  const lines: string[] = [];
  /** What the test jobs did: their payloads' `n`, one entry per run. */
  let runs: number[] = [];
  /** Runs of `test.flaky` that throw before it succeeds. */
  let failuresLeft = 0;

  before(async () => {
    t = await createTestApp({ config: { logLevel: 'warn' }, logStream: { write: (line) => void lines.push(line) } });
    t.app.ctx.jobs.define(defineJob<{ n: number }>('test.count', async (_ctx, { n }) => void runs.push(n)));
    t.app.ctx.jobs.define(
      defineJob<{ n: number }>('test.flaky', async (_ctx, { n }) => {
        runs.push(n);
        if (failuresLeft-- > 0) throw new Error(`flaky failure ${n}`);
      }),
    );
  });
  after(() => t.close());
  beforeEach(async () => {
    runs = [];
    lines.length = 0;
    await db().delete(jobs);
  });

  const db = () => t.app.ctx.db;
  const schedule = (name: string, n: number, options: Parameters<TestApp['app']['ctx']['jobs']['schedule']>[3] = {}) =>
    t.app.ctx.jobs.schedule(db(), name, { n }, options);
  const rowOf = async (id: string | null) => (await db().select().from(jobs).where(eq(jobs.id, id!)))[0];

  it('runs a due job once, however often the runner looks', async () => {
    const id = await schedule('test.count', 1);
    assert.equal(await t.app.ctx.jobs.runDueJobs(), 1);
    assert.equal(await t.app.ctx.jobs.runDueJobs(), 0);
    t.clock.advance(MINUTE);
    assert.equal(await t.app.ctx.jobs.runDueJobs(), 0);
    assert.deepEqual(runs, [1]);
    const row = await rowOf(id);
    assert.equal(row.status, 'done');
    assert.equal(row.attempts, 1);
    assert.equal(row.lockedBy, null);
  });

  it('waits for its time on the test clock', async () => {
    await schedule('test.count', 2, { runAt: new Date(t.clock.now().getTime() + 10 * MINUTE) });
    assert.equal(await t.app.ctx.jobs.runDueJobs(), 0);
    t.clock.advance(10 * MINUTE - 1);
    assert.equal(await t.app.ctx.jobs.runDueJobs(), 0);
    t.clock.advance(1);
    assert.equal(await t.app.ctx.jobs.runDueJobs(), 1);
    assert.deepEqual(runs, [2]);
  });

  it('retries a failing job with exponential backoff, then gives it up as failed with the error logged', async () => {
    failuresLeft = 99;
    const base = t.config.jobs.retryBaseMs;
    const id = await schedule('test.flaky', 3, { maxAttempts: 3 });
    assert.equal(await t.app.ctx.jobs.runDueJobs(), 1);
    let row = await rowOf(id);
    assert.equal(row.status, 'queued');
    assert.equal(row.lastError, 'flaky failure 3');
    assert.equal(row.runAt.getTime(), t.clock.now().getTime() + base);
    t.clock.advance(base - 1);
    assert.equal(await t.app.ctx.jobs.runDueJobs(), 0, 'not before the backoff');
    t.clock.advance(1);
    assert.equal(await t.app.ctx.jobs.runDueJobs(), 1);
    row = await rowOf(id);
    assert.equal(row.runAt.getTime(), t.clock.now().getTime() + 2 * base, 'the second wait is twice the first');
    t.clock.advance(2 * base);
    assert.equal(await t.app.ctx.jobs.runDueJobs(), 1);
    row = await rowOf(id);
    assert.equal(row.status, 'failed');
    assert.equal(row.attempts, 3);
    t.clock.advance(60 * MINUTE);
    assert.equal(await t.app.ctx.jobs.runDueJobs(), 0, 'a failed job stays failed');
    assert.deepEqual(runs, [3, 3, 3]);
    const logged = lines.map((line) => JSON.parse(line) as { msg: string; job?: string; err?: { message: string } });
    assert.equal(logged.filter((l) => l.msg === 'job failed; it will be retried').length, 2);
    const final = logged.find((l) => l.msg === 'job failed for good');
    assert.equal(final?.job, 'test.flaky');
    assert.equal(final?.err?.message, 'flaky failure 3');
  });

  it('succeeds on a retry', async () => {
    failuresLeft = 1;
    const id = await schedule('test.flaky', 4);
    await t.app.ctx.jobs.runDueJobs();
    t.clock.advance(t.config.jobs.retryBaseMs);
    assert.equal(await t.app.ctx.jobs.runDueJobs(), 1);
    const row = await rowOf(id);
    assert.equal(row.status, 'done');
    assert.equal(row.attempts, 2);
    assert.deepEqual(runs, [4, 4]);
  });

  it('makes one job of the same dedupe key while it is pending, and a new one once it ran', async () => {
    const first = await schedule('test.count', 5, { dedupeKey: 'same' });
    assert.ok(first);
    assert.equal(await schedule('test.count', 6, { dedupeKey: 'same' }), null);
    assert.equal((await db().select().from(jobs)).length, 1);
    assert.equal(await t.app.ctx.jobs.runDueJobs(), 1);
    assert.ok(await schedule('test.count', 7, { dedupeKey: 'same' }));
    assert.equal(await t.app.ctx.jobs.runDueJobs(), 1);
    assert.deepEqual(runs, [5, 7]);
  });

  it('lets another worker take the job of a worker that crashed, once its lease lapsed', async () => {
    const id = await schedule('test.count', 8);
    const [claimed] = await claimDueJobs(db(), {
      names: ['test.count'],
      workerId: 'crashed',
      now: t.clock.now(),
      leaseMs: t.config.jobs.leaseMs,
      limit: 1,
    });
    assert.equal(claimed.id, id);
    assert.equal(await t.app.ctx.jobs.runDueJobs(), 0, 'held by the crashed worker');
    t.clock.advance(t.config.jobs.leaseMs - 1);
    assert.equal(await t.app.ctx.jobs.runDueJobs(), 0);
    t.clock.advance(1);
    assert.equal(await t.app.ctx.jobs.runDueJobs(), 1);
    const row = await rowOf(id);
    assert.equal(row.status, 'done');
    assert.equal(row.attempts, 2);
    assert.deepEqual(runs, [8]);
  });

  it('runs one job at once by its id (runNow), with its own lease; a held job or an unknown name is left alone', async () => {
    const id = (await schedule('test.count', 11))!;
    assert.equal(await t.app.ctx.jobs.runNow(id, { leaseMs: MINUTE }), true);
    assert.equal(await t.app.ctx.jobs.runNow(id), false, 'done already');
    assert.equal(await t.app.ctx.jobs.runDueJobs(), 0);
    assert.deepEqual(runs, [11]);
    const held = (await schedule('test.count', 12))!;
    await claimDueJobs(db(), { names: ['test.count'], workerId: 'other', now: t.clock.now(), leaseMs: MINUTE, limit: 1 });
    assert.equal(await t.app.ctx.jobs.runNow(held), false, 'another worker holds it');
    t.clock.advance(MINUTE);
    assert.equal(await t.app.ctx.jobs.runNow(held), true, 'its lease lapsed');
    const unknown = (await schedule('test.unknown', 13))!;
    assert.equal(await t.app.ctx.jobs.runNow(unknown), false);
    assert.equal((await rowOf(unknown)).status, 'queued');
    assert.deepEqual(runs, [11, 12]);
  });

  it('claims at most a batch at once (the rest stays for other workers)', async () => {
    for (let n = 0; n < 5; n++) await schedule('test.count', n);
    const claim = () => claimDueJobs(db(), { names: ['test.count'], workerId: 'w', now: t.clock.now(), leaseMs: MINUTE, limit: 2 });
    assert.equal((await claim()).length, 2);
    assert.equal((await claim()).length, 2);
    assert.equal((await claim()).length, 1);
    assert.equal((await claim()).length, 0);
  });

  it('schedules inside a transaction: a rollback leaves no job', async () => {
    await assert.rejects(
      db().transaction(async (tx) => {
        await t.app.ctx.jobs.schedule(tx, 'test.count', { n: 9 }, { dedupeKey: 'rolled-back' });
        throw new Error('the change failed');
      }),
      /the change failed/,
    );
    assert.equal((await db().select().from(jobs)).length, 0);
    assert.equal(await t.app.ctx.jobs.runDueJobs(), 0);
    assert.deepEqual(runs, []);
  });

  it('leaves jobs of a name it has no handler for (another version of the API) to other instances', async () => {
    const id = await schedule('test.unknown', 10);
    assert.equal(await t.app.ctx.jobs.runDueJobs(), 0);
    assert.equal((await rowOf(id)).status, 'queued');
  });

  it('starts while the database is away: the first pass that reaches it queues the recurring work', async () => {
    const real = db();
    let refusals = 2;
    const away = new Proxy(real, {
      get(target, key) {
        if (key === 'insert' && refusals > 0) {
          refusals--;
          throw new Error('connection refused');
        }
        const value = Reflect.get(target, key, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const runner = createJobs({
      db: away,
      clock: t.clock,
      log: t.app.log,
      settings: { ...t.config.jobs, pollMs: 10 },
      definitions: [defineJob('test.recurring', async () => undefined, { every: () => MINUTE })],
      context: () => t.app.ctx,
    });
    await runner.start();
    const queued = async () => (await real.select().from(jobs).where(eq(jobs.name, 'test.recurring'))).length;
    const deadline = Date.now() + 10_000;
    while ((await queued()) === 0 && Date.now() < deadline) await sleep(10);
    await runner.stop();
    assert.ok((await queued()) >= 1, 'queued once the database answered');
    assert.equal(refusals, 0);
    assert.ok(lines.some((line) => line.includes('polling for due jobs failed') && line.includes('connection refused')));
  });

  it('runs recurring work once per period: the upload purge, scheduled once by every instance', async () => {
    await t.app.ctx.jobs.ensureRecurring();
    await t.app.ctx.jobs.ensureRecurring();
    const purges = () => db().select().from(jobs).where(eq(jobs.name, 'files.purge-uploads'));
    assert.equal((await purges()).length, 1);
    // Other modules' recurring work (payments) runs beside it: the purge's own rows say what ran.
    const purgesDone = async () => (await purges()).filter((row) => row.status === 'done').length;
    await t.app.ctx.jobs.runDueJobs();
    assert.equal(await purgesDone(), 1);
    const period = t.config.files.purgeIntervalMinutes * MINUTE;
    const next = (await purges()).find((row) => row.status === 'queued');
    assert.equal(next?.runAt.getTime(), t.clock.now().getTime() + period);
    t.clock.advance(period - 1);
    await t.app.ctx.jobs.runDueJobs();
    assert.equal(await purgesDone(), 1);
    t.clock.advance(1);
    await t.app.ctx.jobs.runDueJobs();
    assert.equal(await purgesDone(), 2);
    assert.equal((await purges()).filter((row) => row.status === 'queued').length, 1);
  });
});

const POSTGRES = process.env.DATABASE_URL;

describe(
  'jobs: two API instances on one PostgreSQL database',
  { skip: POSTGRES ? false : 'needs DATABASE_URL (PostgreSQL): PGlite is one connection in one process' },
  () => {
    let t: TestApp;
    let second: FastifyInstance;
    const runs = new Map<number, number>();
    const ranOn = new Map<string, number>();

    before(async () => {
      const settings = { pollMs: 5, leaseMs: 5 * MINUTE, retryBaseMs: 1000, batch: 4 };
      t = await createTestApp({ config: { jobs: settings } });
      // The second instance: its own pool on the same database, the same (test) clock.
      const database = await openDatabase({ url: t.config.databaseUrl, dataDir: 'memory://' });
      second = await buildApp(t.config, { clock: t.clock, mail: memoryTransport(), database });
      for (const app of [t.app, second]) {
        app.ctx.jobs.define(
          defineJob<{ n: number }>('test.concurrent', async (ctx, { n }) => {
            await sleep(Math.random() * 3);
            runs.set(n, (runs.get(n) ?? 0) + 1);
            ranOn.set(ctx.jobs.workerId, (ranOn.get(ctx.jobs.workerId) ?? 0) + 1);
          }),
        );
      }
    });
    after(async () => {
      await second?.close();
      await t?.close();
    });

    it('runs 100 due jobs exactly 100 times with both instances polling', async () => {
      const db = t.app.ctx.db;
      await db.transaction(async (tx) => {
        for (let n = 0; n < 100; n++) await t.app.ctx.jobs.schedule(tx, 'test.concurrent', { n });
      });
      await Promise.all([t.app.ctx.jobs.start(), second.ctx.jobs.start()]);
      const deadline = Date.now() + 30_000;
      const total = () => [...runs.values()].reduce((a, b) => a + b, 0);
      while (total() < 100 && Date.now() < deadline) await sleep(20);
      // A little longer: a second run of any job would show up now.
      await sleep(200);
      await Promise.all([t.app.ctx.jobs.stop(), second.ctx.jobs.stop()]);
      assert.equal(runs.size, 100);
      assert.ok(
        [...runs.values()].every((count) => count === 1),
        JSON.stringify([...runs].filter(([, c]) => c !== 1)),
      );
      assert.equal(total(), 100);
      const rows = await db.select().from(jobs).where(eq(jobs.name, 'test.concurrent'));
      assert.equal(rows.filter((row) => row.status === 'done' && row.attempts === 1).length, 100);
      assert.equal(ranOn.size, 2, `both instances took jobs: ${JSON.stringify([...ranOn])}`);
    });
  },
);
