import { PROJECTS_API, type ProjectReasonBody } from '@b2b/shared/contract';
import { AppError } from '../../../lib/errors';
import type { AppContext } from '../../../plugins/app/context';
import type { Viewer } from '../../demands/viewer';
import type { ProjectApp } from '../access';
import { actOnProject, eitherSideRoute } from '../act';
import { cleanReason } from '../../demands/clean';
import { recordEvent } from '../events';
import { endProject, saveProject } from '../lifecycle';
import { cancelProposed } from '../messages';
import { assertProjectMove, otherSide, sideOf } from '../state';
import { tell } from '../writes';

/**
 * Cancel by agreement: the first side's call proposes it with a reason (the other side gets a TODO);
 * the other side's call agrees and the project is CANCELLED with the proposer's reason. A second
 * proposal by the same side is 409.
 */
export const cancelProject = (ctx: AppContext, viewer: Viewer, id: string, body: ProjectReasonBody) =>
  actOnProject(ctx, viewer, id, 'act', async (tx, project) => {
    const reason = cleanReason(body.reason);
    const move = assertProjectMove(project, 'cancel');
    const side = sideOf(viewer.caller, project)!;
    if (project.cancelProposedBy === side) throw new AppError('STATE_CONFLICT');
    if (project.cancelProposedBy) {
      const agreed = project.reason ?? reason;
      return endProject(ctx, tx, viewer.caller, project, move.to, { action: 'CANCELLED', detail: agreed }, agreed);
    }
    await saveProject(ctx, tx, viewer.caller, project, { cancelProposedBy: side, reason });
    await recordEvent(ctx, tx, project, viewer.caller, { action: 'CANCEL_PROPOSED', detail: reason });
    await tell(ctx, tx, project, otherSide(side), 'TODO', cancelProposed, { reason });
  });

export const registerCancelProject = (app: ProjectApp) => eitherSideRoute(app, PROJECTS_API.cancel, cancelProject);
