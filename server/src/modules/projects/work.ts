import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { TSchema } from 'typebox';
import { ProjectSchema, type Project, type WorkBody } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import type { MilestoneRow, ProjectRow } from '../../db/rows';
import { projectMilestones, projectSubmissions } from '../../db/schema';
import { ok, responses } from '../../plugins/app/envelope';
import type { AppContext } from '../../plugins/app/context';
import type { ProjectAction } from '../../policies/projects';
import { stripControl } from '../demands/clean';
import { viewerOf, type Viewer } from '../demands/viewer';
import { attachableFiles } from '../files/attach';
import { idParams, PARTY_A, SUPPLIER, type ProjectApp } from './access';
import { writesOf } from './writes';

/** The supplier's notes and files on a milestone, as a submission row (the files its own, confirmed). */
export async function saveSubmission(
  ctx: AppContext,
  tx: Tx,
  viewer: Viewer,
  project: ProjectRow,
  milestone: MilestoneRow,
  kind: 'PROGRESS' | 'DELIVERY',
  body: WorkBody,
): Promise<string> {
  await attachableFiles(tx, viewer.caller.company.id, body.fileIds, '/fileIds');
  const id = randomUUID();
  await writesOf(tx, viewer.caller).add(projectSubmissions, [
    {
      id,
      projectId: project.id,
      milestoneId: milestone.id,
      companyId: viewer.caller.company.id,
      userId: viewer.caller.user.id,
      kind,
      notes: stripControl(body.notes).trim(),
      fileIds: body.fileIds,
      createdAt: ctx.clock.now(),
    },
  ]);
  return id;
}

/** Sets a milestone's values (its `updatedAt` moves). */
export const saveMilestone = (
  ctx: AppContext,
  tx: Tx,
  viewer: Viewer | null,
  project: ProjectRow,
  milestone: MilestoneRow,
  values: Partial<MilestoneRow>,
) =>
  writesOf(tx, viewer?.caller ?? null).set(
    projectMilestones,
    { ...values, updatedAt: ctx.clock.now() },
    and(eq(projectMilestones.id, milestone.id), eq(projectMilestones.projectId, project.id))!,
  );

type MilestoneChange<B> = (ctx: AppContext, viewer: Viewer, milestoneId: string, body: B) => Promise<Project>;

/** The route of one milestone action: the supplier's with a WorkBody, party A's with `body` (or none). */
export function milestoneRoute<B>(app: ProjectApp, path: string, action: ProjectAction, body: TSchema | null, change: MilestoneChange<B>) {
  const viewer = viewerOf(app.ctx);
  const schema = { params: idParams, ...(body ? { body } : {}), response: responses(ProjectSchema) };
  const access = action === 'work' ? SUPPLIER : PARTY_A;
  app.post(path, { schema, config: { access } }, async (request) =>
    ok(request, await change(app.ctx, viewer(request), request.params.id, request.body as B)),
  );
}
