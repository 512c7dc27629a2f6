export const COMPANY_SIZES = ['1-20', '21-100', '101-500', '501-1000', '1000+'] as const;
export const COMPANY_LICENCE_FILES_MAX = 3;

export const REVIEW_FIELD_REASON_MAX = 200;

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
