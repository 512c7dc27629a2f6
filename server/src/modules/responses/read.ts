import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DemandResponses, MarkHistoryEntry, MyResponsesQuery, Paged, ResponseView } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import type { DemandRow, FileRow } from '../../db/rows';
import { demandResponses, demands, markHistory, responseEvaluations, users } from '../../db/schema';
import { participantScope } from '../../db/participants';
import { companyScope } from '../../db/scoped';
import { AppError } from '../../lib/errors';
import { paginate } from '../../lib/paging';
import type { AppContext } from '../../plugins/app/context';
import { authorize } from '../../policies';
import { likePattern } from '../demands/filters';
import { effectiveStatus, findDemand } from '../demands/state';
import { filesById } from '../files/attach';
import { attachmentBehind, blindFileName, hidesSupplier } from './blind';
import { loadResponse, type Loaded } from './load';
import { EVALUATOR, SUPPLIER } from './messages';
import { presentResponses, sealedNow, type Viewer } from './present';

/** A uuid no demand has: `IN ()` is not SQL. */
const NO_DEMAND = '00000000-0000-0000-0000-000000000000';

/** Every ACTIVE response has at least one evaluator's scores. */
export async function allScored(tx: Tx, demand: DemandRow, activeIds: string[]): Promise<boolean> {
  if (activeIds.length === 0) return true;
  const scored = await companyScope(tx, demand.companyId)
    .pick(responseEvaluations, { responseId: responseEvaluations.responseId })
    .where(and(eq(responseEvaluations.demandId, demand.id), inArray(responseEvaluations.responseId, activeIds)));
  return new Set(scored.map((s) => s.responseId)).size === activeIds.length;
}

/** The weighted criteria may change while the demand is not final and nobody has scored a response. */
export async function criteriaChangeable(tx: Tx, demand: DemandRow): Promise<boolean> {
  if (!['DRAFT', 'REJECTED', 'PUBLISHED'].includes(demand.status)) return false;
  const [scored] = await companyScope(tx, demand.companyId)
    .pick(responseEvaluations, { id: responseEvaluations.id })
    .where(eq(responseEvaluations.demandId, demand.id))
    .limit(1);
  return !scored;
}

/** A blind evaluation's supplier names may be shown once the demand is closed and every active response is scored. */
export const revealable = (demand: DemandRow, now: Date, everyActiveScored: boolean) =>
  effectiveStatus(demand, now) === 'CLOSED' && demand.blind && !demand.revealed && everyActiveScored;

/** Party A's view of its demand's responses: none while sealed, suppliers numbered while blind. */
export async function listForDemand(ctx: AppContext, viewer: Viewer, demandId: string): Promise<DemandResponses> {
  const demand = await findDemand(ctx.db, demandId);
  authorize(viewer.caller, 'manage', { demand });
  const rows = await participantScope(ctx.db, { companyId: viewer.caller.company.id })
    .select(demandResponses)
    .where(and(eq(demandResponses.demandId, demand.id), ne(demandResponses.status, 'WITHDRAWN')))
    .orderBy(asc(demandResponses.submittedAt), asc(demandResponses.id));
  const sealed = sealedNow(demand, viewer.now);
  const active = rows.filter((r) => r.status === 'ACTIVE').map((r) => r.id);
  const everyActiveScored = await allScored(ctx.db, demand, active);
  return {
    list: sealed ? [] : await presentResponses(ctx.db, viewer, rows, [demand]),
    sealedUntil: sealed ? demand.deadline.getTime() : null,
    blind: demand.blind && !demand.revealed,
    allScored: everyActiveScored,
    can: {
      changeCriteria: await criteriaChangeable(ctx.db, demand),
      reveal: revealable(demand, viewer.now, everyActiveScored),
    },
  };
}

/** The supplier's company's responses, newest first. */
export async function myResponses(ctx: AppContext, viewer: Viewer, query: MyResponsesQuery): Promise<Paged<ResponseView>> {
  const taking = participantScope(ctx.db, { companyId: viewer.caller.company.id });
  const titled = query.keyword
    ? await taking.pick(demands, { id: demands.id }).where(sql`lower(${demands.title}) like ${likePattern(query.keyword)} escape '\\'`)
    : undefined;
  const filter = and(
    query.status ? eq(demandResponses.status, query.status) : undefined,
    titled ? inArray(demandResponses.demandId, titled.length ? titled.map((d) => d.id) : [NO_DEMAND]) : undefined,
  );
  const rows = companyScope(ctx.db, viewer.caller.company.id).select(demandResponses).where(filter);
  const orderBy = [desc(demandResponses.submittedAt), desc(demandResponses.id)];
  const page = await paginate(ctx.db, rows.$dynamic(), { ...query, orderBy }, (row) => row);
  const ids = [...new Set(page.list.map((r) => r.demandId))];
  const answered = ids.length ? await taking.select(demands).where(inArray(demands.id, ids)) : [];
  return { ...page, list: await presentResponses(ctx.db, viewer, page.list, answered) };
}

/** A response the caller may read now: party A not a withdrawn one, nor any while the demand is sealed. */
async function readable(ctx: AppContext, viewer: Viewer, id: string): Promise<Loaded> {
  const loaded = await loadResponse(ctx.db, viewer.caller, id, 'read');
  if (loaded.demand.companyId === viewer.caller.company.id) {
    if (loaded.row.status === 'WITHDRAWN') throw new AppError('NOT_FOUND');
    if (sealedNow(loaded.demand, viewer.now)) throw new AppError('STATE_CONFLICT');
  }
  return loaded;
}

export async function getResponse(ctx: AppContext, viewer: Viewer, id: string): Promise<ResponseView> {
  const { row, demand } = await readable(ctx, viewer, id);
  return (await presentResponses(ctx.db, viewer, [row], [demand]))[0];
}

/** Every change of the response's mark, oldest first; the supplier sees party A's people as "Evaluator". */
export async function listMarkHistory(ctx: AppContext, viewer: Viewer, id: string): Promise<MarkHistoryEntry[]> {
  const { row } = await readable(ctx, viewer, id);
  const { caller, lang } = viewer;
  // Party A's marks and the supplier's; names as the viewer may know them.
  const rows = await participantScope(ctx.db, { companyId: caller.company.id })
    .select(markHistory)
    .where(eq(markHistory.responseId, row.id))
    .orderBy(asc(markHistory.createdAt), asc(markHistory.id));
  const own = companyScope(ctx.db, caller.company.id);
  const ids = [...new Set(rows.flatMap((r) => (r.userId && r.companyId === caller.company.id ? [r.userId] : [])))];
  const names = ids.length ? await own.pick(users, { id: users.id, nickname: users.nickname }).where(inArray(users.id, ids)) : [];
  const other = caller.company.id === row.companyId ? EVALUATOR[lang] : SUPPLIER[lang];
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    actor: r.companyId === caller.company.id ? (names.find((n) => n.id === r.userId)?.nickname ?? '') : other,
    from: r.from,
    to: r.to,
    comment: r.comment,
    createdAt: r.createdAt.getTime(),
  }));
}

/**
 * A file the response attaches, to whoever may read the response; any other file id is 404. While a
 * blind evaluation hides the supplier, party A names the file by its blind id only (a real id would
 * tell that the file is the one another response of the same supplier showed) and gets it under its
 * blind name, through the API (a storage URL would name the supplier's company).
 */
export async function findResponseFile(
  ctx: AppContext,
  viewer: Viewer,
  id: string,
  fileId: string,
): Promise<{ file: FileRow; throughApi: boolean }> {
  const { row, demand } = await readable(ctx, viewer, id);
  const blind = hidesSupplier(demand, viewer.caller);
  const behind = blind ? attachmentBehind(row, fileId) : row.attachmentIds.includes(fileId) ? { id: fileId, index: -1 } : null;
  const file = behind ? (await filesById(ctx.db, [behind.id])).get(behind.id) : undefined;
  if (!behind || !file || file.companyId !== row.companyId) throw new AppError('NOT_FOUND');
  if (!blind) return { file, throughApi: false };
  return { file: { ...file, name: blindFileName(file.name, behind.index, viewer.lang) }, throughApi: true };
}
