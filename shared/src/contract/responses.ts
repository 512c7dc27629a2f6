import Type, { type Static } from 'typebox';
import { CertBadgeSchema } from './certification';
import { CURRENCIES, DEMAND_LIMITS, DEMAND_STATUSES } from './demand-rules';
import { CriterionSchema } from './demands';
import { pagingProperties, Uuid } from './envelope';
import { FileId, UploadedFileSchema } from './files';
import { ManpowerSchema } from './manpower';
import { CompanyRatingSchema } from './projects';
import { RESPONSE_STATUSES, RESPONSE_DECISIONS, RESPONSE_LIMITS, MARK_CHANGE_KINDS } from './response-rules';

export const ResponseBody = Type.Object(
  {
    price: Type.Integer({ minimum: 0, maximum: RESPONSE_LIMITS.priceMax }),
    timelineDays: Type.Integer({ minimum: 1, maximum: RESPONSE_LIMITS.timelineDaysMax }),
    proposal: Type.String({ minLength: RESPONSE_LIMITS.proposalMin, maxLength: RESPONSE_LIMITS.proposalMax }),
    attachmentIds: Type.Array(FileId, { maxItems: RESPONSE_LIMITS.attachmentsMax, uniqueItems: true }),
    /** The supplier's own manpower entries offered for the work. */
    manpowerIds: Type.Array(Uuid, { maxItems: RESPONSE_LIMITS.manpowerMax, uniqueItems: true }),
  },
  { additionalProperties: false },
);
export type ResponseBody = Static<typeof ResponseBody>;

/** Scores per criterion key, each 0–10; every criterion of the demand must be scored. */
export const ScoreBody = Type.Object(
  {
    scores: Type.Record(
      Type.String({ pattern: '^[a-z][a-z0-9-]{0,29}$' }),
      Type.Integer({ minimum: 0, maximum: RESPONSE_LIMITS.scoreMax }),
    ),
    comment: Type.Optional(Type.String({ maxLength: RESPONSE_LIMITS.commentMax })),
  },
  { additionalProperties: false },
);
export type ScoreBody = Static<typeof ScoreBody>;

/** PUT criteria: the demand's criteria, replaced (keys unique, weights adding up to 100). */
export const CriteriaBody = Type.Object(
  { criteria: Type.Array(CriterionSchema, { minItems: DEMAND_LIMITS.criteriaMin, maxItems: DEMAND_LIMITS.criteriaMax }) },
  { additionalProperties: false },
);
export type CriteriaBody = Static<typeof CriteriaBody>;

export const DecisionBody = Type.Object(
  { decision: Type.Union([Type.Enum(RESPONSE_DECISIONS), Type.Null()]) },
  { additionalProperties: false },
);
export type DecisionBody = Static<typeof DecisionBody>;
export const AwardBody = Type.Object({ responseId: Uuid }, { additionalProperties: false });
export type AwardBody = Static<typeof AwardBody>;

/** One evaluator's scores of a response. */
export const EvaluationSchema = Type.Object({
  /** The evaluator's nickname (the demand's company only). */
  evaluator: Type.String(),
  mine: Type.Boolean(),
  scores: Type.Record(Type.String(), Type.Integer()),
  /** Weighted, 0–100, one decimal. */
  total: Type.Number(),
  comment: Type.Union([Type.String(), Type.Null()]),
  updatedAt: Type.Integer(),
});
export type Evaluation = Static<typeof EvaluationSchema>;

export const ResponseSchema = Type.Object({
  id: Type.String(),
  demandId: Type.String(),
  demandTitle: Type.String(),
  demandStatus: Type.Enum(DEMAND_STATUSES),
  /** The supplier's name, or "供应商 2" / "Supplier 2" while a blind evaluation hides it. */
  supplierName: Type.String(),
  status: Type.Enum(RESPONSE_STATUSES),
  price: Type.Integer(),
  currency: Type.Enum(CURRENCIES),
  timelineDays: Type.Integer(),
  proposal: Type.String(),
  attachments: Type.Array(UploadedFileSchema),
  manpower: Type.Array(ManpowerSchema),
  /** The demand revision it answers; `outdated` when the demand was amended since. */
  revision: Type.Integer(),
  outdated: Type.Boolean(),
  decision: Type.Union([Type.Enum(RESPONSE_DECISIONS), Type.Null()]),
  /** The mean of the evaluators' weighted totals; null before the first score. */
  score: Type.Union([Type.Number(), Type.Null()]),
  /** Evaluators' totals differ by `disagreementPoints` or more (the demand's company only). */
  disagreement: Type.Boolean(),
  /** Every evaluator's scores: the demand's company only; empty for the supplier. */
  evaluations: Type.Array(EvaluationSchema),
  /** The supplier's contact person and phone: for party A, once this response is awarded. */
  contact: Type.Union([Type.Object({ name: Type.String(), phone: Type.String() }), Type.Null()]),
  /**
   * The other party's company, to chat with (`CHAT_API.withCompany`): the supplier for party A, party A
   * for the supplier; null while the response links nobody (withdrawn, sealed, or blind and unrevealed).
   */
  chatCompanyId: Type.Union([Type.String(), Type.Null()]),
  /** The supplier's badges (approved certificates in force), for party A; always empty while blind (they would unmask it). */
  badges: Type.Array(CertBadgeSchema),
  /**
   * The supplier's rating (its published ratings, `company_rating_summaries`), for party A; null without any, and
   * always null while blind: an average with its count would tell who the supplier is, as a badge would.
   */
  rating: CompanyRatingSchema,
  submittedAt: Type.Integer(),
  updatedAt: Type.Integer(),
  can: Type.Object({
    revise: Type.Boolean(),
    reconfirm: Type.Boolean(),
    withdraw: Type.Boolean(),
    score: Type.Boolean(),
    decide: Type.Boolean(),
    award: Type.Boolean(),
  }),
});
export type ResponseView = Static<typeof ResponseSchema>;

/** GET ofDemand: `sealedUntil` set (and the list empty) while a sealed demand's deadline has not passed. */
export const DemandResponsesSchema = Type.Object({
  list: Type.Array(ResponseSchema),
  sealedUntil: Type.Union([Type.Integer(), Type.Null()]),
  /** Suppliers are hidden from evaluators (blind and not yet revealed). */
  blind: Type.Boolean(),
  /** Every active response has at least one evaluator's scores, so a blind evaluation may be revealed. */
  allScored: Type.Boolean(),
  /** What party A may do with the evaluation now, by the server's rules. */
  can: Type.Object({
    /** Change the weighted criteria: the demand is not final and nothing is scored yet. */
    changeCriteria: Type.Boolean(),
    /** Reveal a blind evaluation's supplier names: closed, every active response scored. */
    reveal: Type.Boolean(),
  }),
});
export type DemandResponses = Static<typeof DemandResponsesSchema>;

export const MyResponsesQuery = Type.Object(
  {
    ...pagingProperties,
    status: Type.Optional(Type.Enum(RESPONSE_STATUSES)),
    /** Part of the demand's title. */
    keyword: Type.Optional(Type.String({ minLength: 1, maxLength: DEMAND_LIMITS.keywordMax })),
  },
  { additionalProperties: false },
);
export type MyResponsesQuery = Static<typeof MyResponsesQuery>;

/** One change of a response's mark. The supplier sees "评审人" / "Evaluator" for the person. */
export const MarkHistoryEntrySchema = Type.Object({
  id: Type.String(),
  kind: Type.Enum(MARK_CHANGE_KINDS),
  actor: Type.String(),
  /** SCORE: the weighted totals before and after; DECISION: the decisions. */
  from: Type.Union([Type.String(), Type.Null()]),
  to: Type.Union([Type.String(), Type.Null()]),
  comment: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.Integer(),
});
export type MarkHistoryEntry = Static<typeof MarkHistoryEntrySchema>;
