import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/client';
import type { Clock } from '../lib/clock';
import { claimDueJobs, claimJob, dropQueuedJob, insertJob, markDone, markFailure, type JobRow, type ScheduleOptions } from './queue';

/** One kind of timed work: `name` is stored with each job, `run` does it on whichever instance claims it. */
export interface JobDefinition<Ctx> {
  name: string;
  run(ctx: Ctx, payload: unknown, job: JobRow): Promise<void>;
  /** Recurring work: after each run (done or failed) the next one is scheduled this many ms later. */
  every?(ctx: Ctx): number;
}

export interface JobSettings {
  /** How often a started runner looks for due jobs; 0: this instance runs none. */
  pollMs: number;
  /** How long a claimed job is its worker's; after that another worker may take it. */
  leaseMs: number;
  /** The first retry waits this long, each further one twice as long (at most an hour). */
  retryBaseMs: number;
  /** Jobs claimed at once by one worker. */
  batch: number;
}

export interface Jobs<Ctx> {
  readonly workerId: string;
  /** Schedules work in the caller's transaction: it commits or rolls back with the change it belongs to. */
  schedule(tx: Tx, name: string, payload: unknown, options?: ScheduleOptions): Promise<string | null>;
  /** Drops the queued job of a dedupe key. */
  unschedule(tx: Tx, dedupeKey: string): Promise<void>;
  /** Adds a definition (the modules' come with `createJobs`; tests add their own). */
  define(definition: JobDefinition<Ctx>): void;
  /** Schedules each recurring job once (deduplicated by its name, so every instance may call it). */
  ensureRecurring(now?: Date): Promise<void>;
  /**
   * Runs one job now on this instance, if nobody holds it (false otherwise), as the runner would: done,
   * or retried with backoff, or failed. Its claim lasts `leaseMs` (the settings' lease by default): an
   * instance dying meanwhile leaves it to the others' runners once that lapses.
   */
  runNow(id: string, options?: { leaseMs?: number }): Promise<boolean>;
  /** Runs every job due at `now` (claimed batch by batch) and answers how many ran. */
  runDueJobs(now?: Date): Promise<number>;
  /** Polls every `pollMs` until `stop()`. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface JobsDeps<Ctx> {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  settings: JobSettings;
  definitions: readonly JobDefinition<Ctx>[];
  /** The context handed to each handler (read when a job runs: the app's is built after the jobs). */
  context(): Ctx;
  workerId?: string;
  /** Told of every run this instance makes, and whether it failed (the metrics). */
  observe?(name: string, failed: boolean): void;
}

const MAX_RETRY_MS = 60 * 60_000;
/** Passes of one `runDueJobs` at most, so a flood of due jobs cannot keep a poll going for ever. */
const MAX_BATCHES = 20;

export function createJobs<Ctx>(deps: JobsDeps<Ctx>): Jobs<Ctx> {
  const { db, clock, log, settings } = deps;
  const workerId = deps.workerId ?? `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const registry = new Map<string, JobDefinition<Ctx>>();
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<unknown> | undefined;
  let stopped = true;

  const define = (definition: JobDefinition<Ctx>) => {
    if (registry.has(definition.name)) throw new Error(`job ${definition.name} is defined twice`);
    registry.set(definition.name, definition);
  };
  deps.definitions.forEach(define);

  const retryDelay = (attempts: number) => Math.min(settings.retryBaseMs * 2 ** Math.max(attempts - 1, 0), MAX_RETRY_MS);

  async function runOne(job: JobRow, now: Date): Promise<void> {
    const definition = registry.get(job.name)!;
    let error: unknown;
    if (job.attempts <= job.maxAttempts) {
      try {
        await definition.run(deps.context(), job.payload, job);
      } catch (caught) {
        error = caught;
      }
    } else error = new Error('the lease lapsed on the last attempt');
    deps.observe?.(job.name, error !== undefined);
    const finishedAt = clock.now() > now ? clock.now() : now;
    await db.transaction(async (tx) => {
      const held =
        error === undefined
          ? await markDone(tx, job, finishedAt)
          : await failed(
              tx,
              job,
              finishedAt,
              error,
              job.attempts < job.maxAttempts ? new Date(now.getTime() + retryDelay(job.attempts)) : null,
            );
      const every = definition.every?.(deps.context());
      if (held && every && (error === undefined || job.attempts >= job.maxAttempts)) {
        await insertJob(tx, finishedAt, job.name, job.payload, {
          dedupeKey: job.dedupeKey ?? job.name,
          runAt: new Date(now.getTime() + every),
        });
      }
    });
  }

  async function failed(tx: Tx, job: JobRow, now: Date, error: unknown, retryAt: Date | null) {
    const message = error instanceof Error ? error.message : String(error);
    const fields = { err: error, job: job.name, jobId: job.id, attempt: job.attempts, maxAttempts: job.maxAttempts };
    if (retryAt) log.warn({ ...fields, retryAt }, 'job failed; it will be retried');
    else log.error(fields, 'job failed for good');
    return markFailure(tx, job, now, message, retryAt);
  }

  async function runDueJobs(now = clock.now()): Promise<number> {
    let ran = 0;
    for (let i = 0; i < MAX_BATCHES; i++) {
      const names = [...registry.keys()];
      const claimed = await claimDueJobs(db, { names, workerId, now, leaseMs: settings.leaseMs, limit: settings.batch });
      for (const job of claimed) await runOne(job, now);
      ran += claimed.length;
      if (claimed.length < settings.batch) break;
    }
    return ran;
  }

  async function ensureRecurring(now = clock.now()) {
    for (const definition of registry.values()) {
      if (definition.every) await insertJob(db, now, definition.name, {}, { dedupeKey: definition.name, runAt: now });
    }
  }

  // The recurring jobs are put in the queue by the first pass that reaches the database: one that is away while
  // the instance starts is a logged failure, retried with the polling, not an instance that exits.
  let recurringQueued = false;
  const onePass = async () => {
    if (!recurringQueued) {
      await ensureRecurring();
      recurringQueued = true;
    }
    return runDueJobs();
  };

  const poll = () => {
    pass = onePass()
      .catch((err: unknown) => log.error({ err }, 'polling for due jobs failed'))
      .finally(() => {
        pass = undefined;
        if (!stopped) timer = setTimeout(poll, settings.pollMs);
      });
  };

  return {
    workerId,
    schedule: (tx, name, payload, options) => insertJob(tx, clock.now(), name, payload, options),
    unschedule: dropQueuedJob,
    define,
    ensureRecurring,
    runDueJobs,
    async runNow(id, options = {}) {
      const now = clock.now();
      const names = [...registry.keys()];
      const job = await claimJob(db, id, { names, workerId, now, leaseMs: options.leaseMs ?? settings.leaseMs });
      if (!job) return false;
      await runOne(job, now);
      return true;
    },
    async start() {
      if (!stopped || settings.pollMs <= 0) return;
      stopped = false;
      poll();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await pass;
    },
  };
}
