import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
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

/**
 * Takes up to `limit` due jobs for one worker: queued ones whose time has come, and running ones
 * whose worker's lease lapsed (it crashed or hung). SKIP LOCKED lets workers of every instance
 * claim at once without waiting on, or taking, each other's rows; the claim is one statement.
 */
export async function claimDueJobs(db: Db, { names, workerId, now, leaseMs, limit }: ClaimOptions): Promise<JobRow[]> {
  if (names.length === 0) return [];
  const due = and(
    inArray(jobs.name, names),
    or(and(eq(jobs.status, 'queued'), lte(jobs.runAt, now)), and(eq(jobs.status, 'running'), lte(jobs.lockedUntil, now))),
  );
  const picked = db.select({ id: jobs.id }).from(jobs).where(due).orderBy(jobs.runAt).limit(limit).for('update', { skipLocked: true });
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
      .where(and(sql`${jobs.id} = any(array(${picked}))`, due))
      .returning()
  );
}

/**
 * Takes one job by its id for a worker, if it is queued (due or not) or its lease lapsed: the instance
 * that scheduled work runs it at once instead of waiting for a poll; SKIP LOCKED leaves it to a runner
 * claiming it at the same moment.
 */
export async function claimJob(
  db: Db,
  id: string,
  { names, workerId, now, leaseMs }: Omit<ClaimOptions, 'limit'>,
): Promise<JobRow | undefined> {
  const claimable = and(
    eq(jobs.id, id),
    inArray(jobs.name, names),
    or(eq(jobs.status, 'queued'), and(eq(jobs.status, 'running'), lte(jobs.lockedUntil, now))),
  );
  const picked = db.select({ id: jobs.id }).from(jobs).where(claimable).for('update', { skipLocked: true });
  const [row] = await db
    .update(jobs)
    .set({
      status: 'running',
      lockedBy: workerId,
      lockedUntil: new Date(now.getTime() + leaseMs),
      attempts: sql`${jobs.attempts} + 1`,
      updatedAt: now,
    })
    .where(and(sql`${jobs.id} = any(array(${picked}))`, claimable))
    .returning();
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
