import { and, avg, count, eq, isNotNull, ne, sql, sum, type SQL } from 'drizzle-orm';
import {
  PROJECT_LIMITS,
  PROJECTS_API,
  ProjectDashboardSchema,
  type Currency,
  type ProjectDashboard,
  type ProjectStatus,
} from '@b2b/shared/contract';
import type { Db } from '../../../db/client';
import { perDatabase } from '../../../db/per-database';
import { projectMilestones, projectRatings, projects } from '../../../db/schema';
import { participantScope } from '../../../db/participants';
import { acrossCompanies } from '../../../db/scoped';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { viewerOf, type Viewer } from '../../demands/viewer';
import { DASHBOARD, type ProjectApp } from '../access';

const DAY = 24 * 60 * 60_000;
const WEEK = 7 * DAY;
const WEEKS = PROJECT_LIMITS.dashboardWeeks;
const oneDecimal = (n: number) => Math.round(n * 10) / 10;
const weekKey = (week: number) => `week${week}`;
/** The scope's company as a statement parameter: the statements are built once, the company comes with each call. */
const OWNER = sql.placeholder('companyId') as unknown as string;
/** A moment of the call (now, the end of "due soon", the weeks' bounds), as a statement parameter. */
const moment = (name: string) => sql.placeholder(name);

/**
 * Per currency, in one pass over the company's milestones (projects not cancelled): the amount the accepted ones
 * stand for, and the open ones counted by when they are due (`week0`… for the weeks ahead, `w0`…`w6` their bounds).
 */
function milestoneFigures(): Record<string, SQL<number>> {
  const open = sql`${projectMilestones.state} <> 'ACCEPTED'`;
  const counted = (condition: SQL) => sql<number>`count(*) filter (where ${open} and ${condition})`.mapWith(Number);
  const dueIn = (from: string, to: string) =>
    counted(sql`${projectMilestones.dueDate} >= ${moment(from)} and ${projectMilestones.dueDate} < ${moment(to)}`);
  const figures: Record<string, SQL<number>> = {
    // Integer division is the floor of a share (whole amounts, never negative), without numeric arithmetic per row.
    accepted: sql<number>`coalesce(sum(${projects.amount} * ${projectMilestones.share} / 100) filter (where not ${open}), 0)`.mapWith(
      Number,
    ),
    dueSoon: dueIn('now', 'soon'),
    overdue: counted(sql`${projectMilestones.dueDate} < ${moment('now')}`),
    inReview: counted(sql`${projectMilestones.state} = 'SUBMITTED'`),
  };
  for (let week = 0; week < WEEKS; week++) figures[weekKey(week)] = dueIn(`w${week}`, `w${week + 1}`);
  return figures;
}

/** The dashboard's three statements, prepared once per database (building them costs more than running them). */
const statements = perDatabase((db: Db) => {
  const scope = participantScope(db, { companyId: OWNER });
  // The company's projects' milestones: the join's condition is the participant scope's own.
  const mine = acrossCompanies(db, "the milestones of the caller's company's projects, by the participant scope's condition");
  const published = acrossCompanies(db, "a company's published ratings are public wherever the company appears");
  return {
    // Projects by state and currency: the states' counts and, without the cancelled ones, the amounts planned.
    projects: scope
      .pick(projects, {
        status: projects.status,
        currency: projects.currency,
        count: count(),
        planned: sum(projects.amount).mapWith(Number),
      })
      .where()
      .groupBy(projects.status, projects.currency)
      .prepare('project_dashboard_projects'),
    milestones: mine
      .select({ currency: sql<Currency>`${projects.currency}`, ...milestoneFigures() })
      .from(projectMilestones)
      .innerJoin(projects, eq(projects.id, projectMilestones.projectId))
      .where(scope.where(projects, ne(projects.status, 'CANCELLED')))
      .groupBy(projects.currency)
      .prepare('project_dashboard_milestones'),
    ratings: published
      .select({
        count: count(),
        quality: avg(projectRatings.quality).mapWith(Number),
        communication: avg(projectRatings.communication).mapWith(Number),
        timeliness: avg(projectRatings.timeliness).mapWith(Number),
      })
      .from(projectRatings)
      .innerJoin(projects, eq(projects.id, projectRatings.projectId))
      .where(and(eq(projectRatings.ratedId, OWNER), isNotNull(projects.ratingsPublishedAt)))
      .prepare('project_dashboard_ratings'),
  };
});

/** The moments the milestone figures compare due dates with, as ISO strings (the same on every driver). */
function moments(now: Date): Record<string, string> {
  const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
  const values: Record<string, string> = { now: at(0), soon: at(PROJECT_LIMITS.dueSoonDays * DAY) };
  for (let week = 0; week <= WEEKS; week++) values[`w${week}`] = at(week * WEEK);
  return values;
}

/** The published ratings the company received: their number and the mean of each criterion. */
function ratingsReceived(row: { count: number; quality: number; communication: number; timeliness: number } | undefined) {
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

/**
 * The dashboard's figures, each one aggregate over the company's projects (both sides), never a row per project:
 * three prepared statements read at once (outside a transaction, on the pool's connections).
 */
export async function projectDashboard(ctx: AppContext, viewer: Viewer): Promise<ProjectDashboard> {
  const companyId = viewer.caller.company.id;
  const prepared = statements(ctx.db);
  const [byStatusAndCurrency, perCurrency, [ratings]] = await Promise.all([
    prepared.projects.execute({ companyId }),
    prepared.milestones.execute({ companyId, ...moments(ctx.clock.now()) }),
    prepared.ratings.execute({ companyId }),
  ]);
  const byStatus = new Map<ProjectStatus, number>();
  const planned = new Map<Currency, number>();
  for (const row of byStatusAndCurrency) {
    byStatus.set(row.status, (byStatus.get(row.status) ?? 0) + row.count);
    if (row.status !== 'CANCELLED') planned.set(row.currency, (planned.get(row.currency) ?? 0) + row.planned);
  }
  // The figures' keys are made in milestoneFigures, so the row's type does not name them.
  const figure = (row: object, key: string) => (row as Record<string, number>)[key];
  const total = (key: string) => perCurrency.reduce((n, row) => n + figure(row, key), 0);
  const acceptedIn = new Map(perCurrency.map((row) => [row.currency, figure(row, 'accepted')]));
  return {
    byStatus: [...byStatus].map(([status, n]) => ({ status, count: n })),
    milestones: {
      dueSoon: total('dueSoon'),
      overdue: total('overdue'),
      inReview: total('inReview'),
      dueByWeek: Array.from({ length: WEEKS }, (_, week) => total(weekKey(week))),
    },
    amounts: [...planned].map(([currency, sumPlanned]) => {
      const accepted = acceptedIn.get(currency) ?? 0;
      return { currency, planned: sumPlanned, accepted, outstanding: sumPlanned - accepted };
    }),
    ...ratingsReceived(ratings),
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
