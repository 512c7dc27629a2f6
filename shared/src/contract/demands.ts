import Type, { type Static } from 'typebox';
import { pagingProperties } from './envelope';
import { FileId, UploadedFileSchema } from './files';
import { CompanyRatingSchema } from './projects';
import {
  DEMAND_STATUSES,
  CURRENCIES,
  CONTACT_VISIBILITIES,
  CONTENT_LANGS,
  DEMAND_LIMITS,
  DEMAND_EVENT_ACTIONS,
  MARKET_SORTS,
} from './demand-rules';
import { RESPONSE_DECISIONS } from './response-rules';

/** A scoring criterion of a demand: weights of all criteria add up to 100. */
export const CriterionSchema = Type.Object(
  {
    key: Type.String({ pattern: '^[a-z][a-z0-9-]{0,29}$' }),
    name: Type.String({ minLength: 1, maxLength: 30 }),
    weight: Type.Integer({ minimum: 1, maximum: 100 }),
  },
  { additionalProperties: false },
);
export type Criterion = Static<typeof CriterionSchema>;

/** What party A writes. Dates are epoch milliseconds. */
export const DemandBody = Type.Object(
  {
    title: Type.String({ minLength: DEMAND_LIMITS.titleMin, maxLength: DEMAND_LIMITS.titleMax }),
    /** A company type id (GET /api/common/company-type): the kind of supplier wanted. */
    categoryId: Type.String({ minLength: 1, maxLength: 40 }),
    /** Markdown; no HTML is kept. */
    description: Type.String({ minLength: DEMAND_LIMITS.descriptionMin, maxLength: DEMAND_LIMITS.descriptionMax }),
    budgetMin: Type.Integer({ minimum: 0, maximum: DEMAND_LIMITS.budgetMax }),
    budgetMax: Type.Integer({ minimum: 0, maximum: DEMAND_LIMITS.budgetMax }),
    currency: Type.Enum(CURRENCIES),
    deadline: Type.Integer({ minimum: 0 }),
    provinceCode: Type.String({ pattern: '^\\d{2}$' }),
    cityCode: Type.Optional(Type.String({ pattern: '^\\d{4}$' })),
    attachmentIds: Type.Array(FileId, { maxItems: DEMAND_LIMITS.attachmentsMax, uniqueItems: true }),
    contactVisibility: Type.Enum(CONTACT_VISIBILITIES),
    /** The language it is written in. */
    lang: Type.Enum(CONTENT_LANGS),
    /** Responses stay closed to party A until the deadline. */
    sealed: Type.Boolean(),
    /** Evaluators see suppliers as "Supplier 1, 2…" until every response is scored and they reveal them. */
    blind: Type.Boolean(),
    criteria: Type.Array(CriterionSchema, { minItems: DEMAND_LIMITS.criteriaMin, maxItems: DEMAND_LIMITS.criteriaMax }),
  },
  { additionalProperties: false },
);
export type DemandBody = Static<typeof DemandBody>;

export const CreateDemandBody = Type.Object(
  { ...DemandBody.properties, submit: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type CreateDemandBody = Static<typeof CreateDemandBody>;

/** PUT of a published demand is an amendment and says what changed, for every responder. */
export const UpdateDemandBody = Type.Object(
  { ...DemandBody.properties, amendNote: Type.Optional(Type.String({ minLength: 2, maxLength: 500 })) },
  { additionalProperties: false },
);
export type UpdateDemandBody = Static<typeof UpdateDemandBody>;

export const ReasonBody = Type.Object(
  { reason: Type.String({ minLength: DEMAND_LIMITS.reasonMin, maxLength: DEMAND_LIMITS.reasonMax }) },
  { additionalProperties: false },
);
export type ReasonBody = Static<typeof ReasonBody>;

export const VerifyDemandBody = Type.Union([
  Type.Object({ decision: Type.Literal('APPROVE') }, { additionalProperties: false }),
  Type.Object(
    {
      decision: Type.Literal('REJECT'),
      reason: Type.String({ minLength: DEMAND_LIMITS.reasonMin, maxLength: DEMAND_LIMITS.reasonMax }),
    },
    { additionalProperties: false },
  ),
]);
export type VerifyDemandBody = Static<typeof VerifyDemandBody>;

/** A demand in lists: enough for a card or a table row. */
export const DemandSummarySchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  categoryId: Type.String(),
  categoryName: Type.String(),
  status: Type.Enum(DEMAND_STATUSES),
  budgetMin: Type.Integer(),
  budgetMax: Type.Integer(),
  currency: Type.Enum(CURRENCIES),
  deadline: Type.Integer(),
  provinceCode: Type.String(),
  provinceName: Type.String(),
  cityCode: Type.Union([Type.String(), Type.Null()]),
  cityName: Type.Union([Type.String(), Type.Null()]),
  lang: Type.Enum(CONTENT_LANGS),
  sealed: Type.Boolean(),
  /** The demand company's name; null in the demand zone while the company is not shown. */
  companyName: Type.Union([Type.String(), Type.Null()]),
  /** The demand company's rating (its published ratings received); null without any, or while its name is not shown. */
  companyRating: CompanyRatingSchema,
  revision: Type.Integer(),
  /** Responses not withdrawn, the awarded and declined ones included (suppliers see it too, as competition). */
  responseCount: Type.Integer(),
  publishedAt: Type.Union([Type.Integer(), Type.Null()]),
  updatedAt: Type.Integer(),
  /** The caller (the account: a collection is personal) has saved it. */
  collected: Type.Boolean(),
  /** The caller's company has an active response to it (suppliers). */
  responded: Type.Boolean(),
  /** Set while REJECTED (staff's reason) or CANCELLED (party A's reason). */
  reason: Type.Union([Type.String(), Type.Null()]),
});
export type DemandSummary = Static<typeof DemandSummarySchema>;

export const DemandSchema = Type.Object({
  ...DemandSummarySchema.properties,
  description: Type.String(),
  attachments: Type.Array(UploadedFileSchema),
  contactVisibility: Type.Enum(CONTACT_VISIBILITIES),
  blind: Type.Boolean(),
  criteria: Type.Array(CriterionSchema),
  /** Party A's contact, when the caller may see it (docs/marketplace.md). */
  contact: Type.Union([Type.Object({ name: Type.String(), phone: Type.String() }), Type.Null()]),
  /** The awarded response, once AWARDED. */
  awardedResponseId: Type.Union([Type.String(), Type.Null()]),
  /** What the caller may do now: the UI shows exactly these actions. */
  can: Type.Object({
    edit: Type.Boolean(),
    amend: Type.Boolean(),
    submit: Type.Boolean(),
    delete: Type.Boolean(),
    close: Type.Boolean(),
    cancel: Type.Boolean(),
    respond: Type.Boolean(),
    ask: Type.Boolean(),
    answer: Type.Boolean(),
    evaluate: Type.Boolean(),
    award: Type.Boolean(),
    verify: Type.Boolean(),
  }),
  createdAt: Type.Integer(),
});
export type Demand = Static<typeof DemandSchema>;

export const DemandRevisionSchema = Type.Object({
  revision: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  budgetMin: Type.Integer(),
  budgetMax: Type.Integer(),
  currency: Type.Enum(CURRENCIES),
  deadline: Type.Integer(),
  attachments: Type.Array(UploadedFileSchema),
  note: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.Integer(),
});
export type DemandRevision = Static<typeof DemandRevisionSchema>;

/** One line of a demand's audit trail. */
export const DemandEventSchema = Type.Object({
  id: Type.String(),
  action: Type.Enum(DEMAND_EVENT_ACTIONS),
  /** Who did it, as the caller may know them: a person and company name, or a role such as "平台审核" / "a supplier". */
  actor: Type.String(),
  fromStatus: Type.Union([Type.Enum(DEMAND_STATUSES), Type.Null()]),
  toStatus: Type.Union([Type.Enum(DEMAND_STATUSES), Type.Null()]),
  /** Free text of the action (a reason, an amendment note); never an enum value. */
  detail: Type.Union([Type.String(), Type.Null()]),
  /** DECIDED: the decision made, or null when one was undone. */
  decision: Type.Union([Type.Enum(RESPONSE_DECISIONS), Type.Null()]),
  /** AWARDED: the winner's name, for those who may know it (party A, staff, the winner itself); null otherwise. */
  awardedTo: Type.Union([Type.String(), Type.Null()]),
  /** SCORED, DECIDED: the supplier marked, to party A ("Supplier N" while blind) and staff; null otherwise. */
  subject: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.Integer(),
});
export type DemandEvent = Static<typeof DemandEventSchema>;

/** A clarification: the asker is never shown, except to the asker itself (`mine`). */
export const QuestionSchema = Type.Object({
  id: Type.String(),
  question: Type.String(),
  answer: Type.Union([Type.String(), Type.Null()]),
  askedAt: Type.Integer(),
  answeredAt: Type.Union([Type.Integer(), Type.Null()]),
  mine: Type.Boolean(),
});
export type Question = Static<typeof QuestionSchema>;
export const AskBody = Type.Object(
  { question: Type.String({ minLength: DEMAND_LIMITS.questionMin, maxLength: DEMAND_LIMITS.questionMax }) },
  { additionalProperties: false },
);
export const AnswerBody = Type.Object(
  { answer: Type.String({ minLength: 2, maxLength: DEMAND_LIMITS.answerMax }) },
  { additionalProperties: false },
);

const keyword = Type.Optional(Type.String({ minLength: 1, maxLength: DEMAND_LIMITS.keywordMax }));
const filterProperties = {
  ...pagingProperties,
  keyword,
  categoryId: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  provinceCode: Type.Optional(Type.String({ pattern: '^\\d{2}$' })),
  /** Demands whose budget range reaches into [budgetFrom, budgetTo]. */
  budgetFrom: Type.Optional(Type.Integer({ minimum: 0, maximum: DEMAND_LIMITS.budgetMax })),
  budgetTo: Type.Optional(Type.Integer({ minimum: 0, maximum: DEMAND_LIMITS.budgetMax })),
};
export const MarketQuery = Type.Object(
  {
    ...filterProperties,
    /** OPEN: still taking responses; CLOSED: past the deadline, being evaluated; ALL: both. */
    status: Type.Optional(Type.Enum(['OPEN', 'CLOSED', 'ALL'] as const)),
    sort: Type.Optional(Type.Enum(MARKET_SORTS)),
  },
  { additionalProperties: false },
);
export type MarketQuery = Static<typeof MarketQuery>;
export const MyDemandsQuery = Type.Object(
  { ...filterProperties, status: Type.Optional(Type.Array(Type.Enum(DEMAND_STATUSES), { maxItems: DEMAND_STATUSES.length })) },
  { additionalProperties: false },
);
export type MyDemandsQuery = Static<typeof MyDemandsQuery>;

export const ConsoleQueuesSchema = Type.Object({
  companies: Type.Integer(),
  demands: Type.Integer(),
  /** Projects frozen by an open dispute. */
  disputes: Type.Integer(),
  /** Certificates submitted and waiting for review (issue 37). */
  certifications: Type.Integer(),
});
export type ConsoleQueues = Static<typeof ConsoleQueuesSchema>;
