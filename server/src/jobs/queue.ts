import { and, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { jobs } from '../db/schema';

export type JobRow = typeof jobs.$inferSelect;

export interface ScheduleOptions {
  /** When it is due; now by default. */
  runAt?: Date;
  /** While a job with this key is queued or running, scheduling another with it does nothing. */
  dedupeKey?: string;
  /** Runs before it is given up as failed; 5 by default. */
  maxAttempts?: number;
}

/** The matching condition of `jobs_pending_dedupe_idx`, so ON CONFLICT can use that partial index. */
const PENDING = sql`status in ('queued', 'running')`;

/** Inserts a job in the caller's transaction; answers its id, or null when its dedupe key already has one pending. */
export async function insertJob(tx: Tx, now: Date, name: string, payload: unknown, options: ScheduleOptions = {}): Promise<string | null> {
  const [row] = await tx
    .insert(jobs)
    .values({
      name,
      payload: payload ?? {},
      runAt: options.runAt ?? now,
      maxAttempts: options.maxAttempts ?? 5,
      dedupeKey: options.dedupeKey ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: jobs.dedupeKey, where: PENDING })
    .returning({ id: jobs.id });
  return row?.id ?? null;
}

/** Drops the queued (not yet running) job of a key, when the work it stands for is no longer wanted. */
export async function dropQueuedJob(tx: Tx, dedupeKey: string): Promise<void> {
  await tx.delete(jobs).where(and(eq(jobs.dedupeKey, dedupeKey), eq(jobs.status, 'queued')));
}

export interface ClaimOptions {
  names: string[];
  workerId: string;
  now: Date;
  leaseMs: number;
  limit: number;
}

/** Queued (due at `now`, or at any time with `anyTime`), or running on a worker whose lease lapsed (it crashed or hung). */
const claimable = (now: Date, { anyTime = false } = {}) =>
  or(
    and(eq(jobs.status, 'queued'), anyTime ? undefined : lte(jobs.runAt, now)),
    and(eq(jobs.status, 'running'), lte(jobs.lockedUntil, now)),
  );

/**
 * Claims up to `limit` jobs meeting `where` for one worker, in one statement. SKIP LOCKED lets workers
 * of every instance claim at once without waiting on, or taking, each other's rows.
 */
function claimWhere(db: Db, where: SQL | undefined, { workerId, now, leaseMs, limit }: Omit<ClaimOptions, 'names'>) {
  const picked = db.select({ id: jobs.id }).from(jobs).where(where).orderBy(jobs.runAt).limit(limit).for('update', { skipLocked: true });
  return (
    db
      .update(jobs)
      .set({
        status: 'running',
        lockedBy: workerId,
        lockedUntil: new Date(now.getTime() + leaseMs),
        attempts: sql`${jobs.attempts} + 1`,
        updatedAt: now,
      })
      // ARRAY(…) runs the pick once: as `id in (…)` the planner may rerun it, and SKIP LOCKED then picks more rows than `limit`.
      .where(and(sql`${jobs.id} = any(array(${picked}))`, where))
      .returning()
  );
}

/** Takes up to `limit` due jobs of `names` for one worker: queued ones whose time has come, and lapsed ones. */
export async function claimDueJobs(db: Db, { names, ...options }: ClaimOptions): Promise<JobRow[]> {
  if (names.length === 0) return [];
  return claimWhere(db, and(inArray(jobs.name, names), claimable(options.now)), options);
}

/**
 * Takes one job of `names` by its id, queued (due or not) or lapsed: the instance that scheduled the
 * work runs it at once instead of waiting for a poll, and a runner claiming it at the same moment skips it.
 */
export async function claimJob(db: Db, id: string, { names, ...options }: Omit<ClaimOptions, 'limit'>): Promise<JobRow | undefined> {
  if (names.length === 0) return undefined;
  const [row] = await claimWhere(db, and(eq(jobs.id, id), inArray(jobs.name, names), claimable(options.now, { anyTime: true })), {
    ...options,
    limit: 1,
  });
  return row;
}

/** The worker's own running job, and only while it still holds it (another may have taken it after the lease). */
const heldBy = (job: JobRow) => and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.lockedBy, job.lockedBy!));

export async function markDone(tx: Tx, job: JobRow, now: Date): Promise<boolean> {
  const rows = await tx
    .update(jobs)
    .set({ status: 'done', lockedBy: null, lockedUntil: null, updatedAt: now })
    .where(heldBy(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Back to the queue at `retryAt`, or `failed` for good when `retryAt` is null. */
export async function markFailure(tx: Tx, job: JobRow, now: Date, error: string, retryAt: Date | null): Promise<boolean> {
  const rows = await tx
    .update(jobs)
    .set({
      status: retryAt ? 'queued' : 'failed',
      runAt: retryAt ?? job.runAt,
      lockedBy: null,
      lockedUntil: null,
      lastError: error.slice(0, 2000),
      updatedAt: now,
    })
    .where(heldBy(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Deletes finished jobs (done or failed) last touched before `before`. */
export async function pruneFinishedJobs(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(jobs)
    .where(and(inArray(jobs.status, ['done', 'failed']), lte(jobs.updatedAt, before)))
    .returning({ id: jobs.id });
  return rows.length;
}
