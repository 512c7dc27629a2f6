import { REVIEW_FIELDS, REVIEWED_FIELDS, type ImproveInfoBody, type ReviewField } from '@b2b/shared/contract';

/** The value of each reviewable part of the details, compared as text (a region is its province and city). */
const PART: Record<ReviewField, (info: Partial<ImproveInfoBody>) => unknown> = {
  companyName: (i) => i.companyName,
  creditCode: (i) => i.creditCode,
  companyTypeId: (i) => i.companyTypeId,
  region: (i) => [i.provinceCode, i.cityCode],
  address: (i) => i.address,
  contactName: (i) => i.contactName,
  contactPhone: (i) => i.contactPhone,
  size: (i) => i.size,
  website: (i) => i.website,
  introduction: (i) => i.introduction,
  logo: (i) => i.logoFileId,
  licences: (i) => i.licenceFileIds ?? [],
};

/** The parts of the details that differ between two versions, in REVIEW_FIELDS order. */
export function changedParts(before: ImproveInfoBody | null, after: ImproveInfoBody): ReviewField[] {
  return REVIEW_FIELDS.filter((field) => JSON.stringify(PART[field](before ?? {}) ?? null) !== JSON.stringify(PART[field](after) ?? null));
}

/** Whether a change touches what the review checked (REVIEWED_FIELDS): an approved supplier goes back to review. */
export const touchesReview = (changed: readonly ReviewField[]) =>
  changed.some((field) => (REVIEWED_FIELDS as readonly string[]).includes(field));

/** Both lists' parts, once each, in REVIEW_FIELDS order. */
export const mergeParts = (a: readonly ReviewField[], b: readonly ReviewField[]): ReviewField[] =>
  REVIEW_FIELDS.filter((field) => a.includes(field) || b.includes(field));
