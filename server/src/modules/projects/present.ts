import { asc, count, eq, sql } from 'drizzle-orm';
import {
  apiPath,
  milestoneAmounts,
  milestoneMayMove,
  PROJECT_ENDED,
  PROJECTS_API,
  projectMayMove,
  type CompanyRating,
  type Dispute,
  type Project,
  type ProjectSummary,
} from '@b2b/shared/contract';
import type { Db, Tx } from '../../db/client';
import type { DisputeRow, MilestoneRow, ProjectRow, RatingRow, SubmissionRow } from '../../db/rows';
import {
  companies,
  companyRatingSummaries,
  projectDisputes,
  projectMilestones,
  projectRatings,
  projectRevisions,
  projects,
  projectSubmissions,
} from '../../db/schema';
import { perDatabase } from '../../db/per-database';
import { acrossCompanies } from '../../db/scoped';
import type { Lang } from '../../lib/i18n';
import { can } from '../../policies';
import type { Viewer } from '../demands/viewer';
import { filesById } from '../files/attach';
import { actorNames, listEvents } from './events';
import { milestonesOf, sideOf } from './state';

/** A project's reading: what staff may read is decided before (a project with a dispute). */
const reading = (db: Tx) => acrossCompanies(db, 'the rows of a project the caller may read (the policy ran before)');

/** The values a summary shows of its two companies and of its milestones, one prepared statement each. */
const OWNERS = sql.placeholder('companyIds');
const PROJECT_IDS = sql.placeholder('projectIds');
const lookups = perDatabase((db: Db) => ({
  names: reading(db)
    .select({ id: companies.id, name: companies.name, nameEn: companies.nameEn })
    .from(companies)
    .where(sql`${companies.id} = any(${OWNERS})`)
    .prepare('project_company_names'),
  // The published ratings' summary, kept in the publishing transaction (rating-summary.ts): what the directory shows.
  ratings: acrossCompanies(db, "a company's published ratings are public wherever the company appears")
    .select({ companyId: companyRatingSummaries.companyId, average: companyRatingSummaries.average, count: companyRatingSummaries.count })
    .from(companyRatingSummaries)
    .where(sql`${companyRatingSummaries.companyId} = any(${OWNERS})`)
    .prepare('project_company_ratings'),
  progress: reading(db)
    .select({
      projectId: projectMilestones.projectId,
      milestones: count(),
      accepted: sql<number>`count(*) filter (where ${projectMilestones.state} = 'ACCEPTED')`.mapWith(Number),
    })
    .from(projectMilestones)
    .where(sql`${projectMilestones.projectId} = any(${PROJECT_IDS})`)
    .groupBy(projectMilestones.projectId)
    .prepare('project_progress'),
}));

/** Each company's rating: the summary of the ratings it received that are published (one decimal, their count). */
export async function companyRatings(db: Db, companyIds: string[]): Promise<Map<string, CompanyRating>> {
  if (!companyIds.length) return new Map();
  const rows = await lookups(db).ratings.execute({ companyIds: [...new Set(companyIds)] });
  return new Map(rows.map((r) => [r.companyId, { average: r.average, count: r.count }]));
}

/** The columns of a project a summary shows. */
export const SUMMARY_COLUMNS = {
  id: projects.id,
  responseId: projects.responseId,
  demandId: projects.demandId,
  title: projects.title,
  companyId: projects.companyId,
  supplierId: projects.supplierId,
  status: projects.status,
  amount: projects.amount,
  currency: projects.currency,
  updatedAt: projects.updatedAt,
};
type SummaryRow = Pick<ProjectRow, keyof typeof SUMMARY_COLUMNS>;

/**
 * Summaries of a page of projects: the two companies' names in the reader's language and their ratings, and each
 * project's milestones (all, accepted), in three prepared statements read at once (outside a transaction).
 */
export async function presentSummaries(db: Db, viewer: Viewer, rows: SummaryRow[]): Promise<ProjectSummary[]> {
  if (!rows.length) return [];
  const companyIds = [...new Set(rows.flatMap((r) => [r.companyId, r.supplierId]))];
  const statements = lookups(db);
  const [names, ratings, progress] = await Promise.all([
    statements.names.execute({ companyIds }),
    companyRatings(db, companyIds),
    statements.progress.execute({ projectIds: rows.map((r) => r.id) }),
  ]);
  const nameOf = new Map(names.map((c) => [c.id, (viewer.lang === 'en-US' && c.nameEn) || c.name]));
  const progressOf = new Map(progress.map((p) => [p.projectId, p]));
  return rows.map((row) => ({
    id: row.id,
    responseId: row.responseId,
    demandId: row.demandId,
    title: row.title,
    side: sideOf(viewer.caller, row) ?? 'STAFF',
    partyAName: nameOf.get(row.companyId) ?? '',
    supplierName: nameOf.get(row.supplierId) ?? '',
    partyARating: ratings.get(row.companyId) ?? null,
    supplierRating: ratings.get(row.supplierId) ?? null,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    milestones: progressOf.get(row.id)?.milestones ?? 0,
    accepted: progressOf.get(row.id)?.accepted ?? 0,
    updatedAt: row.updatedAt.getTime(),
  }));
}

function presentMilestones(row: ProjectRow, milestones: MilestoneRow[]) {
  const amounts = milestoneAmounts(
    row.amount,
    milestones.map((m) => m.share),
  );
  return milestones.map((m, i) => ({
    id: m.id,
    position: m.position,
    name: m.name,
    description: m.description,
    dueDate: m.dueDate.getTime(),
    deliverables: m.deliverables,
    share: m.share,
    amount: amounts[i],
    state: m.state,
    reason: m.state === 'SENT_BACK' ? m.reason : null,
    reviewEndsAt: m.state === 'SUBMITTED' ? (m.reviewEndsAt?.getTime() ?? null) : null,
    acceptedAt: m.acceptedAt?.getTime() ?? null,
  }));
}

async function presentSubmissions(db: Tx, row: ProjectRow, lang: Lang) {
  const rows: SubmissionRow[] = await reading(db)
    .select()
    .from(projectSubmissions)
    .where(eq(projectSubmissions.projectId, row.id))
    .orderBy(asc(projectSubmissions.seq));
  const files = await filesById(
    db,
    rows.flatMap((s) => s.fileIds),
  );
  const author = await actorNames(db, rows, lang);
  return rows.map((s) => ({
    id: s.id,
    milestoneId: s.milestoneId,
    kind: s.kind,
    notes: s.notes,
    files: s.fileIds.flatMap((fileId) => {
      const file = files.get(fileId);
      if (!file || file.companyId !== row.supplierId) return [];
      const url = apiPath(PROJECTS_API.file, { id: row.id, fileId });
      return [{ id: file.id, url, name: file.name, size: file.size, contentType: file.contentType }];
    }),
    author: author(s),
    outcome: s.outcome,
    reason: s.reason,
    createdAt: s.createdAt.getTime(),
  }));
}

function presentDispute(row: ProjectRow, d: DisputeRow): Dispute {
  return {
    id: d.id,
    status: d.status,
    openedBy: d.companyId === row.companyId ? 'PARTY_A' : 'SUPPLIER',
    reason: d.reason,
    decision: d.decision,
    note: d.note,
    createdAt: d.createdAt.getTime(),
    resolvedAt: d.resolvedAt?.getTime() ?? null,
  };
}

/** Both ratings once published; until then only the caller's own side's (double-blind). */
function visibleRatings(row: ProjectRow, ratings: RatingRow[], viewer: Viewer) {
  const own = viewer.caller.company.id;
  return ratings
    .filter((r) => row.ratingsPublishedAt || r.companyId === own)
    .map((r) => ({
      by: r.companyId === row.companyId ? ('PARTY_A' as const) : ('SUPPLIER' as const),
      quality: r.quality,
      communication: r.communication,
      timeliness: r.timeliness,
      comment: r.comment,
      createdAt: r.createdAt.getTime(),
    }));
}

/** One project as the caller may see it, with what the caller may do now (`can`, the server's own rules). */
export async function presentProject(db: Db, viewer: Viewer, reviewDays: number, row: ProjectRow): Promise<Project> {
  const { caller, lang } = viewer;
  const [summary] = await presentSummaries(db, viewer, [row]);
  const milestones = await milestonesOf(db, row.id);
  const read = reading(db);
  const revisions = await read
    .select()
    .from(projectRevisions)
    .where(eq(projectRevisions.projectId, row.id))
    .orderBy(asc(projectRevisions.number));
  const disputes = await read
    .select()
    .from(projectDisputes)
    .where(eq(projectDisputes.projectId, row.id))
    .orderBy(asc(projectDisputes.createdAt));
  const ratings = await read.select().from(projectRatings).where(eq(projectRatings.projectId, row.id));
  const entity = { ...row, disputed: disputes.length > 0 };
  const side = sideOf(caller, row);
  const mayPlan = can(caller, 'plan', { project: entity });
  const mayWork = can(caller, 'work', { project: entity });
  const mayAct = can(caller, 'act', { project: entity });
  const ended = PROJECT_ENDED.includes(row.status);
  const anyMilestone = (move: 'submit' | 'accept' | 'progress') => milestones.some((m) => milestoneMayMove(row.status, m.state, move));
  return {
    ...summary,
    reason: row.reason,
    cancelProposedBy: row.status === 'CANCELLED' ? null : row.cancelProposedBy,
    reviewDays,
    milestonesList: presentMilestones(row, milestones),
    submissions: await presentSubmissions(db, row, lang),
    revisions: revisions.map((r) => ({
      id: r.id,
      number: r.number,
      status: r.status,
      note: r.note,
      milestones: r.milestones,
      createdAt: r.createdAt.getTime(),
      decidedAt: r.decidedAt?.getTime() ?? null,
    })),
    disputes: disputes.map((d) => presentDispute(row, d)),
    ratings: visibleRatings(row, ratings, viewer),
    ratingsPublished: !!row.ratingsPublishedAt,
    events: await listEvents(db, row.id, lang),
    startedAt: row.startedAt?.getTime() ?? null,
    endedAt: row.endedAt?.getTime() ?? null,
    can: {
      plan: mayPlan && (row.status === 'STARTED' || row.status === 'IN_PROGRESS'),
      start: mayPlan && projectMayMove(row.status, 'start') && milestones.length > 0,
      answerRevision: mayWork && row.status === 'IN_PROGRESS' && revisions.some((r) => r.status === 'PROPOSED'),
      work: mayWork && (anyMilestone('progress') || anyMilestone('submit')),
      review: mayPlan && anyMilestone('accept'),
      cancel: mayAct && projectMayMove(row.status, 'cancel') && row.cancelProposedBy !== side,
      dispute: mayAct && projectMayMove(row.status, 'dispute'),
      rate: mayAct && ended && !row.ratingsPublishedAt && !ratings.some((r) => r.companyId === caller.company.id),
      resolve: can(caller, 'resolve', { project: entity }) && row.status === 'DISPUTED',
    },
  };
}
