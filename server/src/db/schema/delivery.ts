import { bigint, bigserial, index, integer, jsonb, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type {
  Currency,
  DisputeDecision,
  DisputeStatus,
  MilestoneInput,
  MilestoneState,
  ProjectEventAction,
  ProjectStatus,
  RevisionStatus,
  SubmissionKind,
  SubmissionOutcome,
} from '@b2b/shared/contract';
import { id, at } from './columns';
import { companies, users } from './companies';
import { demands } from './demands';
import { demandResponses } from './responses';

/** Which side of a project a row speaks for. */
export type ProjectSide = 'PARTY_A' | 'SUPPLIER';

/**
 * A delivery project (docs/marketplace.md, Marketplace II): one per awarded response, between party A
 * (`companyId`, the demand's company) and the supplier (`supplierId`). `frozenStatus` is the state a
 * dispute froze; `cancelProposedBy` a cancellation waiting for the other side's agreement.
 */
export const projects = pgTable(
  'projects',
  {
    id: id(),
    responseId: uuid('response_id')
      .notNull()
      .references(() => demandResponses.id, { onDelete: 'cascade' }),
    demandId: uuid('demand_id')
      .notNull()
      .references(() => demands.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    status: text('status').$type<ProjectStatus>().notNull(),
    frozenStatus: text('frozen_status').$type<ProjectStatus>(),
    cancelProposedBy: text('cancel_proposed_by').$type<ProjectSide>(),
    reason: text('reason'),
    startedAt: at('started_at'),
    endedAt: at('ended_at'),
    ratingsPublishedAt: at('ratings_published_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('projects_response_key').on(t.responseId),
    index('projects_company_idx').on(t.companyId, t.updatedAt),
    index('projects_supplier_idx').on(t.supplierId, t.updatedAt),
    index('projects_status_idx').on(t.status),
  ],
);

/** The plan: milestones in `position` order, each a share (percent) of the project's amount. */
export const projectMilestones = pgTable(
  'project_milestones',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    dueDate: at('due_date').notNull(),
    deliverables: text('deliverables').notNull(),
    share: integer('share').notNull(),
    state: text('state').$type<MilestoneState>().notNull(),
    /** Party A's reason while SENT_BACK. */
    reason: text('reason'),
    /** While SUBMITTED: the delivery under review and when its review period ends. */
    submissionId: uuid('submission_id'),
    reviewEndsAt: at('review_ends_at'),
    acceptedAt: at('accepted_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('project_milestones_project_idx').on(t.projectId, t.position), index('project_milestones_due_idx').on(t.state, t.dueDate)],
);

/** What the supplier hands in on a milestone: progress reports and deliveries (notes, the company's files). */
export const projectSubmissions = pgTable(
  'project_submissions',
  {
    id: id(),
    /** The order of the submissions: several may share one instant. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    milestoneId: uuid('milestone_id')
      .notNull()
      .references(() => projectMilestones.id, { onDelete: 'cascade' }),
    /** The supplier's company (the files are its own). */
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<SubmissionKind>().notNull(),
    notes: text('notes').notNull(),
    fileIds: jsonb('file_ids').$type<string[]>().notNull().default([]),
    outcome: text('outcome').$type<SubmissionOutcome>(),
    reason: text('reason'),
    decidedAt: at('decided_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('project_submissions_project_idx').on(t.projectId, t.seq)],
);

/** A plan change after the start, proposed by party A: it applies when the supplier accepts it. */
export const projectRevisions = pgTable(
  'project_revisions',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** Party A's company. */
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    number: integer('number').notNull(),
    milestones: jsonb('milestones').$type<MilestoneInput[]>().notNull(),
    note: text('note'),
    status: text('status').$type<RevisionStatus>().notNull(),
    decidedAt: at('decided_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('project_revisions_key').on(t.projectId, t.number)],
);

/** A dispute one side opened (`companyId`); staff resolve it with a note both sides see. */
export const projectDisputes = pgTable(
  'project_disputes',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    status: text('status').$type<DisputeStatus>().notNull(),
    decision: text('decision').$type<DisputeDecision>(),
    note: text('note'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: at('resolved_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('project_disputes_project_idx').on(t.projectId), index('project_disputes_status_idx').on(t.status, t.createdAt)],
);

/** One side's rating of the other (`companyId` rates `ratedId`), once per project; hidden until the project's ratings are published. */
export const projectRatings = pgTable(
  'project_ratings',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ratedId: uuid('rated_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    quality: integer('quality').notNull(),
    communication: integer('communication').notNull(),
    timeliness: integer('timeliness').notNull(),
    comment: text('comment').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('project_ratings_key').on(t.projectId, t.companyId), index('project_ratings_rated_idx').on(t.ratedId)],
);

/**
 * Each company's rating from the ratings it received that are published, kept by `publishRatings` in the
 * transaction that publishes them (docs/directory.md, Ratings): the directory filters and shows it without
 * aggregating every rating per request. `points` = the sum of the three criteria over `count` ratings;
 * `average` = points / (3 × count), one decimal, as the cards show it.
 */
export const companyRatingSummaries = pgTable(
  'company_rating_summaries',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    count: integer('count').notNull(),
    average: numeric('average', { precision: 2, scale: 1, mode: 'number' }).notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('company_rating_summaries_average_idx').on(t.average)],
);

/**
 * The project's audit trail: who (account and company; none for the platform's own jobs) did what,
 * from which state to which, on which milestone, with the reason.
 */
export const projectEvents = pgTable(
  'project_events',
  {
    id: id(),
    /** The order of the lines: several may share one instant. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').$type<ProjectEventAction>().notNull(),
    milestoneId: uuid('milestone_id'),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    detail: text('detail'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('project_events_project_idx').on(t.projectId, t.seq)],
);
