import { and, avg, count, eq, isNotNull, ne, sql, sum, type SQL } from 'drizzle-orm';
import { PROJECT_LIMITS, PROJECTS_API, ProjectDashboardSchema, type Currency, type ProjectDashboard } from '@b2b/shared/contract';
import { projectMilestones, projectRatings, projects } from '../../../db/schema';
import { participantScope } from '../../../db/participants';
import { acrossCompanies } from '../../../db/scoped';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { viewerOf, type Viewer } from '../../demands/viewer';
import { DASHBOARD, type ProjectApp } from '../access';

const DAY = 24 * 60 * 60_000;
const WEEK = 7 * DAY;
const oneDecimal = (n: number) => Math.round(n * 10) / 10;
const weekKey = (week: number) => `week${week}`;

/**
 * Per currency, in one pass over the company's milestones (projects not cancelled): the amount the accepted ones
 * stand for, and the open ones counted by when they are due (`week0`… for the weeks ahead).
 */
function milestoneFigures(now: Date): Record<string, SQL<number>> {
  const open = sql`${projectMilestones.state} <> 'ACCEPTED'`;
  const counted = (condition: SQL) => sql<number>`count(*) filter (where ${open} and ${condition})`.mapWith(Number);
  const at = (ms: number) => new Date(now.getTime() + ms);
  const dueIn = (from: number, to: number) =>
    counted(sql`${projectMilestones.dueDate} >= ${at(from)} and ${projectMilestones.dueDate} < ${at(to)}`);
  const figures: Record<string, SQL<number>> = {
    // Integer division is the floor of a share (whole amounts, never negative), without numeric arithmetic per row.
    accepted: sql<number>`coalesce(sum(${projects.amount} * ${projectMilestones.share} / 100) filter (where not ${open}), 0)`.mapWith(
      Number,
    ),
    dueSoon: dueIn(0, PROJECT_LIMITS.dueSoonDays * DAY),
    overdue: counted(sql`${projectMilestones.dueDate} < ${now}`),
    inReview: counted(sql`${projectMilestones.state} = 'SUBMITTED'`),
  };
  for (let week = 0; week < PROJECT_LIMITS.dashboardWeeks; week++) figures[weekKey(week)] = dueIn(week * WEEK, (week + 1) * WEEK);
  return figures;
}

/** The published ratings the company received: their number and the mean of each criterion. */
async function ratingsReceived(ctx: AppContext, companyId: string): Promise<Pick<ProjectDashboard, 'rating' | 'ratingCriteria'>> {
  const published = acrossCompanies(ctx.db, "a company's published ratings are public wherever the company appears");
  const [row] = await published
    .select({
      count: count(),
      quality: avg(projectRatings.quality).mapWith(Number),
      communication: avg(projectRatings.communication).mapWith(Number),
      timeliness: avg(projectRatings.timeliness).mapWith(Number),
    })
    .from(projectRatings)
    .innerJoin(projects, eq(projects.id, projectRatings.projectId))
    .where(and(eq(projectRatings.ratedId, companyId), isNotNull(projects.ratingsPublishedAt)));
  if (!row?.count) return { rating: null, ratingCriteria: null };
  // Every rating has all three criteria, so the mean of the means is the mean of each rating's mean (companyRatings).
  const average = (row.quality + row.communication + row.timeliness) / 3;
  return {
    rating: { average: oneDecimal(average), count: row.count },
    ratingCriteria: {
      quality: oneDecimal(row.quality),
      communication: oneDecimal(row.communication),
      timeliness: oneDecimal(row.timeliness),
    },
  };
}

/** The dashboard's figures, each one aggregate over the company's projects (both sides), never a row per project. */
export async function projectDashboard(ctx: AppContext, viewer: Viewer): Promise<ProjectDashboard> {
  const companyId = viewer.caller.company.id;
  const scope = participantScope(ctx.db, { companyId });
  const byStatus = await scope.pick(projects, { status: projects.status, count: count() }).where().groupBy(projects.status);
  const planned = await scope
    .pick(projects, { currency: projects.currency, planned: sum(projects.amount).mapWith(Number) })
    .where(ne(projects.status, 'CANCELLED'))
    .groupBy(projects.currency);
  // The company's projects' milestones: the join's condition is the participant scope's own.
  const mine = acrossCompanies(ctx.db, "the milestones of the caller's company's projects, by the participant scope's condition");
  const perCurrency = await mine
    .select({ currency: sql<Currency>`${projects.currency}`, ...milestoneFigures(ctx.clock.now()) })
    .from(projectMilestones)
    .innerJoin(projects, eq(projects.id, projectMilestones.projectId))
    .where(scope.where(projects, ne(projects.status, 'CANCELLED')))
    .groupBy(projects.currency);
  // The figures' keys are made in milestoneFigures, so the row's type does not name them.
  const figure = (row: object, key: string) => (row as Record<string, number>)[key];
  const total = (key: string) => perCurrency.reduce((n, row) => n + figure(row, key), 0);
  const acceptedIn = new Map(perCurrency.map((row) => [row.currency, figure(row, 'accepted')]));
  return {
    byStatus,
    milestones: {
      dueSoon: total('dueSoon'),
      overdue: total('overdue'),
      inReview: total('inReview'),
      dueByWeek: Array.from({ length: PROJECT_LIMITS.dashboardWeeks }, (_, week) => total(weekKey(week))),
    },
    amounts: planned.map(({ currency, planned: sumPlanned }) => {
      const accepted = acceptedIn.get(currency) ?? 0;
      return { currency, planned: sumPlanned, accepted, outstanding: sumPlanned - accepted };
    }),
    ...(await ratingsReceived(ctx, companyId)),
  };
}

export function registerProjectDashboard(app: ProjectApp) {
  const viewer = viewerOf(app.ctx);
  app.get(
    PROJECTS_API.dashboard,
    { schema: { response: responses(ProjectDashboardSchema) }, config: { access: DASHBOARD } },
    async (request) => ok(request, await projectDashboard(app.ctx, viewer(request))),
  );
}
