import Type, { type Static } from 'typebox';
import { CURRENCIES } from './demand-rules';
import { pagingProperties, Uuid } from './envelope';
import { FileId, UploadedFileSchema } from './files';
import {
  DISPUTE_DECISIONS,
  DISPUTE_STATUSES,
  MILESTONE_STATES,
  PROJECT_EVENT_ACTIONS,
  PROJECT_LIMITS as L,
  PROJECT_STATUSES,
  REVISION_STATUSES,
  SUBMISSION_KINDS,
  SUBMISSION_OUTCOMES,
} from './project-rules';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

/** One milestone of a plan as party A writes it; `id` names an existing milestone to keep (a revision). */
export const MilestoneInput = Type.Object(
  {
    id: Type.Optional(Uuid),
    name: Type.String({ minLength: 1, maxLength: L.nameMax }),
    description: Type.String({ maxLength: L.descriptionMax }),
    /** Epoch ms. */
    dueDate: Type.Integer({ minimum: 0 }),
    deliverables: Type.String({ maxLength: L.deliverablesMax }),
    /** Percent of the project's amount; the plan's shares add up to 100. */
    share: Type.Integer({ minimum: 1, maximum: L.sharesTotal }),
  },
  { additionalProperties: false },
);
export type MilestoneInput = Static<typeof MilestoneInput>;

export const PlanBody = Type.Object(
  {
    milestones: Type.Array(MilestoneInput, { minItems: L.milestonesMin, maxItems: L.milestonesMax }),
    /** Why the plan changes (shown with a revision). */
    note: Type.Optional(Type.String({ maxLength: L.reasonMax })),
  },
  { additionalProperties: false },
);
export type PlanBody = Static<typeof PlanBody>;

/**
 * The supplier's notes and files: a progress report (files optional) or a delivery, which needs at least
 * `PROJECT_LIMITS.deliveryFilesMin` files (the server answers 400 `DELIVERY_FILES_REQUIRED` on `/fileIds`).
 */
export const WorkBody = Type.Object(
  {
    notes: Type.String({ minLength: L.notesMin, maxLength: L.notesMax }),
    fileIds: Type.Array(FileId, { maxItems: L.filesMax, uniqueItems: true }),
  },
  { additionalProperties: false },
);
export type WorkBody = Static<typeof WorkBody>;

export const ProjectReasonBody = Type.Object(
  { reason: Type.String({ minLength: L.reasonMin, maxLength: L.reasonMax }) },
  { additionalProperties: false },
);
export type ProjectReasonBody = Static<typeof ProjectReasonBody>;

export const ResolveBody = Type.Object(
  { decision: Type.Enum(DISPUTE_DECISIONS), note: Type.String({ minLength: L.reasonMin, maxLength: L.reasonMax }) },
  { additionalProperties: false },
);
export type ResolveBody = Static<typeof ResolveBody>;

const Score = Type.Integer({ minimum: L.scoreMin, maximum: L.scoreMax });
export const RatingBody = Type.Object(
  { quality: Score, communication: Score, timeliness: Score, comment: Type.String({ maxLength: L.commentMax }) },
  { additionalProperties: false },
);
export type RatingBody = Static<typeof RatingBody>;

export const ProjectListQuery = Type.Object(
  { ...pagingProperties, status: Type.Optional(Type.Enum(PROJECT_STATUSES)) },
  { additionalProperties: false },
);
export type ProjectListQuery = Static<typeof ProjectListQuery>;

export const MilestoneSchema = Type.Object({
  id: Type.String(),
  position: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  dueDate: Type.Integer(),
  deliverables: Type.String(),
  share: Type.Integer(),
  /** The share of the project's amount, in its currency. */
  amount: Type.Integer(),
  state: Type.Enum(MILESTONE_STATES),
  /** Party A's reason while SENT_BACK. */
  reason: Nullable(Type.String()),
  /** While SUBMITTED: when the review period ends and the submission counts as accepted (epoch ms). */
  reviewEndsAt: Nullable(Type.Integer()),
  acceptedAt: Nullable(Type.Integer()),
});
export type Milestone = Static<typeof MilestoneSchema>;

export const SubmissionSchema = Type.Object({
  id: Type.String(),
  milestoneId: Type.String(),
  kind: Type.Enum(SUBMISSION_KINDS),
  notes: Type.String(),
  files: Type.Array(UploadedFileSchema),
  author: Type.String(),
  outcome: Nullable(Type.Enum(SUBMISSION_OUTCOMES)),
  reason: Nullable(Type.String()),
  createdAt: Type.Integer(),
});
export type Submission = Static<typeof SubmissionSchema>;

export const RevisionSchema = Type.Object({
  id: Type.String(),
  number: Type.Integer(),
  status: Type.Enum(REVISION_STATUSES),
  note: Nullable(Type.String()),
  milestones: Type.Array(MilestoneInput),
  createdAt: Type.Integer(),
  decidedAt: Nullable(Type.Integer()),
});
export type PlanRevision = Static<typeof RevisionSchema>;

export const DisputeSchema = Type.Object({
  id: Type.String(),
  status: Type.Enum(DISPUTE_STATUSES),
  /** Which side opened it. */
  openedBy: Type.Union([Type.Literal('PARTY_A'), Type.Literal('SUPPLIER')]),
  reason: Type.String(),
  decision: Nullable(Type.Enum(DISPUTE_DECISIONS)),
  note: Nullable(Type.String()),
  createdAt: Type.Integer(),
  resolvedAt: Nullable(Type.Integer()),
});
export type Dispute = Static<typeof DisputeSchema>;

export const RatingSchema = Type.Object({
  by: Type.Union([Type.Literal('PARTY_A'), Type.Literal('SUPPLIER')]),
  quality: Type.Integer(),
  communication: Type.Integer(),
  timeliness: Type.Integer(),
  comment: Type.String(),
  createdAt: Type.Integer(),
});
export type ProjectRating = Static<typeof RatingSchema>;

export const ProjectEventSchema = Type.Object({
  id: Type.String(),
  action: Type.Enum(PROJECT_EVENT_ACTIONS),
  /** "Company · person", the platform (review period, staff) in the reader's language. */
  actor: Type.String(),
  fromStatus: Nullable(Type.String()),
  toStatus: Nullable(Type.String()),
  milestoneId: Nullable(Type.String()),
  detail: Nullable(Type.String()),
  createdAt: Type.Integer(),
});
export type ProjectEvent = Static<typeof ProjectEventSchema>;

/** A company's rating from the published ratings of its projects: the mean of every criterion (1–5, one decimal). */
export const CompanyRatingSchema = Nullable(Type.Object({ average: Type.Number(), count: Type.Integer() }));
export type CompanyRating = Static<typeof CompanyRatingSchema>;

export const ProjectSummarySchema = Type.Object({
  id: Type.String(),
  responseId: Type.String(),
  demandId: Type.String(),
  title: Type.String(),
  /** The caller's side. */
  side: Type.Union([Type.Literal('PARTY_A'), Type.Literal('SUPPLIER'), Type.Literal('STAFF')]),
  partyAName: Type.String(),
  supplierName: Type.String(),
  /** Each company's rating over all its projects (published ratings only); null before the first. */
  partyARating: CompanyRatingSchema,
  supplierRating: CompanyRatingSchema,
  status: Type.Enum(PROJECT_STATUSES),
  amount: Type.Integer(),
  currency: Type.Enum(CURRENCIES),
  milestones: Type.Integer(),
  accepted: Type.Integer(),
  updatedAt: Type.Integer(),
});
export type ProjectSummary = Static<typeof ProjectSummarySchema>;

export const ProjectSchema = Type.Object({
  ...ProjectSummarySchema.properties,
  /** Why it was cancelled, or the pending proposal to cancel. */
  reason: Nullable(Type.String()),
  /** A proposal to cancel by one side, waiting for the other's agreement. */
  cancelProposedBy: Nullable(Type.Union([Type.Literal('PARTY_A'), Type.Literal('SUPPLIER')])),
  /** Review period in days for a submission. */
  reviewDays: Type.Integer(),
  milestonesList: Type.Array(MilestoneSchema),
  submissions: Type.Array(SubmissionSchema),
  revisions: Type.Array(RevisionSchema),
  disputes: Type.Array(DisputeSchema),
  /** Published ratings both ways; before that only the caller's own. */
  ratings: Type.Array(RatingSchema),
  ratingsPublished: Type.Boolean(),
  events: Type.Array(ProjectEventSchema),
  startedAt: Nullable(Type.Integer()),
  endedAt: Nullable(Type.Integer()),
  can: Type.Object({
    plan: Type.Boolean(),
    start: Type.Boolean(),
    answerRevision: Type.Boolean(),
    work: Type.Boolean(),
    review: Type.Boolean(),
    cancel: Type.Boolean(),
    dispute: Type.Boolean(),
    rate: Type.Boolean(),
    resolve: Type.Boolean(),
  }),
});
export type Project = Static<typeof ProjectSchema>;

/** GET dashboard: the caller's company's projects on both sides, counted on the server. */
export const ProjectDashboardSchema = Type.Object({
  byStatus: Type.Array(Type.Object({ status: Type.Enum(PROJECT_STATUSES), count: Type.Integer() })),
  milestones: Type.Object({
    /** Not accepted, due within `dueSoonDays`. */
    dueSoon: Type.Integer(),
    /** Not accepted, due date passed. */
    overdue: Type.Integer(),
    /** Delivered, waiting for party A's review. */
    inReview: Type.Integer(),
    /** Not accepted, due in each of the next `dashboardWeeks` weeks: [0] within 7 days from now, [1] the 7 after… */
    dueByWeek: Type.Array(Type.Integer()),
  }),
  /** Per currency, over the projects not cancelled: the amount planned, accepted (milestones' shares) and the rest. */
  amounts: Type.Array(
    Type.Object({ currency: Type.Enum(CURRENCIES), planned: Type.Integer(), accepted: Type.Integer(), outstanding: Type.Integer() }),
  ),
  /** The company's rating received (published ratings). */
  rating: CompanyRatingSchema,
  /** The same ratings' mean per criterion (1–5, one decimal); null before the first. */
  ratingCriteria: Nullable(Type.Object({ quality: Type.Number(), communication: Type.Number(), timeliness: Type.Number() })),
});
export type ProjectDashboard = Static<typeof ProjectDashboardSchema>;
