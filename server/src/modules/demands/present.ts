import { and, count, inArray, ne } from 'drizzle-orm';
import { apiPath, criterionName, DEMANDS_API, type Demand, type DemandSummary, type UploadedFileResult } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import type { CompanyRow, DemandRow, FileRow } from '../../db/rows';
import { collections, companies, companyTypes, demandResponses } from '../../db/schema';
import { acrossCompanies, companyScope, userScope } from '../../db/scoped';
import { can } from '../../policies';
import { filesById } from '../files/attach';
import { cityName, provinceName } from '../common/region-names';
import { effectiveStatus, takesResponses } from './state';
import type { Viewer } from './viewer';

/** The download of a demand's attachment, for whoever may read the demand. */
export const DEMAND_FILE_PATH = DEMANDS_API.file;

export type { Viewer };

/** What every reader sees of a set of demands: category names, owners, response counts. */
export interface SharedLookups {
  types: Map<string, { nameZh: string; nameEn: string }>;
  companies: Map<string, CompanyRow>;
  counts: Map<string, number>;
}

/** What only this reader sees: its company's active (not withdrawn) response, by demand, and its saved demands. */
interface ReaderLookups {
  responses: Map<string, { id: string; status: string }>;
  collected: Set<string>;
}

type Lookups = SharedLookups & ReaderLookups;

const active = ne(demandResponses.status, 'WITHDRAWN');

export async function sharedLookups(db: Tx, rows: DemandRow[]): Promise<SharedLookups> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return { types: new Map(), companies: new Map(), counts: new Map() };
  // One after another: `db` may be a transaction, one PostgreSQL connection that runs one query at a time.
  const types = await db.select().from(companyTypes);
  const owners = await acrossCompanies(db, "the demands' own companies, for their names and contact (contactOf decides who sees it)")
    .select()
    .from(companies)
    .where(inArray(companies.id, [...new Set(rows.map((row) => row.companyId))]));
  const counts = await acrossCompanies(db, 'how many suppliers responded, a number every reader may see')
    .select({ demandId: demandResponses.demandId, n: count() })
    .from(demandResponses)
    .where(and(inArray(demandResponses.demandId, ids), active))
    .groupBy(demandResponses.demandId);
  return {
    types: new Map(types.map((t) => [t.id, t])),
    companies: new Map(owners.map((c) => [c.id, c])),
    counts: new Map(counts.map((c) => [c.demandId, Number(c.n)])),
  };
}

async function readerLookups(db: Tx, viewer: Viewer, ids: string[]): Promise<ReaderLookups> {
  if (ids.length === 0) return { responses: new Map(), collected: new Set() };
  const responses = await companyScope(db, viewer.caller.company.id)
    .pick(demandResponses, { demandId: demandResponses.demandId, id: demandResponses.id, status: demandResponses.status })
    .where(and(inArray(demandResponses.demandId, ids), active));
  const saved = await userScope(db, viewer.caller.user.id)
    .pick(collections, { demandId: collections.demandId })
    .where(inArray(collections.demandId, ids));
  return { responses: new Map(responses.map((r) => [r.demandId, r])), collected: new Set(saved.map((s) => s.demandId)) };
}

const reasonShown = (row: DemandRow, l: Lookups, { caller }: Viewer) =>
  (row.status === 'REJECTED' || row.status === 'CANCELLED') &&
  can(caller, 'read', { demand: { ...row, callerResponded: l.responses.has(row.id) } });

function summary(row: DemandRow, l: Lookups, viewer: Viewer): DemandSummary {
  const { lang, now } = viewer;
  const type = l.types.get(row.categoryId);
  const company = l.companies.get(row.companyId);
  return {
    id: row.id,
    title: row.title,
    categoryId: row.categoryId,
    categoryName: type ? (lang === 'en-US' ? type.nameEn : type.nameZh) : row.categoryId,
    status: effectiveStatus(row, now),
    budgetMin: row.budgetMin,
    budgetMax: row.budgetMax,
    currency: row.currency,
    deadline: row.deadline.getTime(),
    provinceCode: row.provinceCode,
    provinceName: provinceName(row.provinceCode, lang),
    cityCode: row.cityCode,
    cityName: cityName(row.provinceCode, row.cityCode, lang),
    lang: row.lang,
    sealed: row.sealed,
    companyName: company ? (lang === 'en-US' && company.nameEn) || company.name : null,
    revision: row.revision,
    responseCount: l.counts.get(row.id) ?? 0,
    publishedAt: row.publishedAt?.getTime() ?? null,
    updatedAt: row.updatedAt.getTime(),
    collected: l.collected.has(row.id),
    responded: l.responses.has(row.id),
    // A saved demand cancelled later stays in a supplier's collection, its reason only for those who responded.
    reason: reasonShown(row, l, viewer) ? row.reason : null,
  };
}

/** Summaries of `rows` for this reader; `shared` when the caller already has them (the demand zone's cache). */
export async function presentSummaries(db: Tx, viewer: Viewer, rows: DemandRow[], shared?: SharedLookups): Promise<DemandSummary[]> {
  const ids = rows.map((row) => row.id);
  const common = shared ?? (await sharedLookups(db, rows));
  const reader = await readerLookups(db, viewer, ids);
  const l: Lookups = { ...common, ...reader };
  return rows.map((row) => summary(row, l, viewer));
}

/** A demand's (or a revision's) attachments, with URLs through the demand; files of another company are never shown. */
export function presentAttachments(demand: DemandRow, ids: readonly string[], found: Map<string, FileRow>): UploadedFileResult[] {
  return ids.flatMap((fileId) => {
    const file = found.get(fileId);
    if (!file || file.companyId !== demand.companyId) return [];
    const url = apiPath(DEMAND_FILE_PATH, { id: demand.id, fileId });
    return [{ id: file.id, url, name: file.name, size: file.size, contentType: file.contentType }];
  });
}

/** What the caller may do now: the policy, the state and, for suppliers, their approval and response. */
export function canFlags(demand: DemandRow, viewer: Viewer, responded: boolean, responseCount: number): Demand['can'] {
  const { caller, now } = viewer;
  const status = effectiveStatus(demand, now);
  const manage = can(caller, 'manage', { demand });
  const open = takesResponses(demand, now);
  const supplier = can(caller, 'engage', { demand }) && open && caller.company.approvalStatus === 'APPROVED';
  const responsesReadable = demand.status === 'PUBLISHED' && (!demand.sealed || status === 'CLOSED');
  return {
    edit: manage && (status === 'DRAFT' || status === 'REJECTED'),
    amend: manage && open,
    submit: manage && (status === 'DRAFT' || status === 'REJECTED'),
    delete: manage && status === 'DRAFT',
    close: manage && open,
    cancel: manage && (status === 'PUBLISHED' || status === 'CLOSED'),
    respond: supplier && !responded,
    ask: supplier,
    answer: manage && open,
    evaluate: manage && responsesReadable,
    award: manage && status === 'CLOSED' && responseCount > 0,
    verify: can(caller, 'verify', { demand }) && status === 'PENDING',
  };
}

function contactOf(demand: DemandRow, company: CompanyRow | undefined, viewer: Viewer, response?: { id: string; status: string }) {
  const info = company?.info;
  if (!info) return null;
  const { caller } = viewer;
  const party = caller.company.id === demand.companyId || caller.company.role === 'CUSTOMER';
  const awarded = !!response && (response.status === 'AWARDED' || response.id === demand.awardedResponseId);
  const allowed = party || (demand.contactVisibility === 'RESPONDERS' ? !!response : awarded);
  return allowed ? { name: info.contactName, phone: info.contactPhone } : null;
}

export async function presentDemand(db: Tx, viewer: Viewer, demand: DemandRow): Promise<Demand> {
  const common = await sharedLookups(db, [demand]);
  const reader = await readerLookups(db, viewer, [demand.id]);
  const l: Lookups = { ...common, ...reader };
  const base = summary(demand, l, viewer);
  const response = l.responses.get(demand.id);
  const found = await filesById(db, demand.attachmentIds);
  return {
    ...base,
    description: demand.description,
    attachments: presentAttachments(demand, demand.attachmentIds, found),
    contactVisibility: demand.contactVisibility,
    blind: demand.blind,
    criteria: demand.criteria.map((c) => ({ ...c, name: criterionName(c, viewer.lang) })),
    contact: contactOf(demand, l.companies.get(demand.companyId), viewer, response),
    awardedResponseId: demand.awardedResponseId,
    can: canFlags(demand, viewer, !!response, base.responseCount),
    createdAt: demand.createdAt.getTime(),
  };
}
