import { PROJECTS_API, ProjectReasonBody, ProjectSchema } from '@b2b/shared/contract';
import { projectDisputes } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { stripControl } from '../../demands/clean';
import { viewerOf, type Viewer } from '../../demands/viewer';
import { EITHER_SIDE, idParams, type ProjectApp } from '../access';
import { actOnProject } from '../act';
import { moveProject } from '../lifecycle';
import { disputeOpened } from '../messages';
import { assertProjectMove } from '../state';
import { tell, writesOf } from '../writes';

/**
 * Either side opens a dispute with a reason: the project is DISPUTED (frozen: no milestone moves, no
 * review period runs out) and shows in the staff console with its whole history.
 */
export const openDispute = (ctx: AppContext, viewer: Viewer, id: string, body: ProjectReasonBody) =>
  actOnProject(ctx, viewer, id, 'act', async (tx, project) => {
    const reason = stripControl(body.reason).trim();
    if (reason.length < 2) throw new AppError('VALIDATION', { fields: ['/reason'] });
    const move = assertProjectMove(project, 'dispute');
    const { caller } = viewer;
    const row = { projectId: project.id, companyId: caller.company.id, userId: caller.user.id, reason, status: 'OPEN' as const, createdAt: ctx.clock.now() };
    await writesOf(tx, caller).insert(projectDisputes, [row]);
    const frozen = await moveProject(ctx, tx, caller, project, move.to, { frozenStatus: project.status }, { action: 'DISPUTE_OPENED', detail: reason });
    for (const side of ['PARTY_A', 'SUPPLIER'] as const) await tell(ctx, tx, frozen, side, 'SYSTEM', disputeOpened, { reason });
  });

export function registerOpenDispute(app: ProjectApp) {
  const viewer = viewerOf(app.ctx);
  const schema = { params: idParams, body: ProjectReasonBody, response: responses(ProjectSchema) };
  app.post(PROJECTS_API.dispute, { schema, config: { access: EITHER_SIDE } }, async (request) =>
    ok(request, await openDispute(app.ctx, viewer(request), request.params.id, request.body)),
  );
}
