import { eq, inArray } from 'drizzle-orm';
import { apiPath, RESPONSE_LIMITS, RESPONSES_API, type ResponseView, type UploadedFileResult } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import type { Caller, DemandRow, EvaluationRow, FileRow, ResponseRow } from '../../db/rows';
import { companies, companyRatingSummaries, manpower, responseEvaluations, users } from '../../db/schema';
import { participantScope } from '../../db/participants';
import { acrossCompanies, companyScope } from '../../db/scoped';
import { format, type Lang } from '../../lib/i18n';
import { filesById } from '../files/attach';
import { presentManpower } from '../manpower/service';
import { effectiveStatus, takesResponses } from '../demands/state';
import { BLIND_SUPPLIER, blindNumbers } from '../demands/supplier-labels';
import { badgesOf } from '../certifications/badges';
import { shanghaiDay } from '../../lib/clock';
import { mayUseZone } from './load';
import { blindAttachment, blindId, blindPerson, hidesSupplier } from './blind';
import type { Viewer } from '../demands/viewer';

/** The download of a response's attachment, for whoever may read the response. */
export const RESPONSE_FILE_PATH = RESPONSES_API.file;

export type { Viewer };

export const round1 = (value: number) => Math.round(value * 10) / 10;

/** Party A may read what responses say: not while a sealed demand's deadline has not passed. */
export const sealedNow = (demand: DemandRow, now: Date) => demand.sealed && demand.deadline.getTime() > now.getTime();
/** Scores and decisions: readable, not awarded or cancelled, on ACTIVE responses. */
export const evaluable = (demand: DemandRow, row: ResponseRow, now: Date) =>
  demand.status === 'PUBLISHED' && !sealedNow(demand, now) && row.status === 'ACTIVE';

/** The response's files; while blind (`lang` given) under ids and names that tell nothing of the supplier. */
function attachments(row: ResponseRow, found: Map<string, FileRow>, blindIn: Lang | null): UploadedFileResult[] {
  return row.attachmentIds.flatMap((fileId, index) => {
    const file = found.get(fileId);
    if (!file || file.companyId !== row.companyId) return [];
    const shown = {
      id: file.id,
      url: apiPath(RESPONSE_FILE_PATH, { id: row.id, fileId }),
      name: file.name,
      size: file.size,
      contentType: file.contentType,
    };
    if (!blindIn) return [shown];
    return [
      blindAttachment(row, shown, index, blindIn, apiPath(RESPONSE_FILE_PATH, { id: row.id, fileId: blindId(row.id, 'file', index) })),
    ];
  });
}

/**
 * Responses as the viewer may see them: party A (the demands' company) with every evaluation and
 * blind names where the demand hides suppliers; the supplier its own, without other evaluators' details.
 */
export async function presentResponses(db: Tx, viewer: Viewer, rows: ResponseRow[], demands: DemandRow[]): Promise<ResponseView[]> {
  if (rows.length === 0) return [];
  const { caller, lang, now } = viewer;
  const byDemand = new Map(demands.map((d) => [d.id, d]));
  const ids = rows.map((r) => r.id);
  const manpowerIds = rows.flatMap((r) => r.manpowerIds);
  // One after another: `db` may be a transaction, one PostgreSQL connection that runs one query at a time.
  const found = await filesById(
    db,
    rows.flatMap((r) => r.attachmentIds),
  );
  const people = manpowerIds.length
    ? await acrossCompanies(db, "the manpower each supplier offered; kept only when the response's company owns it")
        .select()
        .from(manpower)
        .where(inArray(manpower.id, manpowerIds))
    : [];
  // Party A's evaluations of these responses; the supplier sees only their mean.
  const evaluations = await participantScope(db, { companyId: caller.company.id })
    .select(responseEvaluations)
    .where(inArray(responseEvaluations.responseId, ids));
  const suppliers = await acrossCompanies(
    db,
    "the suppliers' names and published ratings (neither where the demand is blind), and the awarded one's contact for party A",
  )
    .select({
      id: companies.id,
      name: companies.name,
      nameEn: companies.nameEn,
      info: companies.info,
      average: companyRatingSummaries.average,
      rated: companyRatingSummaries.count,
    })
    .from(companies)
    .leftJoin(companyRatingSummaries, eq(companyRatingSummaries.companyId, companies.id))
    .where(inArray(companies.id, [...new Set(rows.map((r) => r.companyId))]));
  const evaluators = await nicknames(db, caller, evaluations);
  const blind = new Map<string, Map<string, number>>();
  for (const demand of demands) {
    if (hidesSupplier(demand, caller)) blind.set(demand.id, await blindNumbers(db, demand));
  }
  const zone = mayUseZone(caller, now);
  // Badges for party A only, and never while blind: they would tell who the supplier is.
  const shown = rows.filter((r) => byDemand.get(r.demandId)!.companyId === caller.company.id && !blind.has(r.demandId));
  const badges = await badgesOf(
    db,
    shown.map((r) => r.companyId),
    shanghaiDay(now),
  );
  return rows.map((row) => {
    const demand = byDemand.get(row.demandId)!;
    const partyA = demand.companyId === caller.company.id;
    const own = evaluations.filter((e) => e.responseId === row.id);
    const totals = own.map((e) => e.total);
    const supplier = suppliers.find((s) => s.id === row.companyId);
    const number = blind.get(demand.id)?.get(row.id);
    const blindIn = blind.has(demand.id) ? lang : null;
    const name = number ? format(BLIND_SUPPLIER[lang], { n: number }) : (lang === 'en-US' && supplier?.nameEn) || supplier?.name || '';
    const outdated = row.revision < demand.revision;
    const active = row.status === 'ACTIVE';
    const open = !partyA && zone && active && takesResponses(demand, now) && caller.company.approvalStatus === 'APPROVED';
    const marked = own.length > 0 || row.decision !== null;
    const evaluate = partyA && evaluable(demand, row, now);
    return {
      id: row.id,
      demandId: demand.id,
      demandTitle: demand.title,
      demandStatus: effectiveStatus(demand, now),
      supplierName: name,
      status: row.status,
      price: row.price,
      currency: demand.currency,
      timelineDays: row.timelineDays,
      proposal: row.proposal,
      attachments: attachments(row, found, blindIn),
      manpower: row.manpowerIds.flatMap((id, index) => {
        const person = people.find((p) => p.id === id && p.companyId === row.companyId);
        if (!person) return [];
        return [blindIn ? blindPerson(row, presentManpower(person), index, blindIn) : presentManpower(person)];
      }),
      revision: row.revision,
      outdated,
      decision: row.decision,
      score: totals.length ? round1(totals.reduce((a, b) => a + b, 0) / totals.length) : null,
      disagreement: partyA && totals.length > 1 && Math.max(...totals) - Math.min(...totals) >= RESPONSE_LIMITS.disagreementPoints,
      evaluations: partyA ? own.map((e) => presentEvaluation(e, caller, evaluators)) : [],
      contact:
        partyA && row.status === 'AWARDED' && supplier?.info
          ? { name: supplier.info.contactName, phone: supplier.info.contactPhone }
          : null,
      chatCompanyId:
        row.status === 'WITHDRAWN' || sealedNow(demand, now) || (demand.blind && !demand.revealed)
          ? null
          : partyA
            ? row.companyId
            : demand.companyId,
      badges: partyA && !blindIn ? (badges.get(row.companyId) ?? []) : [],
      // Like the badges: party A's, never while blind (an average and its count would help unmask the supplier).
      rating: partyA && !blindIn && supplier?.rated ? { average: Number(supplier.average), count: supplier.rated } : null,
      submittedAt: row.submittedAt.getTime(),
      updatedAt: row.updatedAt.getTime(),
      can: {
        revise: open,
        reconfirm: open && outdated,
        withdraw: !partyA && zone && active && demand.status === 'PUBLISHED' && !marked && caller.company.approvalStatus === 'APPROVED',
        score: evaluate,
        decide: evaluate,
        award: partyA && active && effectiveStatus(demand, now) === 'CLOSED',
      },
    };
  });
}

function presentEvaluation(row: EvaluationRow, caller: Caller, names: Map<string, string>) {
  return {
    evaluator: names.get(row.evaluatorId) ?? '',
    mine: row.evaluatorId === caller.user.id,
    scores: row.scores,
    total: row.total,
    comment: row.comment,
    updatedAt: row.updatedAt.getTime(),
  };
}

/** The nicknames of party A's evaluators (the caller's own colleagues). */
async function nicknames(db: Tx, caller: Caller, rows: EvaluationRow[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.filter((r) => r.companyId === caller.company.id).map((r) => r.evaluatorId))];
  if (ids.length === 0) return new Map();
  const found = await companyScope(db, caller.company.id)
    .pick(users, { id: users.id, nickname: users.nickname })
    .where(inArray(users.id, ids));
  return new Map(found.map((u) => [u.id, u.nickname]));
}
