import type { AppContext } from '../plugins/app/context';
import { pruneFinishedJobs, type JobRow } from './queue';
import type { JobDefinition } from './runner';

export { createJobs, type JobDefinition, type Jobs, type JobSettings } from './runner';
export type { JobRow, ScheduleOptions } from './queue';

export type AppJob = JobDefinition<AppContext>;

/**
 * A module's timed work: `handler` runs once per scheduled job on whichever instance claims it,
 * and again (with backoff) when it throws. It must tolerate running twice: a worker that dies
 * after the work but before marking the job done leaves it to another worker after the lease.
 */
export function defineJob<P>(
  name: string,
  handler: (ctx: AppContext, payload: P, job: JobRow) => Promise<void>,
  options: { every?: (ctx: AppContext) => number } = {},
): AppJob {
  return { name, run: (ctx, payload, job) => handler(ctx, payload as P, job), every: options.every };
}

const DAY = 24 * 60 * 60_000;

/** Finished jobs are kept a week (what failed, and why, can be read meanwhile), then deleted. */
export const pruneJobs = defineJob(
  'jobs.prune',
  async (ctx) => {
    await pruneFinishedJobs(ctx.db, new Date(ctx.clock.now().getTime() - 7 * DAY));
  },
  { every: () => DAY },
);
