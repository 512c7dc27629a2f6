import Type, { type Static } from 'typebox';
import {
  CERT_DATE_PATTERN,
  CERT_EVENT_ACTIONS,
  CERT_FIELDS,
  CERT_KINDS,
  CERT_LIMITS as L,
  CERT_STATES,
  type CertField,
} from './certification-rules';
import { pagingProperties, Uuid } from './envelope';
import { UploadedFileSchema } from './files';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const Day = Type.String({ pattern: CERT_DATE_PATTERN });

/** What a supplier submits; `name` only for OTHER (the server checks the pair and the dates). */
export const CertificateBody = Type.Object(
  {
    kind: Type.Enum(CERT_KINDS),
    name: Type.Optional(Nullable(Type.String({ maxLength: L.nameMax }))),
    issuer: Type.String({ minLength: L.issuerMin, maxLength: L.issuerMax }),
    number: Type.String({ minLength: L.numberMin, maxLength: L.numberMax }),
    validFrom: Day,
    validTo: Day,
    scanFileId: Uuid,
  },
  { additionalProperties: false },
);
export type CertificateBody = Static<typeof CertificateBody>;

const fieldReason = () => Type.Optional(Type.String({ minLength: L.reasonMin, maxLength: L.reasonMax }));
/** A reviewer's reason per field it sends back. */
export const CertFieldReasons = Type.Object(
  Object.fromEntries(CERT_FIELDS.map((field) => [field, fieldReason()])) as Record<CertField, ReturnType<typeof fieldReason>>,
  { additionalProperties: false },
);
export type CertFieldReasons = Static<typeof CertFieldReasons>;

/** A badge: an approved certificate in force; `name` is the certificate's own for OTHER. */
export const CertBadgeSchema = Type.Object({ kind: Type.Enum(CERT_KINDS), name: Nullable(Type.String()) });
export type CertBadge = Static<typeof CertBadgeSchema>;

export const CertificateSchema = Type.Object({
  id: Type.String(),
  kind: Type.Enum(CERT_KINDS),
  name: Nullable(Type.String()),
  issuer: Type.String(),
  number: Type.String(),
  validFrom: Type.String(),
  validTo: Type.String(),
  /** The scan, readable by its company (staff read it through the console's path). */
  scan: Nullable(UploadedFileSchema),
  state: Type.Enum(CERT_STATES),
  /** Set while REJECTED. */
  rejectReason: Nullable(Type.String()),
  rejectFields: Type.Optional(CertFieldReasons),
  /** While in review after an edit of a reviewed certificate: the fields changed since that review. */
  changedFields: Type.Optional(Type.Array(Type.Enum(CERT_FIELDS))),
  /** Days until the last valid day (Asia/Shanghai), negative once passed. */
  daysLeft: Type.Integer(),
  /** Approved and within CERT_LIMITS.warnDays of its last day. */
  expiringSoon: Type.Boolean(),
  submittedAt: Type.Integer(),
  reviewedAt: Nullable(Type.Integer()),
  updatedAt: Type.Integer(),
});
export type Certificate = Static<typeof CertificateSchema>;

export const CertEventSchema = Type.Object({
  id: Type.String(),
  action: Type.Enum(CERT_EVENT_ACTIONS),
  /** The account that acted (its nickname), or null for the platform. */
  actor: Nullable(Type.String()),
  fromState: Nullable(Type.Enum(CERT_STATES)),
  toState: Nullable(Type.Enum(CERT_STATES)),
  reason: Nullable(Type.String()),
  rejectFields: Type.Optional(CertFieldReasons),
  changedFields: Type.Optional(Type.Array(Type.Enum(CERT_FIELDS))),
  createdAt: Type.Integer(),
});
export type CertEvent = Static<typeof CertEventSchema>;

export const CertificateDetailSchema = Type.Object({ ...CertificateSchema.properties, events: Type.Array(CertEventSchema) });
export type CertificateDetail = Static<typeof CertificateDetailSchema>;

/** A certificate as staff see it: with its company. */
export const StaffCertificateSchema = Type.Object({
  ...CertificateSchema.properties,
  companyId: Type.String(),
  companyName: Type.String(),
  companyNameEn: Nullable(Type.String()),
});
export type StaffCertificate = Static<typeof StaffCertificateSchema>;
export const StaffCertificateDetailSchema = Type.Object({ ...StaffCertificateSchema.properties, events: Type.Array(CertEventSchema) });
export type StaffCertificateDetail = Static<typeof StaffCertificateDetailSchema>;

export const ReviewCertificateBody = Type.Union([
  Type.Object({ decision: Type.Literal('APPROVE') }, { additionalProperties: false }),
  Type.Object(
    {
      decision: Type.Literal('REJECT'),
      reason: Type.String({ minLength: L.reasonMin, maxLength: L.reasonMax }),
      fields: Type.Optional(CertFieldReasons),
    },
    { additionalProperties: false },
  ),
]);
export type ReviewCertificateBody = Static<typeof ReviewCertificateBody>;

export const CertIdParams = Type.Object({ id: Uuid }, { additionalProperties: false });
export type CertIdParams = Static<typeof CertIdParams>;
export const CertQueueQuery = Type.Object({ ...pagingProperties }, { additionalProperties: false });
export type CertQueueQuery = Static<typeof CertQueueQuery>;
