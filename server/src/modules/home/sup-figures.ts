import { and, count, eq, exists, gt, inArray, isNotNull, notExists, or, sql, type SQL } from 'drizzle-orm';
import { PROJECT_LIMITS, type SupHome } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import type { CompanyRow } from '../../db/rows';
import { demandResponses, demands, projectMilestones, projects, responseEvaluations } from '../../db/schema';
import { participantScope } from '../../db/participants';
import { acrossCompanies, companyScope } from '../../db/scoped';

const DAY = 24 * 60 * 60_000;

/** Published demands still taking responses, all and those in the supplier's company type or province it has not answered. */
async function demandFigures(db: Tx, company: CompanyRow, now: Date): Promise<Pick<SupHome, 'matchingDemands' | 'openDemands'>> {
  const answered = companyScope(db, company.id)
    .pick(demandResponses, { id: demandResponses.id })
    .where(eq(demandResponses.demandId, demands.id));
  const { companyTypeId, provinceCode } = company.info ?? {};
  const fits = or(
    companyTypeId ? eq(demands.categoryId, companyTypeId) : undefined,
    provinceCode ? eq(demands.provinceCode, provinceCode) : undefined,
  );
  const matching = fits
    ? sql<number>`count(*) filter (where ${and(fits, notExists(answered))})`.mapWith(Number)
    : sql<number>`0`.mapWith(Number);
  const [row] = await acrossCompanies(db, 'the demand zone counts every company’s published demands')
    .select({ open: count(), matching })
    .from(demands)
    .where(and(eq(demands.status, 'PUBLISHED'), gt(demands.deadline, now)));
  return { openDemands: row?.open ?? 0, matchingDemands: row?.matching ?? 0 };
}

/**
 * The supplier's responses by outcome: still open (and of those the ones marked, shortlisted or rejected), awarded,
 * declined. A score is the supplier's to see on its response, as the response view shows it.
 */
async function responseFigures(db: Tx, companyId: string): Promise<SupHome['responses']> {
  const counted = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const active = eq(demandResponses.status, 'ACTIVE');
  const scored = participantScope(db, { companyId })
    .pick(responseEvaluations, { id: responseEvaluations.id })
    .where(eq(responseEvaluations.responseId, demandResponses.id));
  const [row] = await companyScope(db, companyId)
    .pick(demandResponses, {
      active: counted(active),
      marked: counted(and(active, or(isNotNull(demandResponses.decision), exists(scored)))!),
      shortlisted: counted(and(active, eq(demandResponses.decision, 'SHORTLISTED'))!),
      rejected: counted(and(active, eq(demandResponses.decision, 'REJECTED'))!),
      awarded: counted(eq(demandResponses.status, 'AWARDED')),
      declined: counted(eq(demandResponses.status, 'DECLINED')),
    })
    .where();
  return row ?? { active: 0, marked: 0, shortlisted: 0, rejected: 0, awarded: 0, declined: 0 };
}

/** The supplier's projects under way and their milestones not yet delivered: due soon, overdue, sent back. */
async function workFigures(db: Tx, companyId: string, now: Date): Promise<SupHome['work']> {
  const underWay = and(eq(projects.supplierId, companyId), inArray(projects.status, ['STARTED', 'IN_PROGRESS']));
  const scope = participantScope(db, { companyId });
  const [projectRow] = await scope.pick(projects, { count: count() }).where(underWay);
  const working = scope
    .pick(projects, { id: projects.id })
    .where(and(eq(projects.supplierId, companyId), eq(projects.status, 'IN_PROGRESS')));
  const open = inArray(projectMilestones.state, ['PLANNED', 'IN_PROGRESS', 'SENT_BACK']);
  const soon = new Date(now.getTime() + PROJECT_LIMITS.dueSoonDays * DAY);
  const counted = (condition: SQL | undefined) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const [row] = await db
    .select({
      dueSoon: counted(and(open, sql`${projectMilestones.dueDate} >= ${now}`, sql`${projectMilestones.dueDate} < ${soon}`)),
      overdue: counted(and(open, sql`${projectMilestones.dueDate} < ${now}`)),
      sentBack: counted(eq(projectMilestones.state, 'SENT_BACK')),
    })
    .from(projectMilestones)
    .where(inArray(projectMilestones.projectId, working));
  return { projects: projectRow?.count ?? 0, dueSoon: row?.dueSoon ?? 0, overdue: row?.overdue ?? 0, sentBack: row?.sentBack ?? 0 };
}

/** The supplier's home figures: the demand zone's open demands (every company's), the rest its own rows only. */
export async function supFigures(db: Tx, company: CompanyRow, now: Date): Promise<SupHome> {
  const [zone, responses, work] = await Promise.all([
    demandFigures(db, company, now),
    responseFigures(db, company.id),
    workFigures(db, company.id, now),
  ]);
  return { ...zone, responses, work };
}
