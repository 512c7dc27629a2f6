import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import { trackCommits } from '../db/after-commit';
import type { Db } from '../db/client';
import type { Caller, SessionRow } from '../db/rows';
import { companies, users } from '../db/schema';
import { InProcessEvents } from '../events/bus';
import { createJobs } from '../jobs';
import { createMetrics } from '../metrics';
import { ManualClock } from '../lib/clock';
import type { AppContext } from '../plugins/app/context';

/**
 * What the demo seed needs to call the API's own services (the rules exist once): a context whose
 * clock the seed sets to the moment each step of the demo's history happened, and the demo
 * accounts as callers. Services use `db` (tracked, so their events go out after commit), `clock`,
 * `config`, `events` (nobody listens while the database is being prepared), `jobs` (scheduling
 * only: the app's runner runs what the seed schedules) and `metrics` (a registry of its own).
 */
export interface SeedContext {
  ctx: AppContext;
  clock: ManualClock;
  /** The account's caller (its user and company rows as they are now). */
  caller(email: string): Promise<Caller | null>;
  /** Runs `step` as if it happened at `at` (services read the time from the clock). */
  at<T>(at: Date | number, step: () => Promise<T>): Promise<T>;
}

/** The seed's services log nothing: the demo's history is not the platform's traffic. */
const SILENT_LOG = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child: () => SILENT_LOG };

/** A session is never read by the services the seed calls; the caller has none. */
const NO_SESSION = null as unknown as SessionRow;

export function seedContext(db: Db, config: Config, now: Date): SeedContext {
  const clock = new ManualClock(now);
  // The demo's history is the platform's own doing, not an account's burst: no per-account write limits.
  const unlimited = { question: Infinity, response: Infinity, upload: Infinity };
  const log = SILENT_LOG as unknown as AppContext['log'];
  const ctx = {
    db: trackCommits(db),
    clock,
    config: { ...config, writeLimits: unlimited },
    log,
    events: new InProcessEvents(log),
    jobs: createJobs<AppContext>({ db, clock, log, settings: config.jobs, definitions: [], context: () => ctx }),
    // The demo's history is not the platform's traffic: counted in metrics nobody reads.
    metrics: createMetrics(),
  } as unknown as AppContext;
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
