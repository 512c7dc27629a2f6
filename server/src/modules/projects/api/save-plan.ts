import { and, eq, max } from 'drizzle-orm';
import { PlanBody, PROJECTS_API, ProjectSchema, type Project } from '@b2b/shared/contract';
import type { Tx } from '../../../db/client';
import type { ProjectRow } from '../../../db/rows';
import { projectRevisions } from '../../../db/schema';
import { participantScope } from '../../../db/participants';
import { AppError } from '../../../lib/errors';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { stripControl } from '../../demands/clean';
import { viewerOf, type Viewer } from '../../demands/viewer';
import { idParams, PARTY_A, type ProjectApp } from '../access';
import { actOnProject } from '../act';
import { recordEvent } from '../events';
import { saveProject } from '../lifecycle';
import { revisionProposed } from '../messages';
import { applyPlan, assertRevisable, cleanPlan } from '../plan';
import { milestonesOf } from '../state';
import { tell } from '../writes';

/** After the start: a revision the supplier accepts before it applies; an open one is superseded. */
async function proposeRevision(ctx: AppContext, tx: Tx, viewer: Viewer, project: ProjectRow, body: PlanBody, plan: PlanBody['milestones']) {
  assertRevisable(await milestonesOf(tx, project.id), plan);
  const scope = participantScope(tx, { companyId: viewer.caller.company.id });
  await scope
    .update(projectRevisions)
    .set({ status: 'SUPERSEDED', decidedAt: ctx.clock.now() })
    .where(and(eq(projectRevisions.projectId, project.id), eq(projectRevisions.status, 'PROPOSED')));
  const [{ last }] = await scope
    .pick(projectRevisions, { last: max(projectRevisions.number) })
    .where(eq(projectRevisions.projectId, project.id));
  const note = body.note ? stripControl(body.note).trim() || null : null;
  await scope.insert(projectRevisions).values({
    projectId: project.id,
    companyId: project.companyId,
    userId: viewer.caller.user.id,
    number: (last ?? 0) + 1,
    milestones: plan,
    note,
    status: 'PROPOSED',
    createdAt: ctx.clock.now(),
  });
  await saveProject(ctx, tx, viewer.caller, project, {});
  await recordEvent(ctx, tx, project, viewer.caller, { action: 'REVISION_PROPOSED', detail: note });
  await tell(ctx, tx, project, 'SUPPLIER', 'TODO', revisionProposed);
}

/**
 * Party A's plan: while STARTED it applies at once; once IN_PROGRESS it becomes a proposed revision
 * (docs/marketplace.md). In any other state 409.
 */
export const savePlan = (ctx: AppContext, viewer: Viewer, id: string, body: PlanBody): Promise<Project> =>
  actOnProject(ctx, viewer, id, 'plan', async (tx, project) => {
    const plan = cleanPlan(body.milestones);
    if (project.status === 'IN_PROGRESS') return proposeRevision(ctx, tx, viewer, project, body, plan);
    if (project.status !== 'STARTED') throw new AppError('STATE_CONFLICT');
    await applyPlan(ctx, tx, viewer.caller, project, plan);
    await saveProject(ctx, tx, viewer.caller, project, {});
    await recordEvent(ctx, tx, project, viewer.caller, { action: 'PLAN_SAVED' });
  });

export function registerSavePlan(app: ProjectApp) {
  const viewer = viewerOf(app.ctx);
  const schema = { params: idParams, body: PlanBody, response: responses(ProjectSchema) };
  app.put(PROJECTS_API.plan, { schema, config: { access: PARTY_A } }, async (request) =>
    ok(request, await savePlan(app.ctx, viewer(request), request.params.id, request.body)),
  );
}
