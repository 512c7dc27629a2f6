import { eq } from 'drizzle-orm';
import { criterionName, DEMAND_LIMITS, isStandardCriterion, type Criterion, type DemandBody, type Lang } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import { companyTypes, type demands } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { cityBelongsTo, isProvince } from '../common/divisions';
import { attachableFiles } from '../files/attach';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The largest instant a PostgreSQL timestamp and a JavaScript Date both hold comfortably (9999-12-31). */
const LATEST = Date.UTC(9999, 11, 31);

const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g; // eslint-disable-line no-control-regex
const HTML = /<!--[\s\S]*?-->|<\/?[A-Za-z][^<>]*>/g;

export const stripControl = (value: string) => value.replace(/\r\n?/g, '\n').replace(CONTROL, '');

/** A reason or note as stored: control characters stripped, trimmed, at least 2 characters (400 on `field` otherwise). */
export function cleanReason(text: string, field = '/reason'): string {
  const reason = stripControl(text).trim();
  if (reason.length < 2) throw new AppError('VALIDATION', { fields: [field] });
  return reason;
}
/** Markdown as text: no HTML tag or comment, no control character. */
export const cleanMarkdown = (value: string) => stripControl(value).replace(HTML, '');

export const searchTextOf = (title: string, description: string) => `${title}\n${description}`.toLowerCase();

/** The columns a demand body sets, cleaned. */
export type DemandValues = Pick<
  typeof demands.$inferInsert,
  | 'title'
  | 'categoryId'
  | 'description'
  | 'budgetMin'
  | 'budgetMax'
  | 'currency'
  | 'deadline'
  | 'provinceCode'
  | 'cityCode'
  | 'attachmentIds'
  | 'contactVisibility'
  | 'lang'
  | 'sealed'
  | 'blind'
  | 'criteria'
  | 'searchText'
> & { deadline: Date };

/**
 * What the schema cannot check: texts still long enough once cleaned, the category and the
 * divisions exist, the budget range, the criteria, and the attachments are the company's own.
 * Every failing field is named at once (400 VALIDATION), attachments after (FILE_NOT_ATTACHABLE).
 */
export async function cleanDemand(tx: Tx, companyId: string, body: DemandBody): Promise<DemandValues> {
  const fields: string[] = [];
  const text = (value: string, field: string, min: number) => {
    const cleaned = value.trim();
    if (cleaned.length < min) fields.push(field);
    return cleaned;
  };
  const title = text(stripControl(body.title).replace(/\s+/g, ' '), '/title', DEMAND_LIMITS.titleMin);
  const description = text(cleanMarkdown(body.description), '/description', DEMAND_LIMITS.descriptionMin);
  const [type] = await tx.select({ id: companyTypes.id }).from(companyTypes).where(eq(companyTypes.id, body.categoryId));
  if (!type) fields.push('/categoryId');
  if (!isProvince(body.provinceCode)) fields.push('/provinceCode');
  else if (body.cityCode && !cityBelongsTo(body.cityCode, body.provinceCode)) fields.push('/cityCode');
  if (body.budgetMin > body.budgetMax) fields.push('/budgetMax');
  if (body.deadline > LATEST) fields.push('/deadline');
  const criteria = cleanCriteria(body.criteria, body.lang);
  if (!criteria) fields.push('/criteria');
  if (fields.length) throw new AppError('VALIDATION', { fields });
  await attachableFiles(tx, companyId, body.attachmentIds, '/attachmentIds');
  return {
    title,
    categoryId: body.categoryId,
    description,
    budgetMin: body.budgetMin,
    budgetMax: body.budgetMax,
    currency: body.currency,
    deadline: new Date(body.deadline),
    provinceCode: body.provinceCode,
    cityCode: body.cityCode ?? null,
    attachmentIds: body.attachmentIds,
    contactVisibility: body.contactVisibility,
    lang: body.lang,
    sealed: body.sealed,
    blind: body.blind,
    criteria: criteria ?? [],
    searchText: searchTextOf(title, description),
  };
}

/** At submission and approval: at least `deadlineMinHours` and at most `deadlineMaxDays` ahead of now. */
export function assertDeadlineWindow(deadline: Date, now: Date): void {
  const ahead = deadline.getTime() - now.getTime();
  if (ahead < DEMAND_LIMITS.deadlineMinHours * HOUR || ahead > DEMAND_LIMITS.deadlineMaxDays * DAY) {
    throw new AppError('DEADLINE_INVALID', { fields: ['/deadline'] });
  }
}

/**
 * An amendment's deadline: in the future and within `deadlineMaxDays`; when it falls within
 * `amendLateHours` it moves out by `amendExtensionHours`, so responders have time to react.
 */
export function amendedDeadline(deadline: Date, now: Date): Date {
  const ahead = deadline.getTime() - now.getTime();
  if (ahead <= 0 || ahead > DEMAND_LIMITS.deadlineMaxDays * DAY) throw new AppError('DEADLINE_INVALID', { fields: ['/deadline'] });
  if (ahead >= DEMAND_LIMITS.amendLateHours * HOUR) return deadline;
  return new Date(deadline.getTime() + DEMAND_LIMITS.amendExtensionHours * HOUR);
}

/**
 * The weighted criteria as stored, or null when they break a rule (keys unique, weights adding up to 100, a
 * name each). A standard criterion is stored under its name in the demand's language; readers see it in theirs.
 */
export function cleanCriteria(criteria: readonly Criterion[], lang: Lang): Criterion[] | null {
  const cleaned = criteria.map((c) => ({
    key: c.key,
    name: isStandardCriterion(c.key) ? criterionName(c, lang) : stripControl(c.name).trim(),
    weight: c.weight,
  }));
  const keys = new Set(cleaned.map((c) => c.key));
  const weights = cleaned.reduce((sum, c) => sum + c.weight, 0);
  return keys.size !== cleaned.length || weights !== 100 || cleaned.some((c) => !c.name) ? null : cleaned;
}
