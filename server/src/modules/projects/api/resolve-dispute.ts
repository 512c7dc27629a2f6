import { and, eq } from 'drizzle-orm';
import { PROJECTS_API, ProjectSchema, ResolveBody, type Project } from '@b2b/shared/contract';
import type { Tx } from '../../../db/client';
import type { Caller, ProjectRow } from '../../../db/rows';
import { projectDisputes } from '../../../db/schema';
import { acrossCompanies } from '../../../db/scoped';
import { AppError } from '../../../lib/errors';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { viewerOf, type Viewer } from '../../demands/viewer';
import { idParams, STAFF, type ProjectApp } from '../access';
import { presentFresh } from '../act';
import { cleanReason } from '../../demands/clean';
import { recordEvent } from '../events';
import { endProject, moveProject } from '../lifecycle';
import { DECISIONS, disputeResolved, TOPICS } from '../messages';
import { reviewEnd, scheduleReview } from '../schedule';
import { assertProjectMove, loadProject, milestonesOf } from '../state';
import { saveMilestone } from '../work';
import { settleStaff, tell } from '../writes';

/** The project goes on in the state the dispute froze; each delivery under review gets a fresh review period. */
async function continueProject(ctx: AppContext, tx: Tx, caller: Caller, project: ProjectRow, note: string) {
  const to = project.frozenStatus ?? 'IN_PROGRESS';
  const resumed = await moveProject(ctx, tx, caller, project, to, { frozenStatus: null }, { action: 'DISPUTE_RESOLVED', detail: note });
  for (const milestone of await milestonesOf(tx, project.id)) {
    if (milestone.state !== 'SUBMITTED' || !milestone.submissionId) continue;
    const endsAt = reviewEnd(ctx, ctx.clock.now());
    await saveMilestone(ctx, tx, null, project, milestone, { reviewEndsAt: endsAt });
    await scheduleReview(ctx, tx, { projectId: project.id, milestoneId: milestone.id, submissionId: milestone.submissionId }, endsAt);
  }
  return resumed;
}

/** Staff resolve an open dispute: the project continues, or is cancelled; the note goes to both sides. */
export async function resolveDispute(ctx: AppContext, viewer: Viewer, disputeId: string, body: ResolveBody): Promise<Project> {
  const { caller } = viewer;
  const note = cleanReason(body.note, '/note');
  const projectId = await ctx.db.transaction(async (tx) => {
    const disputes = acrossCompanies(tx, "staff resolve a dispute between two other companies (the policy's resolve rule)");
    const [found] = await disputes.select().from(projectDisputes).where(eq(projectDisputes.id, disputeId));
    if (!found) throw new AppError('NOT_FOUND');
    const project = await loadProject(tx, caller, found.projectId, 'resolve', true);
    const [dispute] = await disputes
      .select()
      .from(projectDisputes)
      .where(and(eq(projectDisputes.id, disputeId), eq(projectDisputes.status, 'OPEN')))
      .for('update');
    if (!dispute || project.status !== 'DISPUTED') throw new AppError('STATE_CONFLICT');
    const now = ctx.clock.now();
    await disputes
      .update(projectDisputes)
      .set({ status: 'RESOLVED', decision: body.decision, note, resolvedBy: caller.user.id, resolvedAt: now })
      .where(eq(projectDisputes.id, dispute.id));
    let saved: ProjectRow;
    if (body.decision === 'CONTINUE') saved = await continueProject(ctx, tx, caller, project, note);
    else {
      const move = assertProjectMove(project, 'resolveCancel');
      await recordEvent(ctx, tx, project, caller, { action: 'DISPUTE_RESOLVED', detail: note });
      saved = await endProject(ctx, tx, caller, project, move.to, { action: 'CANCELLED', detail: note }, note);
    }
    for (const side of ['PARTY_A', 'SUPPLIER'] as const)
      await tell(ctx, tx, saved, side, 'SYSTEM', disputeResolved, { decision: DECISIONS[body.decision], note });
    await settleStaff(tx, TOPICS.dispute(dispute.id));
    return project.id;
  });
  return presentFresh(ctx, viewer, projectId);
}

export function registerResolveDispute(app: ProjectApp) {
  const viewer = viewerOf(app.ctx);
  const schema = { params: idParams, body: ResolveBody, response: responses(ProjectSchema) };
  app.post(PROJECTS_API.resolve, { schema, config: { access: STAFF } }, async (request) =>
    ok(request, await resolveDispute(app.ctx, viewer(request), request.params.id, request.body)),
  );
}
