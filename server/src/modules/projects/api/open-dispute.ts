import { randomUUID } from 'node:crypto';
import { PROJECTS_API, type ProjectReasonBody } from '@b2b/shared/contract';
import { projectDisputes } from '../../../db/schema';
import type { AppContext } from '../../../plugins/app/context';
import type { Viewer } from '../../demands/viewer';
import type { ProjectApp } from '../access';
import { actOnProject, eitherSideRoute } from '../act';
import { cleanReason } from '../../demands/clean';
import { moveProject } from '../lifecycle';
import { disputeOpened, disputeToResolve } from '../messages';
import { assertProjectMove } from '../state';
import { tell, tellStaff, writesOf } from '../writes';

/**
 * Either side opens a dispute with a reason: the project is DISPUTED (frozen: no milestone moves, no
 * review period runs out) and shows in the staff console with its whole history; every staff account gets a TODO
 * linking to the console's dispute queue, settled when the dispute is resolved.
 */
export const openDispute = (ctx: AppContext, viewer: Viewer, id: string, body: ProjectReasonBody) =>
  actOnProject(ctx, viewer, id, 'act', async (tx, project) => {
    const reason = cleanReason(body.reason);
    const move = assertProjectMove(project, 'dispute');
    const { caller } = viewer;
    const row = {
      id: randomUUID(),
      projectId: project.id,
      companyId: caller.company.id,
      userId: caller.user.id,
      reason,
      status: 'OPEN' as const,
      createdAt: ctx.clock.now(),
    };
    await writesOf(tx, caller).add(projectDisputes, [row]);
    const frozen = await moveProject(
      ctx,
      tx,
      caller,
      project,
      move.to,
      { frozenStatus: project.status },
      { action: 'DISPUTE_OPENED', detail: reason },
    );
    for (const side of ['PARTY_A', 'SUPPLIER'] as const) await tell(ctx, tx, frozen, side, 'SYSTEM', disputeOpened, { reason });
    const company = { 'zh-CN': caller.company.name, 'en-US': caller.company.nameEn || caller.company.name };
    await tellStaff(ctx, tx, frozen, 'TODO', disputeToResolve(row.id), { reason, company });
  });

export const registerOpenDispute = (app: ProjectApp) => eitherSideRoute(app, PROJECTS_API.dispute, openDispute);
