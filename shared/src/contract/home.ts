import Type, { type Static } from 'typebox';
import { HOME_NEWS_KINDS } from './home-rules';

const Count = Type.Integer({ minimum: 0 });

/** Party A's figures: its demands by state (CLOSED derived from the deadline) and what waits for it. */
export const DevHomeSchema = Type.Object({
  demands: Type.Object({
    DRAFT: Count,
    PENDING: Count,
    REJECTED: Count,
    PUBLISHED: Count,
    CLOSED: Count,
    AWARDED: Count,
    CANCELLED: Count,
  }),
  /** Active responses it may read now (not sealed) with no score and no decision yet. */
  responsesToEvaluate: Count,
  /** Its projects waiting for it: a plan to start, a delivery to review, a cancellation the supplier proposed. */
  projectsNeedingAction: Count,
  /** Milestones delivered and waiting for its review. */
  milestonesInReview: Count,
});
export type DevHome = Static<typeof DevHomeSchema>;

/** The supplier's figures: demands open for it, its responses and their outcomes, its work due. */
export const SupHomeSchema = Type.Object({
  /** Published demands taking responses in its company type or its province that it has not answered. */
  matchingDemands: Count,
  /** Every published demand taking responses. */
  openDemands: Count,
  responses: Type.Object({
    active: Count,
    /** Of the active ones, those party A has scored or decided on. */
    marked: Count,
    shortlisted: Count,
    rejected: Count,
    awarded: Count,
    declined: Count,
  }),
  work: Type.Object({
    /** Projects under way (started or in progress). */
    projects: Count,
    /** Its milestones not delivered and due within the project limits' `dueSoonDays`. */
    dueSoon: Count,
    /** Its milestones not delivered whose due date has passed. */
    overdue: Count,
    /** Deliveries party A sent back. */
    sentBack: Count,
  }),
});
export type SupHome = Static<typeof SupHomeSchema>;

/** GET home summary: the caller's side's figures, and its unread TODO notices. */
export const HomeSummarySchema = Type.Object({
  todoNotices: Count,
  dev: Type.Optional(DevHomeSchema),
  sup: Type.Optional(SupHomeSchema),
});
export type HomeSummary = Static<typeof HomeSummarySchema>;

/** One thing a followed company did, newest first on home. */
export const HomeNewsItemSchema = Type.Object({
  kind: Type.Enum(HOME_NEWS_KINDS),
  companyId: Type.String(),
  /** In the reader's language (the English name where it has one), else the other. */
  companyName: Type.String(),
  /** The demand's title; the certificate's name (its kind's in the reader's language) for CERTIFIED; else null. */
  title: Type.Union([Type.String(), Type.Null()]),
  /** Epoch ms. */
  at: Type.Integer(),
  /** The page that shows it when the caller may open it, else null. */
  to: Type.Union([Type.String(), Type.Null()]),
});
export type HomeNewsItem = Static<typeof HomeNewsItemSchema>;

/** GET home news: how many companies the caller's company follows, and their latest news. */
export const HomeNewsSchema = Type.Object({ following: Count, items: Type.Array(HomeNewsItemSchema) });
export type HomeNews = Static<typeof HomeNewsSchema>;
