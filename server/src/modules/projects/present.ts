import { and, asc, avg, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
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
import type { Tx } from '../../db/client';
import type { DisputeRow, MilestoneRow, ProjectRow, RatingRow, SubmissionRow } from '../../db/rows';
import {
  companies,
  projectDisputes,
  projectMilestones,
  projectRatings,
  projectRevisions,
  projects,
  projectSubmissions,
} from '../../db/schema';
import { acrossCompanies } from '../../db/scoped';
import type { Lang } from '../../lib/i18n';
import { can } from '../../policies';
import type { Viewer } from '../demands/viewer';
import { filesById } from '../files/attach';
import { actorNames, listEvents } from './events';
import { milestonesOf, sideOf } from './state';

/** A project's reading: what staff may read is decided before (a project with a dispute). */
const reading = (db: Tx) => acrossCompanies(db, 'the rows of a project the caller may read (the policy ran before)');

type Names = Map<string, { name: string; nameEn: string | null }>;

async function companyNames(db: Tx, rows: ProjectRow[]): Promise<Names> {
  const ids = [...new Set(rows.flatMap((r) => [r.companyId, r.supplierId]))];
  if (!ids.length) return new Map();
  const found = await reading(db)
    .select({ id: companies.id, name: companies.name, nameEn: companies.nameEn })
    .from(companies)
    .where(inArray(companies.id, ids));
  return new Map(found.map((c) => [c.id, c]));
}
const nameIn = (names: Names, id: string, lang: Lang) => {
  const company = names.get(id);
  return (lang === 'en-US' && company?.nameEn) || company?.name || '';
};

/** The projects' milestone counts: all, and accepted. */
async function progressOf(db: Tx, ids: string[]) {
  if (!ids.length) return new Map<string, { milestones: number; accepted: number }>();
  const rows = await reading(db)
    .select({ projectId: projectMilestones.projectId, state: projectMilestones.state, n: count() })
    .from(projectMilestones)
    .where(inArray(projectMilestones.projectId, ids))
    .groupBy(projectMilestones.projectId, projectMilestones.state);
  const byProject = new Map<string, { milestones: number; accepted: number }>();
  for (const row of rows) {
    const entry = byProject.get(row.projectId) ?? { milestones: 0, accepted: 0 };
    entry.milestones += row.n;
    if (row.state === 'ACCEPTED') entry.accepted += row.n;
    byProject.set(row.projectId, entry);
  }
  return byProject;
}

/**
 * Each company's rating: the mean over every criterion of the ratings it received that are published
 * (double-blind: a hidden rating counts only once both are out). One decimal; null without any.
 */
export async function companyRatings(db: Tx, companyIds: string[]): Promise<Map<string, CompanyRating>> {
  if (!companyIds.length) return new Map();
  const rows = await acrossCompanies(db, "a company's published ratings are public wherever the company appears")
    .select({
      companyId: projectRatings.ratedId,
      average: avg(sql`(${projectRatings.quality} + ${projectRatings.communication} + ${projectRatings.timeliness}) / 3.0`),
      count: count(),
    })
    .from(projectRatings)
    .innerJoin(projects, eq(projects.id, projectRatings.projectId))
    .where(and(inArray(projectRatings.ratedId, [...new Set(companyIds)]), isNotNull(projects.ratingsPublishedAt)))
    .groupBy(projectRatings.ratedId);
  return new Map(rows.map((r) => [r.companyId, { average: Math.round(Number(r.average) * 10) / 10, count: r.count }]));
}

export async function presentSummaries(db: Tx, viewer: Viewer, rows: ProjectRow[]): Promise<ProjectSummary[]> {
  const names = await companyNames(db, rows);
  const ratings = await companyRatings(
    db,
    rows.flatMap((r) => [r.companyId, r.supplierId]),
  );
  const progress = await progressOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    responseId: row.responseId,
    demandId: row.demandId,
    title: row.title,
    side: sideOf(viewer.caller, row) ?? 'STAFF',
    partyAName: nameIn(names, row.companyId, viewer.lang),
    supplierName: nameIn(names, row.supplierId, viewer.lang),
    partyARating: ratings.get(row.companyId) ?? null,
    supplierRating: ratings.get(row.supplierId) ?? null,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    milestones: progress.get(row.id)?.milestones ?? 0,
    accepted: progress.get(row.id)?.accepted ?? 0,
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
export async function presentProject(db: Tx, viewer: Viewer, reviewDays: number, row: ProjectRow): Promise<Project> {
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
