import { clear, giveBack, reserveAttempt, sweep, sweepNow, take } from '../../db/counters';
import { AppError } from '../../lib/errors';
import type { AppContext } from '../../plugins/app/context';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Sign-in throttling, replacing the hard account lock (anyone could keep any user out with five
 * wrong passwords). Counted per submitted identifier (the email or phone as typed, normalized),
 * whether or not an account uses it, so a throttled unknown account answers exactly like a
 * throttled real one:
 *
 * - per account: LOGIN_FREE_FAILURES failures are answered at once, then each attempt waits
 *   2 s, 4 s, 8 s… (at most LOGIN_MAX_DELAY_SECONDS) after the last failure: 429 ACCOUNT_LOCKED;
 * - per (account, IP): LOGIN_PAIR_MAX_FAILURES failures lock that pair for LOGIN_PAIR_LOCK_MINUTES
 *   (the attacker's address), while the owner's own address only waits out the delay;
 * - per IP, across accounts: LOGIN_IP_FAILURES_PER_HOUR failures (credential stuffing): 429 RATE_LIMITED.
 *
 * Every attempt is reserved (and counted as a failure) before the password or code is checked,
 * each counter in one atomic statement, so a burst of parallel guesses gets no more checks than
 * the same guesses one by one. A success gives the attempt back and clears the account's delay
 * and the pair's count.
 */
export function loginSubject(identifier: string): string {
  return identifier.trim().toLowerCase();
}

/** The identifier a signed-in account's password checks count under: its email, else its phone. */
export function accountIdentifier(user: { id: string; email: string | null; phone: string | null }): string {
  return user.email ?? user.phone ?? `user:${user.id}`;
}

const accountKey = (subject: string) => `login:acct:${subject}`;
const pairPrefix = (subject: string) => `login:pair:${subject}|`;
const pairKey = (subject: string, ip: string) => `${pairPrefix(subject)}${ip}`;
const ipKey = (ip: string) => `login:ip:${ip}`;

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export interface LoginAttempt {
  /** The password or code was right: give the attempt back and clear the delay. */
  succeeded(): Promise<void>;
}

/** Reserves one sign-in attempt for `identifier` from `ip`, or throws the throttle's answer. */
export async function reserveLoginAttempt(ctx: AppContext, identifier: string, ip: string): Promise<LoginAttempt> {
  const { db } = ctx;
  const limits = ctx.config.throttle;
  const now = ctx.clock.now();
  const subject = loginSubject(identifier);
  if (sweepNow()) await sweep(db, now);

  const byIp = await take(db, ipKey(ip), { max: limits.loginIpFailuresPerHour, windowMs: HOUR }, now);
  if (!byIp.ok) throw new AppError('RATE_LIMITED', { retryAfter: seconds(byIp.retryAfterMs) });
  const pairBudget = { max: limits.loginPairMaxFailures, windowMs: limits.loginPairLockMinutes * 60_000, window: 'sliding' as const };
  const pair = await take(db, pairKey(subject, ip), pairBudget, now);
  if (!pair.ok) {
    await giveBack(db, ipKey(ip));
    throw new AppError('ACCOUNT_LOCKED', { retryAfter: seconds(pair.retryAfterMs) });
  }
  const delay = { free: limits.loginFreeFailures, maxDelayMs: limits.loginMaxDelaySeconds * 1000, windowMs: DAY };
  const account = await reserveAttempt(db, accountKey(subject), delay, now);
  if (!account.ok) {
    await giveBack(db, ipKey(ip));
    await giveBack(db, pairKey(subject, ip));
    throw new AppError('ACCOUNT_LOCKED', { retryAfter: seconds(account.retryAfterMs) });
  }
  return {
    async succeeded() {
      await clear(db, [accountKey(subject), pairKey(subject, ip)]);
      await giveBack(db, ipKey(ip));
    },
  };
}

/** After a password reset: the account's delay ends, and so does the lock of the address that reset it. */
export async function clearLoginThrottle(ctx: AppContext, identifiers: (string | null)[], ip: string): Promise<void> {
  const subjects = identifiers.filter((id): id is string => !!id).map(loginSubject);
  await clear(ctx.db, [...subjects.map(accountKey), ...subjects.map((subject) => pairKey(subject, ip))]);
}
