import { eq, inArray, lte, sql } from 'drizzle-orm';
import type { Tx } from './client';
import { throttleCounters } from './schema';

/**
 * Atomic counters for throttles and budgets (sign-in failures, code guesses, code sends). Each
 * change is one `INSERT … ON CONFLICT DO UPDATE … WHERE … RETURNING` statement: PostgreSQL and
 * PGlite lock the row for it, so parallel requests are counted one after the other and a burst
 * gets no more than the budget. Windows are measured with the app clock (`now`), not the
 * database's, so every instance agrees and tests can move time. A row whose window has passed
 * counts as empty; `sweep` deletes such rows now and then.
 */

const t = throttleCounters;

/** The row's window has ended at `now`: it starts again from zero. */
const expired = (now: Date) => sql`${t.expiresAt} <= ${now.toISOString()}::timestamptz`;
const nextCount = (now: Date) => sql`case when ${expired(now)} then 1 else ${t.count} + 1 end`;

export type Take = { ok: true; count: number } | { ok: false; retryAfterMs: number };

export interface Budget {
  /** At most this many in a window. */
  max: number;
  windowMs: number;
  /** `fixed` (default): the window starts with the first count; `sliding`: each count restarts it. */
  window?: 'fixed' | 'sliding';
}

/**
 * Counts one more under `key` when the budget has room; otherwise counts nothing and says how
 * long until it has room again.
 */
export async function take(db: Tx, key: string, budget: Budget, now: Date): Promise<Take> {
  const expiresAt = new Date(now.getTime() + budget.windowMs);
  const rows = await db
    .insert(t)
    .values({ key, count: 1, expiresAt })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        count: nextCount(now),
        expiresAt:
          budget.window === 'sliding'
            ? sql`excluded.expires_at`
            : sql`case when ${expired(now)} then excluded.expires_at else ${t.expiresAt} end`,
      },
      setWhere: sql`${expired(now)} or ${t.count} < ${budget.max}`,
    })
    .returning({ count: t.count });
  if (rows[0]) return { ok: true, count: rows[0].count };
  return { ok: false, retryAfterMs: await remaining(db, key, now, 'expires') };
}

export interface Delay {
  /** Failures answered at once; from the next one on, each waits 2^k seconds (k = 1, 2, …). */
  free: number;
  maxDelayMs: number;
  /** Failures are forgotten this long after the last one. */
  windowMs: number;
}

/**
 * A progressive delay: reserves one attempt under `key` unless the delay of the earlier ones is
 * still running, and counts it as a failure in advance (the caller gives it back with `clear` on
 * success). After `free` failures the next attempt is allowed 2 s later, then 4 s, 8 s, … up to
 * `maxDelayMs`. The check and the count are one statement, so parallel attempts cannot all slip
 * into the same free slot.
 */
export async function reserveAttempt(db: Tx, key: string, delay: Delay, now: Date): Promise<Take> {
  const iso = now.toISOString();
  const firstBlock = delay.free <= 1 ? new Date(now.getTime() + Math.min(2000, delay.maxDelayMs)) : null;
  const n = nextCount(now);
  const rows = await db
    .insert(t)
    .values({ key, count: 1, expiresAt: new Date(now.getTime() + delay.windowMs), blockedUntil: firstBlock })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        count: n,
        expiresAt: sql`excluded.expires_at`,
        blockedUntil: sql`case when ${n} >= ${delay.free}
          then ${iso}::timestamptz + least(${delay.maxDelayMs}::float8, power(2, ${n} - ${delay.free} + 1) * 1000) * interval '1 millisecond'
          else null end`,
      },
      setWhere: sql`${expired(now)} or ${t.blockedUntil} is null or ${t.blockedUntil} <= ${iso}::timestamptz`,
    })
    .returning({ count: t.count });
  if (rows[0]) return { ok: true, count: rows[0].count };
  return { ok: false, retryAfterMs: await remaining(db, key, now, 'blocked') };
}

/** Gives one back (a reserved attempt that did not fail, a send that did not happen). */
export async function giveBack(db: Tx, key: string): Promise<void> {
  await db
    .update(t)
    .set({ count: sql`greatest(${t.count} - 1, 0)` })
    .where(eq(t.key, key));
}

/** Forgets the counters: exactly these keys, or every key starting with `prefix`. */
export async function clear(db: Tx, keys: string[], prefix?: string): Promise<void> {
  if (keys.length) await db.delete(t).where(inArray(t.key, keys));
  if (prefix) await db.delete(t).where(sql`starts_with(${t.key}, ${prefix})`);
}

async function remaining(db: Tx, key: string, now: Date, column: 'expires' | 'blocked'): Promise<number> {
  const [row] = await db.select({ expiresAt: t.expiresAt, blockedUntil: t.blockedUntil }).from(t).where(eq(t.key, key));
  const until = column === 'expires' ? row?.expiresAt : row?.blockedUntil;
  return Math.max(1000, (until?.getTime() ?? now.getTime()) - now.getTime());
}

/** Deletes counters whose window ended (called now and then, so the table stays small). */
export async function sweep(db: Tx, now: Date): Promise<void> {
  await db.delete(t).where(lte(t.expiresAt, now));
}

/** Whether to sweep on this call: about one in a hundred. */
export const sweepNow = () => Math.random() < 0.01;
