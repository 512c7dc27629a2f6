import Type, { type Static } from 'typebox';
import { FileId, UploadedFileSchema } from './files';
import { APPROVAL_STATUSES } from './user-rules';
import {
  COMPANY_SIZES,
  COMPANY_LICENCE_FILES_MAX,
  COMPANY_LIMITS,
  COMPANY_PATTERNS,
  REVIEW_FIELD_REASON_MAX,
  COMPANY_EVENT_ACTIONS,
  REVIEW_FIELDS,
  type ReviewField,
} from './company-rules';

/** A further contact of the company: a name and at least a phone or an email (the server checks the pair). */
export const CompanyContact = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: COMPANY_LIMITS.contactNameMax }),
    position: Type.Optional(Type.String({ maxLength: COMPANY_LIMITS.contactPositionMax })),
    phone: Type.Optional(Type.String({ pattern: COMPANY_PATTERNS.contactPhone })),
    email: Type.Optional(Type.String({ format: 'email', maxLength: COMPANY_LIMITS.contactEmailMax })),
  },
  { additionalProperties: false },
);
export type CompanyContact = Static<typeof CompanyContact>;

/** The company details of register-improve-info and update-improve-info. Starred (required) fields are not Optional. */
export const ImproveInfoBody = Type.Object(
  {
    companyName: Type.String({ minLength: COMPANY_LIMITS.companyNameMin, maxLength: COMPANY_LIMITS.companyNameMax }),
    creditCode: Type.String({ pattern: COMPANY_PATTERNS.creditCode }),
    companyTypeId: Type.String({ minLength: 1, maxLength: 40 }),
    provinceCode: Type.String({ pattern: COMPANY_PATTERNS.provinceCode }),
    cityCode: Type.String({ pattern: COMPANY_PATTERNS.cityCode }),
    address: Type.String({ minLength: COMPANY_LIMITS.addressMin, maxLength: COMPANY_LIMITS.addressMax }),
    contactName: Type.String({ minLength: 1, maxLength: COMPANY_LIMITS.contactNameMax }),
    contactPhone: Type.String({ pattern: COMPANY_PATTERNS.contactPhone }),
    size: Type.Optional(Type.Enum(COMPANY_SIZES)),
    website: Type.Optional(Type.String({ maxLength: COMPANY_LIMITS.websiteMax, pattern: COMPANY_PATTERNS.website })),
    introduction: Type.Optional(Type.String({ maxLength: COMPANY_LIMITS.introductionMax })),
    /** The introduction for English pages; the Chinese one shows where it is missing. */
    introductionEn: Type.Optional(Type.String({ maxLength: COMPANY_LIMITS.introductionMax })),
    foundingYear: Type.Optional(Type.Integer({ minimum: COMPANY_LIMITS.foundingYearMin, maximum: COMPANY_LIMITS.foundingYearMax })),
    /** Further contacts beside contactName / contactPhone. */
    contacts: Type.Optional(Type.Array(CompanyContact, { maxItems: COMPANY_LIMITS.contactsMax })),
    /** A public image the company uploaded (`?visibility=public`): shown on its pages. */
    logoFileId: Type.Optional(FileId),
    /** Business licence scans or PDFs the company uploaded: seen by the company and the platform's reviewers. */
    licenceFileIds: Type.Optional(Type.Array(FileId, { maxItems: COMPANY_LICENCE_FILES_MAX, uniqueItems: true })),
  },
  { additionalProperties: false },
);
export type ImproveInfoBody = Static<typeof ImproveInfoBody>;
const fieldReason = () => Type.Optional(Type.String({ minLength: 2, maxLength: REVIEW_FIELD_REASON_MAX }));

/** A reviewer's reason per part of the company details it sends back (REVIEW_FIELDS). */
export const FieldReasons = Type.Object(
  Object.fromEntries(REVIEW_FIELDS.map((field) => [field, fieldReason()])) as Record<ReviewField, ReturnType<typeof fieldReason>>,
  { additionalProperties: false },
);
export type FieldReasons = Static<typeof FieldReasons>;

export const CompanyInfoSchema = Type.Object({
  companyId: Type.String(),
  role: Type.Union([Type.Literal('DEV'), Type.Literal('SUP'), Type.Literal('CUSTOMER')]),
  approvalStatus: Type.Enum(APPROVAL_STATUSES),
  /** The reviewer's reason, set while approvalStatus is INFO_REJECT. */
  rejectReason: Type.Union([Type.String(), Type.Null()]),
  /** With rejectReason: the reviewer's reason for each part that needs correcting; absent when none. */
  rejectFields: Type.Optional(FieldReasons),
  /** While a profile change is in review: the parts that changed since the last review, for staff; absent otherwise. */
  changedFields: Type.Optional(Type.Array(Type.Enum(REVIEW_FIELDS))),
  /** Null until register-improve-info is submitted. */
  info: Type.Union([ImproveInfoBody, Type.Null()]),
  /** The files `info` names, as the upload endpoints answered them. */
  logo: Type.Union([UploadedFileSchema, Type.Null()]),
  licences: Type.Array(UploadedFileSchema),
  updatedAt: Type.Integer(),
});
export type CompanyInfo = Static<typeof CompanyInfoSchema>;

/** Customer-service staff review a submitted company. */
export const ReviewCompanyBody = Type.Union([
  Type.Object({ decision: Type.Literal('APPROVE') }, { additionalProperties: false }),
  Type.Object(
    { decision: Type.Literal('REJECT'), reason: Type.String({ minLength: 2, maxLength: 500 }), fields: Type.Optional(FieldReasons) },
    { additionalProperties: false },
  ),
]);
export type ReviewCompanyBody = Static<typeof ReviewCompanyBody>;

/** One entry of a company's review history, as staff see it in the console. */
export const CompanyEventSchema = Type.Object({
  id: Type.String(),
  action: Type.Enum(COMPANY_EVENT_ACTIONS),
  /** The account that did it (its nickname), or null for the platform itself. */
  actor: Type.Union([Type.String(), Type.Null()]),
  fromStatus: Type.Union([Type.Enum(APPROVAL_STATUSES), Type.Null()]),
  toStatus: Type.Enum(APPROVAL_STATUSES),
  /** A rejection's overall reason and its notes per field. */
  reason: Type.Union([Type.String(), Type.Null()]),
  rejectFields: Type.Optional(FieldReasons),
  /** An update or resubmission: the parts it changed. */
  changedFields: Type.Optional(Type.Array(Type.Enum(REVIEW_FIELDS))),
  createdAt: Type.Integer(),
});
export type CompanyEvent = Static<typeof CompanyEventSchema>;
