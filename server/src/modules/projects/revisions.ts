import { and, eq } from 'drizzle-orm';
import { ProjectSchema, type Project } from '@b2b/shared/contract';
import { projectRevisions } from '../../db/schema';
import { participantScope } from '../../db/participants';
import { acrossCompanies } from '../../db/scoped';
import { AppError } from '../../lib/errors';
import type { AppContext } from '../../plugins/app/context';
import { ok, responses } from '../../plugins/app/envelope';
import { viewerOf, type Viewer } from '../demands/viewer';
import { idParams, SUPPLIER, type ProjectApp } from './access';
import { presentFresh } from './act';
import { recordEvent } from './events';
import { completeIfDone, saveProject } from './lifecycle';
import { REVISION_ANSWERS, revisionAnswered, TOPICS } from './messages';
import { applyPlan } from './plan';
import { loadProject } from './state';
import { settle, tell } from './writes';

/**
 * The supplier answers a proposed plan revision: accepted, it applies (409 when the milestones moved
 * on so that it no longer fits); refused, the plan stays. Either way party A is told.
 */
export async function answerRevision(ctx: AppContext, viewer: Viewer, revisionId: string, accept: boolean): Promise<Project> {
  const { caller } = viewer;
  const projectId = await ctx.db.transaction(async (tx) => {
    const [found] = await acrossCompanies(tx, 'a plan revision by id; its project and the policy decide next')
      .select({ projectId: projectRevisions.projectId })
      .from(projectRevisions)
      .where(eq(projectRevisions.id, revisionId));
    if (!found) throw new AppError('NOT_FOUND');
    const project = await loadProject(tx, caller, found.projectId, 'work', true);
    const scope = participantScope(tx, { companyId: caller.company.id });
    const [revision] = await scope
      .select(projectRevisions)
      .where(and(eq(projectRevisions.id, revisionId), eq(projectRevisions.projectId, project.id)));
    if (!revision || revision.status !== 'PROPOSED' || project.status !== 'IN_PROGRESS') throw new AppError('STATE_CONFLICT');
    if (accept) await applyPlan(ctx, tx, caller, project, revision.milestones);
    const status = accept ? 'ACCEPTED' : 'REJECTED';
    await scope.update(projectRevisions).set({ status, decidedAt: ctx.clock.now() }).where(eq(projectRevisions.id, revision.id));
    const saved = await saveProject(ctx, tx, caller, project, {});
    await recordEvent(ctx, tx, project, caller, {
      action: accept ? 'REVISION_ACCEPTED' : 'REVISION_REJECTED',
      detail: String(revision.number),
    });
    await settle(tx, project, 'SUPPLIER', TOPICS.revision(project.id));
    await tell(ctx, tx, project, 'PARTY_A', 'SYSTEM', revisionAnswered, { answer: REVISION_ANSWERS[status] });
    if (accept) await completeIfDone(ctx, tx, caller, saved);
    return project.id;
  });
  return presentFresh(ctx, viewer, projectId);
}

/** The route of one answer (accept or refuse), on the supplier's work page. */
export function revisionRoute(app: ProjectApp, path: string, accept: boolean) {
  const viewer = viewerOf(app.ctx);
  const schema = { params: idParams, response: responses(ProjectSchema) };
  app.post(path, { schema, config: { access: SUPPLIER } }, async (request) =>
    ok(request, await answerRevision(app.ctx, viewer(request), request.params.id, accept)),
  );
}
