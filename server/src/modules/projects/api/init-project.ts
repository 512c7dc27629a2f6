import { eq } from 'drizzle-orm';
import { PROJECTS_API, ProjectSchema, type Project } from '@b2b/shared/contract';
import { demandResponses, projects } from '../../../db/schema';
import { participantScope } from '../../../db/participants';
import { AppError } from '../../../lib/errors';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { authorize, can } from '../../../policies';
import { lockDemand } from '../../demands/state';
import { viewerOf, type Viewer } from '../../demands/viewer';
import { idParams, INIT, type ProjectApp } from '../access';
import { recordEvent } from '../events';
import { projectStarted } from '../messages';
import { presentProject } from '../present';
import { tell } from '../writes';

/**
 * Party A starts the project of its awarded response: STARTED, the response's price and the demand's
 * title and currency. Under the demand's lock (as the award), so a second call, at once or later,
 * answers the same project.
 */
export async function initProject(ctx: AppContext, viewer: Viewer, responseId: string): Promise<Project> {
  const { caller } = viewer;
  const row = await ctx.db.transaction(async (tx) => {
    const scope = participantScope(tx, { companyId: caller.company.id });
    const [found] = await scope.pick(demandResponses, { demandId: demandResponses.demandId }).where(eq(demandResponses.id, responseId));
    if (!found) throw new AppError('NOT_FOUND');
    const demand = await lockDemand(tx, found.demandId);
    authorize(caller, 'manage', { demand });
    const [response] = await scope.select(demandResponses).where(eq(demandResponses.id, responseId));
    if (!can(caller, 'plan', { project: { companyId: demand.companyId, supplierId: response.companyId } })) throw new AppError('FORBIDDEN');
    if (response.status !== 'AWARDED') throw new AppError('STATE_CONFLICT');
    const [existing] = await scope.select(projects).where(eq(projects.responseId, response.id));
    if (existing) return existing;
    const now = ctx.clock.now();
    const [project] = await scope
      .insert(projects)
      .values({
        responseId: response.id,
        demandId: demand.id,
        companyId: demand.companyId,
        supplierId: response.companyId,
        title: demand.title,
        amount: response.price,
        currency: demand.currency,
        status: 'STARTED',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordEvent(ctx, tx, project, caller, { action: 'STARTED', to: 'STARTED' });
    await tell(ctx, tx, project, 'SUPPLIER', 'SYSTEM', projectStarted);
    return project;
  });
  return presentProject(ctx.db, viewer, ctx.config.projectReviewDays, row);
}

export function registerInitProject(app: ProjectApp) {
  const viewer = viewerOf(app.ctx);
  app.post(
    PROJECTS_API.init,
    { schema: { params: idParams, response: responses(ProjectSchema) }, config: { access: INIT } },
    async (request) => ok(request, await initProject(app.ctx, viewer(request), request.params.id)),
  );
}
