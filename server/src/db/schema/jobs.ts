import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { id, at } from './columns';

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Timed work (src/jobs): a row per run to come; one worker of any instance claims it (docs/decisions/0009-jobs.md). */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    name: text('name').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull().default({}),
    status: text('status').$type<JobStatus>().notNull().default('queued'),
    runAt: at('run_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** The worker running it, until `lockedUntil`: after that the lease has lapsed and another worker may take it. */
    lockedBy: text('locked_by'),
    lockedUntil: at('locked_until'),
    lastError: text('last_error'),
    /** At most one queued or running job per key: scheduling the same work twice makes one job. */
    dedupeKey: text('dedupe_key'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('jobs_due_idx').on(t.status, t.runAt),
    uniqueIndex('jobs_pending_dedupe_idx')
      .on(t.dedupeKey)
      .where(sql`status in ('queued', 'running')`),
  ],
);
