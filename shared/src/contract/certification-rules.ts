/**
 * Supplier certification (issue 37): a supplier's qualifications, each reviewed by staff with a reason per
 * field; approved ones that have not expired show as badges wherever the supplier appears (issue 38).
 */
export const CERT_API = {
  /** GET: the caller's company's certificates, newest first; POST: add one (it goes to review at once). */
  list: '/api/certifications',
  /** GET: one of the company's certificates with its history; PUT: change it (back to review); DELETE: remove it. */
  item: '/api/certifications/:id',
  /** POST: take a certificate waiting for review back (WITHDRAWN; an edit submits it again). */
  withdraw: '/api/certifications/:id/withdraw',
  /** GET (staff): the certificates waiting for review, oldest first. */
  queue: '/api/console/certifications',
  /** GET (staff): one certificate with its company and history. */
  staffItem: '/api/console/certifications/:id',
  /** PUT (staff): approve, or reject with a reason per field. */
  review: '/api/console/certifications/:id/review',
  /** GET (staff): the scan's bytes, while staff may see the certificate. */
  staffScan: '/api/console/certifications/:id/scan',
} as const;

/** The kinds a certificate may be; OTHER carries its own name. */
export const CERT_KINDS = ['ISO9001', 'ISO14001', 'ISO27001', 'ISO45001', 'CMMI', 'ITSS', 'LICENCE', 'OTHER'] as const;
export type CertKind = (typeof CERT_KINDS)[number];

/** Each kind's name in both languages (a badge, the form's choices, notices). */
export const CERT_KIND_NAMES: Readonly<Record<CertKind, Readonly<Record<'zh-CN' | 'en-US', string>>>> = {
  ISO9001: { 'zh-CN': 'ISO 9001 质量管理', 'en-US': 'ISO 9001 quality' },
  ISO14001: { 'zh-CN': 'ISO 14001 环境管理', 'en-US': 'ISO 14001 environment' },
  ISO27001: { 'zh-CN': 'ISO 27001 信息安全', 'en-US': 'ISO 27001 information security' },
  ISO45001: { 'zh-CN': 'ISO 45001 职业健康安全', 'en-US': 'ISO 45001 occupational safety' },
  CMMI: { 'zh-CN': 'CMMI 成熟度', 'en-US': 'CMMI maturity' },
  ITSS: { 'zh-CN': 'ITSS 运维服务', 'en-US': 'ITSS IT services' },
  LICENCE: { 'zh-CN': '行业许可证', 'en-US': 'Industry licence' },
  OTHER: { 'zh-CN': '其他资质', 'en-US': 'Other qualification' },
};

/**
 * SUBMITTED → APPROVED | REJECTED; SUBMITTED → WITHDRAWN; an edit of any of them submits it again.
 * EXPIRED: an approved certificate past its last valid day (the expiry job sets it; reads never count one
 * whose day has passed either).
 */
export const CERT_STATES = ['SUBMITTED', 'APPROVED', 'REJECTED', 'WITHDRAWN', 'EXPIRED'] as const;
export type CertState = (typeof CERT_STATES)[number];

/** The parts of a certificate a reviewer may send back, each with its own reason. */
export const CERT_FIELDS = ['kind', 'name', 'issuer', 'number', 'validity', 'scan'] as const;
export type CertField = (typeof CERT_FIELDS)[number];

export const CERT_EVENT_ACTIONS = ['SUBMITTED', 'UPDATED', 'WITHDRAWN', 'APPROVED', 'REJECTED', 'EXPIRING', 'EXPIRED'] as const;
export type CertEventAction = (typeof CERT_EVENT_ACTIONS)[number];

export const CERT_LIMITS = {
  nameMin: 2,
  nameMax: 80,
  issuerMin: 2,
  issuerMax: 100,
  numberMin: 2,
  numberMax: 60,
  reasonMin: 2,
  reasonMax: 500,
  /** Certificates a company may keep (any state). */
  perCompany: 30,
  /** A certificate this close to its last day is flagged to the supplier once. */
  warnDays: 30,
  /** The longest validity accepted. */
  maxYears: 10,
} as const;

/** A day as YYYY-MM-DD. */
export const CERT_DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

/** The scan: an image or a PDF. */
export const CERT_SCAN_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;

/** Days from `today` to `validTo` (both YYYY-MM-DD), negative once passed. */
export function certDaysLeft(validTo: string, today: string): number {
  return Math.round((Date.parse(`${validTo}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** An approved certificate whose last day has not passed: what a badge shows. */
export const certInForce = (state: CertState, validTo: string, today: string) => state === 'APPROVED' && validTo >= today;
