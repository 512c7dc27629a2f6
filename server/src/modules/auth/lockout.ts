import { and, count, eq, gt, max } from 'drizzle-orm';
import { loginFailures } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { AppContext } from '../../plugins/app/context';

export const MAX_FAILURES = 5;
export const LOCK_MS = 15 * 60_000;

/**
 * Password failures are kept in the database so the lock holds across instances. Five within
 * fifteen minutes lock the account for fifteen minutes from the last one; while locked no
 * failure is recorded, so the lock does not grow.
 */
async function lockedFor(ctx: AppContext, userId: string): Promise<number> {
  const now = ctx.clock.now().getTime();
  const [row] = await ctx.db
    .select({ failures: count(), latest: max(loginFailures.createdAt) })
    .from(loginFailures)
    .where(and(eq(loginFailures.userId, userId), gt(loginFailures.createdAt, new Date(now - LOCK_MS))));
  if (!row || row.failures < MAX_FAILURES || !row.latest) return 0;
  return Math.max(0, new Date(row.latest).getTime() + LOCK_MS - now);
}

function lockedError(ms: number) {
  return new AppError('ACCOUNT_LOCKED', { retryAfter: Math.ceil(ms / 1000) });
}

export async function assertNotLocked(ctx: AppContext, userId: string): Promise<void> {
  const ms = await lockedFor(ctx, userId);
  if (ms > 0) throw lockedError(ms);
}

/** Records a failure; returns the lock error when this failure locks the account. */
export async function recordFailure(ctx: AppContext, userId: string): Promise<AppError | undefined> {
  await ctx.db.insert(loginFailures).values({ userId, createdAt: ctx.clock.now() });
  const ms = await lockedFor(ctx, userId);
  return ms > 0 ? lockedError(ms) : undefined;
}

export async function clearFailures(ctx: AppContext, userId: string): Promise<void> {
  await ctx.db.delete(loginFailures).where(eq(loginFailures.userId, userId));
}
