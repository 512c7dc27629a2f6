import { eq } from 'drizzle-orm';
import Type from 'typebox';
import { PROJECTS_API } from '@b2b/shared/contract';
import type { FileRow } from '../../../db/rows';
import { projectSubmissions } from '../../../db/schema';
import { acrossCompanies } from '../../../db/scoped';
import { AppError } from '../../../lib/errors';
import { Uuid } from '../../../lib/schemas';
import type { AppContext } from '../../../plugins/app/context';
import type { Viewer } from '../../demands/viewer';
import { viewerOf } from '../../demands/viewer';
import { downloadCacheHook, serveFile } from '../../files/serve';
import { filesById } from '../../files/attach';
import { READER, type ProjectApp } from '../access';
import { loadProject } from '../state';

/** A file of one of the project's submissions, the supplier's own (404 for anything else). */
export async function findProjectFile(ctx: AppContext, viewer: Viewer, id: string, fileId: string): Promise<FileRow> {
  const project = await loadProject(ctx.db, viewer.caller, id, 'read');
  const submissions = await acrossCompanies(ctx.db, 'the submissions of a project the caller may read (the policy ran)')
    .select({ fileIds: projectSubmissions.fileIds })
    .from(projectSubmissions)
    .where(eq(projectSubmissions.projectId, project.id));
  const file = submissions.some((s) => s.fileIds.includes(fileId)) ? (await filesById(ctx.db, [fileId])).get(fileId) : undefined;
  if (!file || file.companyId !== project.supplierId) throw new AppError('NOT_FOUND');
  return file;
}

export function registerProjectFile(app: ProjectApp) {
  const viewer = viewerOf(app.ctx);
  const params = Type.Object({ id: Uuid, fileId: Uuid }, { additionalProperties: false });
  app.get(PROJECTS_API.file, { schema: { params }, config: { access: READER }, onSend: downloadCacheHook }, async (request, reply) =>
    serveFile(app.ctx, request, reply, await findProjectFile(app.ctx, viewer(request), request.params.id, request.params.fileId)),
  );
}
