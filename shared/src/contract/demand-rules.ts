import standardCriteria from './standard-criteria.json';
/**
 * Demands (requirements) of party A: the sourcing half of the marketplace. States, rules and who
 * may do what are written down in docs/marketplace.md; the server enforces them.
 */
export const DEMANDS_API = {
  /** POST: a new draft (`submit: true` sends it for verification at once). */
  create: '/api/demands',
  /** GET: the caller's company's demands (DEV), filtered by status. */
  mine: '/api/demands/mine',
  /** GET: published demands for suppliers (the demand zone), filtered and sorted. */
  market: '/api/demands/market',
  /** GET: one demand as the caller may see it; PUT: edit a draft/rejected one, or amend a published one; DELETE: a draft. */
  demand: '/api/demands/:id',
  submit: '/api/demands/:id/submit',
  /** POST: stop taking responses before the deadline (the deadline becomes now). */
  close: '/api/demands/:id/close',
  cancel: '/api/demands/:id/cancel',
  revisions: '/api/demands/:id/revisions',
  /** GET: an attachment of the demand (now or in an earlier revision), for whoever may see the demand. */
  file: '/api/demands/:id/files/:fileId',
  /** GET: the audit trail, as far as the caller may see it. */
  events: '/api/demands/:id/events',
  /** GET: the clarifications of a demand; POST (supplier): ask one. */
  questions: '/api/demands/:id/questions',
  /** PUT (the demand's company): answer once, for every supplier. */
  answer: '/api/questions/:id/answer',
  /** Staff console: the verification queue, and the decision on one demand. */
  pending: '/api/console/demands',
  verify: '/api/console/demands/:id/verify',
  /** Staff console: how many items wait in each queue. */
  queues: '/api/console/queues',
} as const;

export const DEMAND_STATUSES = ['DRAFT', 'PENDING', 'REJECTED', 'PUBLISHED', 'CLOSED', 'AWARDED', 'CANCELLED'] as const;
export type DemandStatus = (typeof DEMAND_STATUSES)[number];
export { CURRENCIES, type Currency } from './currency';
/** Who sees the demand company's contact person and phone: suppliers who responded, or the awarded one only. */
export const CONTACT_VISIBILITIES = ['RESPONDERS', 'AWARDED'] as const;
export type ContactVisibility = (typeof CONTACT_VISIBILITIES)[number];
export const CONTENT_LANGS = ['zh-CN', 'en-US'] as const;

export const DEMAND_LIMITS = {
  titleMin: 4,
  titleMax: 100,
  descriptionMin: 20,
  descriptionMax: 20_000,
  budgetMax: 10_000_000_000,
  attachmentsMax: 10,
  criteriaMin: 1,
  criteriaMax: 6,
  /** The response deadline, counted from the submission (or the amendment). */
  deadlineMinHours: 24,
  deadlineMaxDays: 180,
  /** An amendment this close to the deadline moves it out by `amendExtensionHours`. */
  amendLateHours: 24,
  amendExtensionHours: 24,
  reasonMin: 2,
  reasonMax: 500,
  questionMin: 5,
  questionMax: 1000,
  answerMax: 2000,
  keywordMax: 50,
} as const;

/** What an amendment of a published demand may not change: what suppliers based their decision to respond on. */
export const AMENDMENT_LOCKED_FIELDS = ['categoryId', 'provinceCode', 'cityCode', 'criteria', 'sealed', 'blind'] as const;
export type AmendmentLockedField = (typeof AMENDMENT_LOCKED_FIELDS)[number];
export const lockedOnAmendment = (field: string): field is AmendmentLockedField =>
  (AMENDMENT_LOCKED_FIELDS as readonly string[]).includes(field);

export const DEMAND_EVENT_ACTIONS = [
  'CREATED',
  'EDITED',
  'SUBMITTED',
  'APPROVED',
  'REJECTED',
  'AMENDED',
  'CLOSED',
  'CANCELLED',
  'DELETED',
  'QUESTION_ASKED',
  'QUESTION_ANSWERED',
  'RESPONDED',
  'RESPONSE_REVISED',
  'RESPONSE_RECONFIRMED',
  'RESPONSE_WITHDRAWN',
  'CRITERIA_CHANGED',
  'SCORED',
  'DECIDED',
  'REVEALED',
  'AWARDED',
] as const;
export type DemandEventAction = (typeof DEMAND_EVENT_ACTIONS)[number];
export const MARKET_SORTS = ['newest', 'deadline', 'budget'] as const;

/**
 * Criteria the platform knows by key: shown in each reader's language, whatever language the demand was
 * written in. A criterion with any other key is the publisher's own and keeps the name as typed. The names are in
 * a JSON file so that the browser tests read the same words (e2e/support/strings.ts).
 */
export const STANDARD_CRITERIA = standardCriteria satisfies Record<string, Record<(typeof CONTENT_LANGS)[number], string>>;
export type StandardCriterionKey = keyof typeof STANDARD_CRITERIA;
export const isStandardCriterion = (key: string): key is StandardCriterionKey => Object.hasOwn(STANDARD_CRITERIA, key);
/** A new demand's criteria: price, schedule and the quality of the proposal. */
export const DEFAULT_CRITERIA: readonly { key: StandardCriterionKey; weight: number }[] = [
  { key: 'price', weight: 40 },
  { key: 'timeline', weight: 20 },
  { key: 'quality', weight: 40 },
];
/** A criterion's name for a reader of `lang`: a standard one in that language, the publisher's own as typed. */
export const criterionName = (criterion: { key: string; name: string }, lang: (typeof CONTENT_LANGS)[number]): string =>
  isStandardCriterion(criterion.key) ? STANDARD_CRITERIA[criterion.key][lang] : criterion.name;
