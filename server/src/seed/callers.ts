import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Caller, SessionRow } from '../db/rows';
import { companies, users } from '../db/schema';
import { ManualClock } from '../lib/clock';
import type { AppContext } from '../plugins/app/context';

/**
 * What the demo seed needs to call the API's own services (the rules exist once): a context whose
 * clock the seed sets to the moment each step of the demo's history happened, and the demo
 * accounts as callers. Services use only `db`, `clock` and `config` of the context.
 */
export interface SeedContext {
  ctx: AppContext;
  clock: ManualClock;
  /** The account's caller (its user and company rows as they are now). */
  caller(email: string): Promise<Caller | null>;
  /** Runs `step` as if it happened at `at` (services read the time from the clock). */
  at<T>(at: Date | number, step: () => Promise<T>): Promise<T>;
}

/** A session is never read by the services the seed calls; the caller has none. */
const NO_SESSION = null as unknown as SessionRow;

export function seedContext(db: Db, config: Config, now: Date): SeedContext {
  const clock = new ManualClock(now);
  // The demo's history is the platform's own doing, not an account's burst: no per-account write limits.
  const unlimited = { question: Infinity, response: Infinity, upload: Infinity };
  const ctx = { db, clock, config: { ...config, writeLimits: unlimited } } as unknown as AppContext;
  return {
    ctx,
    clock,
    async caller(email) {
      const [row] = await db
        .select({ user: users, company: companies })
        .from(users)
        .innerJoin(companies, eq(companies.id, users.companyId))
        .where(eq(users.email, email));
      return row ? { ...row, session: NO_SESSION } : null;
    },
    async at(time, step) {
      clock.set(time);
      try {
        return await step();
      } finally {
        clock.set(now);
      }
    },
  };
}
