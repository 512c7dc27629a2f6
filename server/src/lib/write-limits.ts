import type { Config } from '../config';
import type { Tx } from '../db/client';
import { sweep, sweepNow, take } from '../db/counters';
import { AppError } from './errors';

/** Writes that notify other people, limited per account (docs/security.md, "Writes that notify people"). */
export type NotifyingWrite = 'question' | 'response' | 'upload';

/**
 * Counts one `kind` write of the account, or refuses it with 429 RATE_LIMITED and `retryAfter`
 * (seconds) when the account has used its budget of the hour. Taken in the write's transaction
 * where there is one, so a write refused for another reason gives its count back.
 */
export async function takeWrite(db: Tx, config: Pick<Config, 'writeLimits'>, userId: string, kind: NotifyingWrite, now: Date) {
  const max = config.writeLimits[kind];
  if (max === Infinity) return; // the demo seed, writing the platform's own history
  if (sweepNow()) await sweep(db, now);
  const taken = await take(db, `write:${kind}:${userId}`, { max, windowMs: 3_600_000 }, now);
  if (!taken.ok) throw new AppError('RATE_LIMITED', { retryAfter: Math.max(1, Math.ceil(taken.retryAfterMs / 1000)) });
}
