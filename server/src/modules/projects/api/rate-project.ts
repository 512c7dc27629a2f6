import { eq } from 'drizzle-orm';
import { PROJECT_ENDED, PROJECTS_API, ProjectSchema, RatingBody } from '@b2b/shared/contract';
import { projectRatings } from '../../../db/schema';
import { participantScope } from '../../../db/participants';
import { AppError } from '../../../lib/errors';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { stripControl } from '../../demands/clean';
import { viewerOf, type Viewer } from '../../demands/viewer';
import { idParams, RATE, type ProjectApp } from '../access';
import { actOnProject } from '../act';
import { recordEvent } from '../events';
import { publishRatings } from '../lifecycle';
import { TOPICS } from '../messages';
import { companyOfSide, otherSide, sideOf } from '../state';
import { settle } from '../writes';

/**
 * Each side rates the other once, after the end and before the ratings are published (409 otherwise).
 * Hidden from the other side until both rated (then both are published here) or the reveal job runs.
 */
export const rateProject = (ctx: AppContext, viewer: Viewer, id: string, body: RatingBody) =>
  actOnProject(ctx, viewer, id, 'act', async (tx, project) => {
    if (!PROJECT_ENDED.includes(project.status) || project.ratingsPublishedAt) throw new AppError('STATE_CONFLICT');
    const { caller } = viewer;
    const scope = participantScope(tx, { companyId: caller.company.id });
    const ratings = await scope.select(projectRatings).where(eq(projectRatings.projectId, project.id));
    if (ratings.some((r) => r.companyId === caller.company.id)) throw new AppError('STATE_CONFLICT');
    const side = sideOf(caller, project)!;
    await scope.insert(projectRatings).values({
      projectId: project.id,
      companyId: caller.company.id,
      ratedId: companyOfSide(project, otherSide(side)),
      userId: caller.user.id,
      quality: body.quality,
      communication: body.communication,
      timeliness: body.timeliness,
      comment: stripControl(body.comment).trim(),
      createdAt: ctx.clock.now(),
    });
    await recordEvent(ctx, tx, project, caller, { action: 'RATED' });
    await settle(tx, project, side, TOPICS.rating(project.id));
    if (ratings.length > 0) await publishRatings(ctx, tx, caller, project);
  });

export function registerRateProject(app: ProjectApp) {
  const viewer = viewerOf(app.ctx);
  const schema = { params: idParams, body: RatingBody, response: responses(ProjectSchema) };
  app.post(PROJECTS_API.rate, { schema, config: { access: RATE } }, async (request) =>
    ok(request, await rateProject(app.ctx, viewer(request), request.params.id, request.body)),
  );
}
