import { and, count, eq, exists, gt, inArray, isNull, lte, ne, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { DevHome } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import { demandResponses, demands, projectMilestones, projects, responseEvaluations, type StoredDemandStatus } from '../../db/schema';
import { participantScope } from '../../db/participants';
import { companyScope } from '../../db/scoped';

/** Party A's demands by the status the API shows: a PUBLISHED row past its deadline counts as CLOSED. */
async function demandsByStatus(db: Tx, companyId: string, now: Date): Promise<DevHome['demands']> {
  const counted = (condition: SQL | undefined) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const stored = (status: StoredDemandStatus) => counted(eq(demands.status, status));
  const [row] = await companyScope(db, companyId)
    .pick(demands, {
      DRAFT: stored('DRAFT'),
      PENDING: stored('PENDING'),
      REJECTED: stored('REJECTED'),
      PUBLISHED: counted(and(eq(demands.status, 'PUBLISHED'), gt(demands.deadline, now))),
      CLOSED: counted(and(eq(demands.status, 'PUBLISHED'), lte(demands.deadline, now))),
      AWARDED: stored('AWARDED'),
      CANCELLED: stored('CANCELLED'),
    })
    .where();
  return row;
}

/** Active responses party A may mark now (its published demands, not sealed any more) with neither a score nor a decision. */
async function responsesToEvaluate(db: Tx, companyId: string, now: Date): Promise<number> {
  const own = companyScope(db, companyId);
  const markable = own
    .pick(demands, { id: demands.id })
    .where(and(eq(demands.status, 'PUBLISHED'), or(eq(demands.sealed, false), lte(demands.deadline, now))));
  const scored = own
    .pick(responseEvaluations, { id: responseEvaluations.id })
    .where(eq(responseEvaluations.responseId, demandResponses.id));
  const [row] = await participantScope(db, { companyId })
    .pick(demandResponses, { count: count() })
    .where(
      and(
        eq(demandResponses.status, 'ACTIVE'),
        isNull(demandResponses.decision),
        inArray(demandResponses.demandId, markable),
        notExists(scored),
      ),
    );
  return row?.count ?? 0;
}

/** Projects waiting for party A: a plan to start, a delivery to review, a cancellation the supplier proposed. */
async function projectsNeedingAction(db: Tx, companyId: string): Promise<number> {
  const delivered = db
    .select({ id: projectMilestones.id })
    .from(projectMilestones)
    .where(and(eq(projectMilestones.projectId, projects.id), eq(projectMilestones.state, 'SUBMITTED')));
  const [row] = await companyScope(db, companyId)
    .pick(projects, { count: count() })
    .where(
      or(
        eq(projects.status, 'STARTED'),
        and(eq(projects.status, 'IN_PROGRESS'), exists(delivered)),
        and(inArray(projects.status, ['STARTED', 'IN_PROGRESS']), eq(projects.cancelProposedBy, 'SUPPLIER')),
      ),
    );
  return row?.count ?? 0;
}

/** Milestones of party A's projects (not cancelled) delivered and waiting for its review. */
async function milestonesInReview(db: Tx, companyId: string): Promise<number> {
  const ownProjects = companyScope(db, companyId).pick(projects, { id: projects.id }).where(ne(projects.status, 'CANCELLED'));
  const [row] = await db
    .select({ count: count() })
    .from(projectMilestones)
    .where(and(eq(projectMilestones.state, 'SUBMITTED'), inArray(projectMilestones.projectId, ownProjects)));
  return row?.count ?? 0;
}

/** Party A's home figures, each one count over its own company's rows. */
export async function devFigures(db: Tx, companyId: string, now: Date): Promise<DevHome> {
  const [byStatus, toEvaluate, needingAction, inReview] = await Promise.all([
    demandsByStatus(db, companyId, now),
    responsesToEvaluate(db, companyId, now),
    projectsNeedingAction(db, companyId),
    milestonesInReview(db, companyId),
  ]);
  return { demands: byStatus, responsesToEvaluate: toEvaluate, projectsNeedingAction: needingAction, milestonesInReview: inReview };
}
