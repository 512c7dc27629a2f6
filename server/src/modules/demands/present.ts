import { and, count, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import {
  apiPath,
  criterionName,
  DEMANDS_API,
  type CompanyRating,
  type Demand,
  type DemandSummary,
  type UploadedFileResult,
} from '@b2b/shared/contract';
import type { Db, Tx } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import type { CompanyRow, DemandRow, FileRow } from '../../db/rows';
import { collections, companies, companyRatingSummaries, companyTypes, demandResponses, demands } from '../../db/schema';
import { acrossCompanies, companyScope, userScope } from '../../db/scoped';
import { can } from '../../policies';
import { filesById } from '../files/attach';
import { cityName, provinceName } from '../common/region-names';
import { effectiveStatus, takesResponses } from './state';
import type { Viewer } from './viewer';

/** The download of a demand's attachment, for whoever may read the demand. */
export const DEMAND_FILE_PATH = DEMANDS_API.file;

export type { Viewer };

/**
 * What a list shows of its demands beside their own columns: category names (from memory), owners'
 * names, active response counts, and this reader's part (its company responded, it saved the demand).
 */
export interface Lookups {
  types: Map<string, { nameZh: string; nameEn: string }>;
  names: Map<string, { name: string; nameEn: string | null; rating: CompanyRating }>;
  counts: Map<string, number>;
  responded: Set<string>;
  collected: Set<string>;
}

/** A demand as a list shows it: every column but the long texts only its detail shows. */
export type SummaryRow = Omit<DemandRow, 'description' | 'searchText' | 'criteria'>;

const { description: _description, searchText: _searchText, criteria: _criteria, ...summaryColumns } = getTableColumns(demands);
/** The columns of a `SummaryRow`, for the lists' selects. */
export const SUMMARY_COLUMNS = summaryColumns;

/** A response that counts: every state but withdrawn. */
export const activeResponse = ne(demandResponses.status, 'WITHDRAWN');

/** What a list shows of a demand's company (joined on the demand's `companyId`, its rating left-joined). */
export const companyLookupFields = {
  name: companies.name,
  nameEn: companies.nameEn,
  average: companyRatingSummaries.average,
  rated: companyRatingSummaries.count,
};

/** Company types change only with the reference data: read once a minute per database, not on every list. */
const TYPES_TTL_MS = 60_000;
const typeCache = new WeakMap<Tx, { at: number; types: Promise<Lookups['types']> }>();

function companyTypeNames(db: Tx): Promise<Lookups['types']> {
  const cached = typeCache.get(db);
  if (cached && Date.now() - cached.at < TYPES_TTL_MS) return cached.types;
  const types = db
    .select({ id: companyTypes.id, nameZh: companyTypes.nameZh, nameEn: companyTypes.nameEn })
    .from(companyTypes)
    .then((rows) => new Map(rows.map((t) => [t.id, t])));
  typeCache.set(db, { at: Date.now(), types });
  types.catch(() => typeCache.get(db)?.types === types && typeCache.delete(db));
  return types;
}

/**
 * The lookups of a page of demands in one statement, built once per database: each demand joined with its
 * company, its active responses (counted; the reader's company among them is "responded") and the reader's own
 * saved row (at most one). Joined and grouped: the same lookups as correlated subqueries (the demand zone's form,
 * market.ts) served a page from the cache at 1,560–1,800 req/s against 2,050–3,075 (bench/market.mjs, three runs on one
 * machine).
 */
const lookupStatement = perDatabase((db: Db) => {
  const saved = userScope(db, sql.placeholder('user') as unknown as string).where(collections, eq(collections.demandId, demands.id));
  return acrossCompanies(
    db,
    "the demands' companies' names, published ratings and response counts every reader sees, with the reader's own part",
  )
    .select({
      id: demands.id,
      ...companyLookupFields,
      n: count(demandResponses.id),
      responded: sql<boolean>`coalesce(bool_or(${demandResponses.companyId} = ${sql.placeholder('company')}), false)`,
      collected: sql<boolean>`bool_or(${collections.demandId} is not null)`,
    })
    .from(demands)
    .innerJoin(companies, eq(companies.id, demands.companyId))
    .leftJoin(companyRatingSummaries, eq(companyRatingSummaries.companyId, demands.companyId))
    .leftJoin(demandResponses, and(eq(demandResponses.demandId, demands.id), activeResponse))
    .leftJoin(collections, saved)
    .where(sql`${demands.id} = any(${sql.placeholder('ids')})`)
    .groupBy(demands.id, companies.id, companyRatingSummaries.companyId)
    .prepare('demand_summary_lookups');
});

/** What a list shows of one demand beside its own columns, as the lookups read it (or the demand zone with its page). */
export interface LookupRow {
  id: string;
  name: string;
  nameEn: string | null;
  average: string | number | null;
  rated: number | null;
  n: number | string;
  responded: boolean | null;
  collected: boolean | null;
}

/** The lookups of a page from rows read for it, with the category names. */
export async function lookupsOf(db: Db, found: readonly LookupRow[]): Promise<Lookups> {
  const types = await companyTypeNames(db);
  const l = { types, names: new Map(), counts: new Map(), responded: new Set<string>(), collected: new Set<string>() };
  for (const f of found) {
    const rating = f.rated ? { average: Number(f.average), count: f.rated } : null;
    l.names.set(f.id, { name: f.name, nameEn: f.nameEn, rating });
    l.counts.set(f.id, Number(f.n));
    if (f.responded) l.responded.add(f.id);
    if (f.collected) l.collected.add(f.id);
  }
  return l;
}

async function lookups(db: Db, { caller }: Viewer, ids: readonly string[]): Promise<Lookups> {
  if (ids.length === 0) return lookupsOf(db, []);
  return lookupsOf(db, await lookupStatement(db).execute({ user: caller.user.id, company: caller.company.id, ids: [...ids] }));
}

// The policy reads the row's owner, status and publication, which a summary row has (not its long texts).
const reasonShown = (row: SummaryRow, l: Lookups, { caller }: Viewer) =>
  (row.status === 'REJECTED' || row.status === 'CANCELLED') &&
  can(caller, 'read', { demand: { ...(row as DemandRow), callerResponded: l.responded.has(row.id) } });

function summary(row: SummaryRow, l: Lookups, viewer: Viewer): DemandSummary {
  const { lang, now } = viewer;
  const type = l.types.get(row.categoryId);
  const company = l.names.get(row.id);
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
    companyRating: company?.rating ?? null,
    revision: row.revision,
    responseCount: l.counts.get(row.id) ?? 0,
    publishedAt: row.publishedAt?.getTime() ?? null,
    updatedAt: row.updatedAt.getTime(),
    collected: l.collected.has(row.id),
    responded: l.responded.has(row.id),
    // A saved demand cancelled later stays in a supplier's collection, its reason only for those who responded.
    reason: reasonShown(row, l, viewer) ? row.reason : null,
  };
}

/** Summaries of `rows` for this reader; `known`: their lookups, when they were read with the rows. */
export async function presentSummaries(db: Db, viewer: Viewer, rows: readonly SummaryRow[], known?: Lookups): Promise<DemandSummary[]> {
  const l =
    known ??
    (await lookups(
      db,
      viewer,
      rows.map((row) => row.id),
    ));
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

async function ownerOf(db: Tx, demand: DemandRow): Promise<CompanyRow | undefined> {
  const [company] = await acrossCompanies(db, "the demand's own company, for its contact (contactOf decides who sees it)")
    .select()
    .from(companies)
    .where(eq(companies.id, demand.companyId));
  return company;
}

export async function presentDemand(db: Tx, viewer: Viewer, demand: DemandRow): Promise<Demand> {
  const l = await lookups(db, viewer, [demand.id]);
  const base = summary(demand, l, viewer);
  const [response] = await companyScope(db, viewer.caller.company.id)
    .pick(demandResponses, { id: demandResponses.id, status: demandResponses.status })
    .where(and(eq(demandResponses.demandId, demand.id), activeResponse));
  const found = await filesById(db, demand.attachmentIds);
  return {
    ...base,
    description: demand.description,
    attachments: presentAttachments(demand, demand.attachmentIds, found),
    contactVisibility: demand.contactVisibility,
    blind: demand.blind,
    criteria: demand.criteria.map((c) => ({ ...c, name: criterionName(c, viewer.lang) })),
    contact: contactOf(demand, await ownerOf(db, demand), viewer, response),
    awardedResponseId: demand.awardedResponseId,
    can: canFlags(demand, viewer, !!response, base.responseCount),
    createdAt: demand.createdAt.getTime(),
  };
}
