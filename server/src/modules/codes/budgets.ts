import type { CodeChannel } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import { giveBack, sweep, sweepNow, take } from '../../db/counters';
import { AppError } from '../../lib/errors';
import type { AppContext } from '../../plugins/app/context';

const DAY = 24 * 3_600_000;

const limited = (ms: number) => new AppError('RATE_LIMITED', { retryAfter: Math.max(1, Math.ceil(ms / 1000)) });

/**
 * The daily budgets of code sending, taken in the send's transaction (a refusal rolls back what
 * was taken before it): per target, per IP, and per channel for the whole platform, so a script
 * cannot pump SMS to many numbers from many addresses without hitting a ceiling. Counted the same
 * whether a code or a notice goes out, so the budgets tell nothing about accounts.
 */
export async function takeSendBudgets(ctx: AppContext, tx: Tx, channel: CodeChannel, target: string, ip: string, now: Date) {
  const limits = ctx.config.throttle;
  if (sweepNow()) await sweep(tx, now);
  const budgets: [string, number][] = [
    [`send:target:${channel}:${target}`, limits.codeSendsPerTargetPerDay],
    [`send:ip:${ip}`, limits.codeSendsPerIpPerDay],
    [`send:all:${channel}`, limits.codeSendsPerDay[channel]],
  ];
  for (const [key, max] of budgets) {
    const taken = await take(tx, key, { max, windowMs: DAY }, now);
    if (!taken.ok) {
      if (key.startsWith('send:all:')) ctx.log.error({ channel, max }, 'daily budget of code sends reached for the whole platform');
      throw limited(taken.retryAfterMs);
    }
  }
}

const failureKey = (channel: CodeChannel, target: string) => `code-fail:${channel}:${target}`;

/**
 * Reserves one code check for the target, counted as a failure in advance (given back by
 * `checkSucceeded`): at most CODE_FAILURES_PER_TARGET_PER_DAY failed checks a day, whatever the
 * purpose, so six digits cannot be guessed by spreading tries over codes and resends.
 */
export async function reserveCheck(ctx: AppContext, channel: CodeChannel, target: string, now: Date) {
  const max = ctx.config.throttle.codeFailuresPerTargetPerDay;
  const taken = await take(ctx.db, failureKey(channel, target), { max, windowMs: DAY }, now);
  if (!taken.ok) throw limited(taken.retryAfterMs);
}

export async function checkSucceeded(ctx: AppContext, channel: CodeChannel, target: string) {
  await giveBack(ctx.db, failureKey(channel, target));
}
