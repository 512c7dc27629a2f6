import { and, count, eq, inArray, lt, ne, sql, sum } from 'drizzle-orm';
import { PROJECT_LIMITS, PROJECTS_API, ProjectDashboardSchema, type ProjectDashboard } from '@b2b/shared/contract';
import { projectMilestones, projects } from '../../../db/schema';
import { participantScope } from '../../../db/participants';
import { acrossCompanies } from '../../../db/scoped';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { viewerOf, type Viewer } from '../../demands/viewer';
import { DASHBOARD, type ProjectApp } from '../access';
import { companyRatings } from '../present';

const DAY = 24 * 60 * 60_000;

/** The dashboard's figures, each one aggregate over the company's projects (both sides), never a row per project. */
export async function projectDashboard(ctx: AppContext, viewer: Viewer): Promise<ProjectDashboard> {
  const companyId = viewer.caller.company.id;
  const scope = participantScope(ctx.db, { companyId });
  const now = ctx.clock.now();
  const byStatus = await scope.pick(projects, { status: projects.status, count: count() }).where().groupBy(projects.status);
  // The company's projects' milestones: the join's condition is the participant scope's own.
  const mine = acrossCompanies(ctx.db, "the milestones of the caller's company's projects, by the participant scope's condition");
  const open = and(scope.where(projects, ne(projects.status, 'CANCELLED')), ne(projectMilestones.state, 'ACCEPTED'));
  const [milestones] = await mine
    .select({
      dueSoon:
        sql<number>`count(*) filter (where ${projectMilestones.dueDate} >= ${now} and ${projectMilestones.dueDate} < ${new Date(now.getTime() + PROJECT_LIMITS.dueSoonDays * DAY)})`.mapWith(
          Number,
        ),
      overdue: sql<number>`count(*) filter (where ${lt(projectMilestones.dueDate, now)})`.mapWith(Number),
      inReview: sql<number>`count(*) filter (where ${eq(projectMilestones.state, 'SUBMITTED')})`.mapWith(Number),
    })
    .from(projectMilestones)
    .innerJoin(projects, eq(projects.id, projectMilestones.projectId))
    .where(open);
  const planned = await scope
    .pick(projects, { currency: projects.currency, planned: sum(projects.amount).mapWith(Number) })
    .where(ne(projects.status, 'CANCELLED'))
    .groupBy(projects.currency);
  const accepted = await mine
    .select({
      currency: projects.currency,
      accepted: sql<number>`coalesce(sum(floor(${projects.amount} * ${projectMilestones.share} / 100.0)), 0)`.mapWith(Number),
    })
    .from(projectMilestones)
    .innerJoin(projects, eq(projects.id, projectMilestones.projectId))
    .where(and(scope.where(projects, ne(projects.status, 'CANCELLED')), inArray(projectMilestones.state, ['ACCEPTED'])))
    .groupBy(projects.currency);
  const acceptedIn = new Map(accepted.map((a) => [a.currency, a.accepted]));
  const rating = (await companyRatings(ctx.db, [companyId])).get(companyId) ?? null;
  return {
    byStatus,
    milestones,
    amounts: planned.map(({ currency, planned: total }) => {
      const done = acceptedIn.get(currency) ?? 0;
      return { currency, planned: total, accepted: done, outstanding: total - done };
    }),
    rating,
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
