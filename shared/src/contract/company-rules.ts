export const COMPANY_SIZES = ['1-20', '21-100', '101-500', '501-1000', '1000+'] as const;
export const COMPANY_LICENCE_FILES_MAX = 3;

export const REVIEW_FIELD_REASON_MAX = 200;

/** The company fields' patterns (ImproveInfoBody), also the company form's rules. */
export const COMPANY_PATTERNS = {
  /** Unified social credit code: 18 characters. */
  creditCode: '^[0-9A-HJ-NPQRTUWXY]{2}\\d{6}[0-9A-HJ-NPQRTUWXY]{10}$',
  /** GB/T 2260 codes: 2-digit province, 4-digit city. */
  provinceCode: '^\\d{2}$',
  cityCode: '^\\d{4}$',
  contactPhone: '^[0-9+\\- ]{6,20}$',
  website: '^https?://',
} as const;

export const COMPANY_LIMITS = {
  companyNameMin: 2,
  companyNameMax: 100,
  creditCodeLength: 18,
  addressMin: 2,
  addressMax: 200,
  contactNameMax: 50,
  contactPhoneMax: 20,
  websiteMax: 200,
  introductionMax: 2000,
  /** The founding year: from this year to the current one (the server checks the upper end). */
  foundingYearMin: 1800,
  foundingYearMax: 2100,
  /** Further contacts beside the main one. */
  contactsMax: 5,
  contactPositionMax: 50,
  contactEmailMax: 254,
} as const;

/** What happened to a company's details: submitted, resubmitted after a rejection, updated, approved, rejected. */
export const COMPANY_EVENT_ACTIONS = ['SUBMITTED', 'RESUBMITTED', 'UPDATED', 'APPROVED', 'REJECTED'] as const;
export type CompanyEventAction = (typeof COMPANY_EVENT_ACTIONS)[number];

/**
 * The parts of the company details a reviewer can send back, each with a reason: the keys of
 * ImproveInfoBody, except `region` (province and city together), `logo` (logoFileId) and `licences`
 * (licenceFileIds).
 */
export const REVIEW_FIELDS = [
  'companyName',
  'creditCode',
  'companyTypeId',
  'region',
  'address',
  'contactName',
  'contactPhone',
  'size',
  'website',
  'introduction',
  'logo',
  'licences',
] as const;
export type ReviewField = (typeof REVIEW_FIELDS)[number];

/**
 * The parts a profile change sends an approved supplier back to review for: what the review checked of the
 * company's identity. Any other part changes at once. While it is back in review, the console shows staff every
 * part that changed (`changedFields`).
 */
export const REVIEWED_FIELDS = ['companyName', 'creditCode', 'licences'] as const satisfies readonly ReviewField[];
