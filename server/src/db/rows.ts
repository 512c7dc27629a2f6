import type {
  bulletinPosts,
  certificateEvents,
  inviteCodes,
  certificates,
  collections,
  companies,
  companyInvitations,
  demandEvents,
  demandQuestions,
  demandResponses,
  demandRevisions,
  demands,
  files,
  manpower,
  showcaseWindows,
  markHistory,
  notices,
  paymentInvoices,
  paymentOrders,
  paymentRefunds,
  projectDisputes,
  projectEvents,
  projectMilestones,
  projectRatings,
  projectRevisions,
  projects,
  projectSubmissions,
  responseEvaluations,
  sessions,
  users,
} from './schema';

export type CompanyRow = typeof companies.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type InvitationRow = typeof companyInvitations.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type NoticeRow = typeof notices.$inferSelect;
export type FileRow = typeof files.$inferSelect;
export type DemandRow = typeof demands.$inferSelect;
export type DemandRevisionRow = typeof demandRevisions.$inferSelect;
export type DemandEventRow = typeof demandEvents.$inferSelect;
export type QuestionRow = typeof demandQuestions.$inferSelect;
export type ResponseRow = typeof demandResponses.$inferSelect;
export type EvaluationRow = typeof responseEvaluations.$inferSelect;
export type MarkHistoryRow = typeof markHistory.$inferSelect;
export type CollectionRow = typeof collections.$inferSelect;
export type ManpowerRow = typeof manpower.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;
export type MilestoneRow = typeof projectMilestones.$inferSelect;
export type SubmissionRow = typeof projectSubmissions.$inferSelect;
export type RevisionRow = typeof projectRevisions.$inferSelect;
export type DisputeRow = typeof projectDisputes.$inferSelect;
export type RatingRow = typeof projectRatings.$inferSelect;
export type ProjectEventRow = typeof projectEvents.$inferSelect;
export type OrderRow = typeof paymentOrders.$inferSelect;
export type InvoiceRow = typeof paymentInvoices.$inferSelect;
export type RefundRow = typeof paymentRefunds.$inferSelect;

/** Who is calling: the account, its company and the session the token belongs to. */
export interface Caller {
  user: UserRow;
  company: CompanyRow;
  session: SessionRow;
}
export type BulletinPostRow = typeof bulletinPosts.$inferSelect;
export type ShowcaseWindowRow = typeof showcaseWindows.$inferSelect;
export type CertificateRow = typeof certificates.$inferSelect;
export type CertificateEventRow = typeof certificateEvents.$inferSelect;
export type InviteCodeRow = typeof inviteCodes.$inferSelect;
