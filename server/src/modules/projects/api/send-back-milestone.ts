import { eq } from 'drizzle-orm';
import { ProjectReasonBody, PROJECTS_API } from '@b2b/shared/contract';
import { projectSubmissions } from '../../../db/schema';
import type { AppContext } from '../../../plugins/app/context';
import type { Viewer } from '../../demands/viewer';
import type { ProjectApp } from '../access';
import { actOnMilestone } from '../act';
import { cleanReason } from '../../demands/clean';
import { recordEvent } from '../events';
import { saveProject } from '../lifecycle';
import { milestoneSentBack, TOPICS } from '../messages';
import { assertMilestoneMove } from '../state';
import { milestoneRoute, saveMilestone } from '../work';
import { settle, tell, writesOf } from '../writes';

/** Party A sends a delivered milestone back with a reason: SENT_BACK until the supplier delivers again. */
export const sendBackMilestone = (ctx: AppContext, viewer: Viewer, milestoneId: string, body: ProjectReasonBody) =>
  actOnMilestone(ctx, viewer, milestoneId, 'plan', async (tx, project, milestone) => {
    const reason = cleanReason(body.reason);
    const move = assertMilestoneMove(project, milestone, 'sendBack');
    await saveMilestone(ctx, tx, viewer, project, milestone, { state: move.to, reason, reviewEndsAt: null });
    if (milestone.submissionId)
      await writesOf(tx, viewer.caller).set(
        projectSubmissions,
        { outcome: 'SENT_BACK', reason, decidedAt: ctx.clock.now() },
        eq(projectSubmissions.id, milestone.submissionId),
      );
    await saveProject(ctx, tx, viewer.caller, project, {});
    await recordEvent(ctx, tx, project, viewer.caller, {
      action: 'MILESTONE_SENT_BACK',
      milestoneId: milestone.id,
      detail: reason,
      ...move,
    });
    await settle(tx, project, 'PARTY_A', TOPICS.review(milestone.id));
    await tell(ctx, tx, project, 'SUPPLIER', 'TODO', milestoneSentBack, { milestone: milestone.name, reason }, milestone.id);
  });

export const registerSendBackMilestone = (app: ProjectApp) =>
  milestoneRoute(app, PROJECTS_API.sendBack, 'plan', ProjectReasonBody, sendBackMilestone);
