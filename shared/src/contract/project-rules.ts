/**
 * Delivery (Marketplace II): a project made from an awarded response, its milestone plan, the
 * supplier's submissions, party A's review, disputes and double-blind ratings. States and who may
 * do what: docs/marketplace.md ("Marketplace II — delivery"); the server enforces them.
 */
export const PROJECTS_API = {
  /** POST (party A): the project of an awarded response; a second call answers the same project. */
  init: '/api/projects/init/:id',
  /** GET: the caller's company's projects, both sides, newest activity first. */
  list: '/api/projects',
  /** GET: the signed-in company's delivery at a glance (both sides): states, milestones due, amounts, rating. */
  dashboard: '/api/projects/dashboard',
  /** GET: one project with its plan, submissions, revisions, disputes, ratings and trail. */
  project: '/api/projects/:id',
  /** PUT (party A): the plan; before the start it applies, after it a revision the supplier accepts. */
  plan: '/api/projects/:id/plan',
  /** POST (party A): STARTED → IN_PROGRESS, with a complete plan. */
  start: '/api/projects/:id/start',
  /** POST (supplier): apply / refuse a proposed plan revision (id of the revision). */
  acceptRevision: '/api/projects/revisions/:id/accept',
  rejectRevision: '/api/projects/revisions/:id/reject',
  /** POST (supplier): a progress report on a milestone (notes, files); a PLANNED milestone becomes IN_PROGRESS. */
  progress: '/api/projects/milestones/:id/progress',
  /** POST (supplier): the milestone's deliverables, for party A's review: at least one file (`DELIVERY_FILES_REQUIRED`). */
  submit: '/api/projects/milestones/:id/submit',
  /** POST (party A): accept the submitted milestone, or send it back with a reason. */
  accept: '/api/projects/milestones/:id/accept',
  sendBack: '/api/projects/milestones/:id/send-back',
  /** POST (either side): propose cancelling with a reason; the other side's same call agrees. */
  cancel: '/api/projects/:id/cancel',
  /** POST (either side): open a dispute with a reason; the project freezes. */
  dispute: '/api/projects/:id/dispute',
  /** POST (either side, once the project ended): the caller's company's rating of the other. */
  rate: '/api/projects/:id/rating',
  /** GET: a file of a submission, for both companies (and staff on a disputed project). */
  file: '/api/projects/:id/files/:fileId',
  /** Staff console: projects with a dispute (open first), and the resolution of one. */
  disputes: '/api/console/projects',
  resolve: '/api/console/disputes/:id/resolve',
} as const;

export const PROJECT_STATUSES = ['STARTED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED', 'DISPUTED'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
/** The states a project ends in: ratings open, nothing else moves. */
export const PROJECT_ENDED: readonly ProjectStatus[] = ['COMPLETED', 'CANCELLED'];

export const MILESTONE_STATES = ['PLANNED', 'IN_PROGRESS', 'SUBMITTED', 'ACCEPTED', 'SENT_BACK'] as const;
export type MilestoneState = (typeof MILESTONE_STATES)[number];

export const SUBMISSION_KINDS = ['PROGRESS', 'DELIVERY'] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];
/** What became of a delivery: accepted by party A, by the review period passing, or sent back. */
export const SUBMISSION_OUTCOMES = ['ACCEPTED', 'ACCEPTED_BY_REVIEW_PERIOD', 'SENT_BACK'] as const;
export type SubmissionOutcome = (typeof SUBMISSION_OUTCOMES)[number];

export const REVISION_STATUSES = ['PROPOSED', 'ACCEPTED', 'REJECTED', 'SUPERSEDED'] as const;
export type RevisionStatus = (typeof REVISION_STATUSES)[number];

export const DISPUTE_STATUSES = ['OPEN', 'RESOLVED'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];
export const DISPUTE_DECISIONS = ['CONTINUE', 'CANCEL'] as const;
export type DisputeDecision = (typeof DISPUTE_DECISIONS)[number];

export const RATING_CRITERIA = ['quality', 'communication', 'timeliness'] as const;
export type RatingCriterion = (typeof RATING_CRITERIA)[number];

export const PROJECT_EVENT_ACTIONS = [
  'STARTED',
  'PLAN_SAVED',
  'WORK_STARTED',
  'REVISION_PROPOSED',
  'REVISION_ACCEPTED',
  'REVISION_REJECTED',
  'PROGRESS_REPORTED',
  'MILESTONE_SUBMITTED',
  'MILESTONE_ACCEPTED',
  'MILESTONE_SENT_BACK',
  'REVIEW_PERIOD_PASSED',
  'COMPLETED',
  'CANCEL_PROPOSED',
  'CANCELLED',
  'DISPUTE_OPENED',
  'DISPUTE_RESOLVED',
  'RATED',
  'RATINGS_PUBLISHED',
] as const;
export type ProjectEventAction = (typeof PROJECT_EVENT_ACTIONS)[number];

export const PROJECT_LIMITS = {
  milestonesMin: 1,
  milestonesMax: 20,
  nameMax: 100,
  descriptionMax: 5000,
  deliverablesMax: 2000,
  notesMin: 2,
  notesMax: 5000,
  filesMax: 10,
  /** A delivery (unlike a progress report) carries at least this many files: 400 `DELIVERY_FILES_REQUIRED` on `/fileIds`. */
  deliveryFilesMin: 1,
  reasonMin: 2,
  reasonMax: 1000,
  commentMax: 1000,
  scoreMin: 1,
  scoreMax: 5,
  /** The milestones' shares of the amount, in percent, add up to this. */
  sharesTotal: 100,
  /** Days the ratings stay hidden after the end when only one side rated (then both are published). */
  ratingRevealDays: 14,
  /** A milestone not accepted and due within this many days counts as due soon on the dashboard. */
  dueSoonDays: 7,
  /** The dashboard counts the milestones due in each of this many weeks ahead. */
  dashboardWeeks: 6,
  /** Days before the review period ends that party A is reminded. */
  reviewReminderDays: 3,
} as const;

/** A milestone's part of the project's amount (integer units, the last milestone takes the rounding rest). */
export function milestoneAmounts(amount: number, shares: readonly number[]): number[] {
  const parts = shares.map((share) => Math.floor((amount * share) / PROJECT_LIMITS.sharesTotal));
  if (parts.length) parts[parts.length - 1] += amount - parts.reduce((sum, part) => sum + part, 0);
  return parts;
}

interface Move<S extends string> {
  from: readonly S[];
  to: S;
}

/**
 * The project's transitions (docs/marketplace.md). A dispute's "continue" returns the project to the
 * state the dispute froze, so it is not a line here.
 */
export const PROJECT_TRANSITIONS = {
  start: { from: ['STARTED'], to: 'IN_PROGRESS' },
  complete: { from: ['IN_PROGRESS'], to: 'COMPLETED' },
  cancel: { from: ['STARTED', 'IN_PROGRESS'], to: 'CANCELLED' },
  dispute: { from: ['STARTED', 'IN_PROGRESS'], to: 'DISPUTED' },
  resolveCancel: { from: ['DISPUTED'], to: 'CANCELLED' },
} as const satisfies Record<string, Move<ProjectStatus>>;
export type ProjectMove = keyof typeof PROJECT_TRANSITIONS;

/** A milestone's transitions; each needs its project IN_PROGRESS (a dispute freezes them all). */
export const MILESTONE_TRANSITIONS = {
  progress: { from: ['PLANNED', 'IN_PROGRESS', 'SENT_BACK'], to: 'IN_PROGRESS' },
  submit: { from: ['IN_PROGRESS', 'SENT_BACK'], to: 'SUBMITTED' },
  accept: { from: ['SUBMITTED'], to: 'ACCEPTED' },
  sendBack: { from: ['SUBMITTED'], to: 'SENT_BACK' },
  reviewPeriod: { from: ['SUBMITTED'], to: 'ACCEPTED' },
} as const satisfies Record<string, Move<MilestoneState>>;
export type MilestoneMove = keyof typeof MILESTONE_TRANSITIONS;

export const projectMayMove = (status: ProjectStatus, move: ProjectMove): boolean =>
  (PROJECT_TRANSITIONS[move].from as readonly ProjectStatus[]).includes(status);
export const milestoneMayMove = (project: ProjectStatus, state: MilestoneState, move: MilestoneMove): boolean =>
  project === 'IN_PROGRESS' && (MILESTONE_TRANSITIONS[move].from as readonly MilestoneState[]).includes(state);
