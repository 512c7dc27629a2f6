import { asc, eq } from 'drizzle-orm';
import type { Demand, DemandRevision } from '@b2b/shared/contract';
import type { FileRow } from '../../db/rows';
import { demandRevisions } from '../../db/schema';
import { companyScope } from '../../db/scoped';
import { AppError } from '../../lib/errors';
import type { AppContext } from '../../plugins/app/context';
import { filesById } from '../files/attach';
import { presentAttachments, presentDemand, type Viewer } from './present';
import { readableDemand } from './readable';

/** One demand as the caller may see it (404 when it may not). */
export async function getDemand(ctx: AppContext, viewer: Viewer, id: string): Promise<Demand> {
  const demand = await readableDemand(ctx.db, viewer.caller, id);
  return presentDemand(ctx.db, viewer, demand);
}

/** The published versions of a demand, first to current. */
export async function listRevisions(ctx: AppContext, viewer: Viewer, id: string): Promise<DemandRevision[]> {
  const demand = await readableDemand(ctx.db, viewer.caller, id);
  const rows = await companyScope(ctx.db, demand.companyId)
    .select(demandRevisions)
    .where(eq(demandRevisions.demandId, demand.id))
    .orderBy(asc(demandRevisions.revision));
  const found = await filesById(
    ctx.db,
    rows.flatMap((row) => row.attachmentIds),
  );
  return rows.map((row) => ({
    revision: row.revision,
    title: row.title,
    description: row.description,
    budgetMin: row.budgetMin,
    budgetMax: row.budgetMax,
    currency: row.currency,
    deadline: row.deadline.getTime(),
    attachments: presentAttachments(demand, row.attachmentIds, found),
    note: row.note,
    createdAt: row.createdAt.getTime(),
  }));
}

/**
 * A file the demand attaches, now or in one of its revisions, to whoever may read the demand;
 * any other file id is 404 here, whoever owns it.
 */
export async function findAttachment(ctx: AppContext, viewer: Viewer, id: string, fileId: string): Promise<FileRow> {
  const demand = await readableDemand(ctx.db, viewer.caller, id);
  let attached = demand.attachmentIds.includes(fileId);
  if (!attached) {
    const revisions = await companyScope(ctx.db, demand.companyId)
      .pick(demandRevisions, { attachmentIds: demandRevisions.attachmentIds })
      .where(eq(demandRevisions.demandId, demand.id));
    attached = revisions.some((row) => row.attachmentIds.includes(fileId));
  }
  const file = attached ? (await filesById(ctx.db, [fileId])).get(fileId) : undefined;
  if (!file || file.companyId !== demand.companyId) throw new AppError('NOT_FOUND');
  return file;
}
