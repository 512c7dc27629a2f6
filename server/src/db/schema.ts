import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type {
  AccountType,
  ApprovalStatus,
  Availability,
  CodeChannel,
  CodePurpose,
  ContactVisibility,
  Criterion,
  Currency,
  DemandEventAction,
  DemandStatus,
  MarkChangeKind,
  ResponseDecision,
  ResponseStatus,
  SkillLevel,
  FileKind,
  FileVisibility,
  CompanyEventAction,
  FieldReasons,
  ImproveInfoBody,
  MemberLevel,
  NoticeType,
  Role,
} from '@b2b/shared/contract';

const id = () => uuid('id').primaryKey().defaultRandom();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const companyTypes = pgTable('company_types', {
  id: text('id').primaryKey(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const companies = pgTable(
  'companies',
  {
    id: id(),
    role: text('role').$type<Role>().notNull(),
    name: text('name').notNull(),
    /** Display name for English pages; cleared when the company renames itself. */
    nameEn: text('name_en'),
    approvalStatus: text('approval_status').$type<ApprovalStatus>().notNull(),
    rejectReason: text('reject_reason'),
    /** With rejectReason: the reviewer's reason per part of the details (contract FieldReasons). */
    rejectFields: jsonb('reject_fields').$type<FieldReasons>(),
    info: jsonb('info').$type<ImproveInfoBody>(),
    memberLevel: text('member_level').$type<MemberLevel>().notNull().default('ORDINARY'),
    memberExpires: at('member_expires'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [uniqueIndex('companies_name_key').on(sql`lower(${t.name})`), index('companies_status_idx').on(t.approvalStatus)],
);

/** A company's review history: submissions, updates and staff decisions (the console shows it). */
export const companyEvents = pgTable(
  'company_events',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The acting account (the company's own or staff), null when the platform acted. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').$type<CompanyEventAction>().notNull(),
    fromStatus: text('from_status').$type<ApprovalStatus>(),
    toStatus: text('to_status').$type<ApprovalStatus>().notNull(),
    reason: text('reason'),
    rejectFields: jsonb('reject_fields').$type<FieldReasons>(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('company_events_company_idx').on(t.companyId, t.createdAt)],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    type: text('type').$type<AccountType>().notNull(),
    nickname: text('nickname').notNull(),
    /** Stored lower-cased. */
    email: text('email'),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_phone_key').on(t.phone),
    index('users_company_idx').on(t.companyId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the token, hex; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull(),
    /** The absolute end: sign-in + SESSION_MAX_HOURS, or SESSION_REMEMBER_DAYS for a remembered session. */
    expiresAt: at('expires_at').notNull(),
    /** The idle deadline, moved forward by requests (at most once a minute), never past `expiresAt`. */
    idleExpiresAt: at('idle_expires_at').notNull(),
    /** "Remember me": the idle deadline is the absolute end. */
    remember: boolean('remember').notNull().default(false),
    revokedAt: at('revoked_at'),
  },
  (t) => [uniqueIndex('sessions_token_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/**
 * Throttles and budgets (db/counters.ts): sign-in failures per account, per account and IP and
 * per IP; failed code checks per target; code sends per target, per IP and per channel.
 */
export const throttleCounters = pgTable(
  'throttle_counters',
  {
    /** `<what>:<scope>:<subject>`, e.g. `login:acct:user@example.com`. */
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    /** The window ends: the row then counts as empty. */
    expiresAt: at('expires_at').notNull(),
    /** Progressive delays: no attempt before this time. */
    blockedUntil: at('blocked_until'),
  },
  (t) => [index('throttle_counters_expires_idx').on(t.expiresAt)],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: id(),
    channel: text('channel').$type<CodeChannel>().notNull(),
    target: text('target').notNull(),
    purpose: text('purpose').$type<CodePurpose>().notNull(),
    salt: text('salt').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    /** Set when used, or when a newer code for the same target and purpose replaced it. */
    consumedAt: at('consumed_at'),
    /** changeEmail/changePhone: the account that asked; only that account may use the code. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('verification_codes_target_idx').on(t.channel, t.target, t.createdAt)],
);

export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel').$type<CodeChannel>().notNull(),
    target: text('target').notNull(),
    subject: text('subject').notNull(),
    /** Outside demo mode any verification code in it is masked; the clear text only goes to the transport. */
    body: text('body').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('outbox_target_idx').on(t.target, t.id), index('outbox_created_idx').on(t.createdAt)],
);

export const notices = pgTable(
  'notices',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<NoticeType>().notNull(),
    /** Identifies notices the server settles itself, such as the improve-info TODO. */
    topic: text('topic'),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    contentZh: text('content_zh').notNull(),
    contentEn: text('content_en').notNull(),
    link: text('link'),
    read: boolean('read').notNull().default(false),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('notices_user_idx').on(t.userId, t.createdAt)],
);

export const visits = pgTable(
  'visits',
  {
    id: id(),
    /** `u:<userId>` for a signed-in user, `c:<X-Client-Id>` or `ip:<address>` otherwise. */
    visitor: text('visitor').notNull(),
    /** Calendar day in Asia/Shanghai, YYYY-MM-DD. */
    day: text('day').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('visits_visitor_day_key').on(t.visitor, t.day), index('visits_day_idx').on(t.day)],
);

/**
 * Uploaded files (modules/files): the bytes live in the storage under `storageKey`, never under a
 * name the client chose. A `pending` row is a direct upload waiting for its confirmation (or a
 * multipart upload in progress); it expires at `expiresAt` and is purged with its object.
 */
export const files = pgTable(
  'files',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<FileKind>().notNull(),
    /** The original name, cleaned (no path, no control characters, at most 100 characters). */
    name: text('name').notNull(),
    /** Detected from the content (pending: the declared type until the confirmation). */
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    storageKey: text('storage_key').notNull(),
    thumbKey: text('thumb_key'),
    visibility: text('visibility').$type<FileVisibility>().notNull().default('company'),
    status: text('status').$type<'pending' | 'ready'>().notNull(),
    expiresAt: at('expires_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('files_company_idx').on(t.companyId, t.status), index('files_pending_idx').on(t.status, t.expiresAt)],
);

/** The statuses a demand row stores: CLOSED is derived (PUBLISHED with the deadline passed), never stored. */
export type StoredDemandStatus = Exclude<DemandStatus, 'CLOSED'>;
export type DemandLang = 'zh-CN' | 'en-US';

/**
 * Demands of party A (docs/marketplace.md). `revision` counts published versions (0 until first
 * published); `searchText` is the lower-cased title and description, for keyword search.
 */
export const demands = pgTable(
  'demands',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    categoryId: text('category_id')
      .notNull()
      .references(() => companyTypes.id),
    description: text('description').notNull(),
    budgetMin: bigint('budget_min', { mode: 'number' }).notNull(),
    budgetMax: bigint('budget_max', { mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    deadline: at('deadline').notNull(),
    provinceCode: text('province_code').notNull(),
    cityCode: text('city_code'),
    attachmentIds: jsonb('attachment_ids').$type<string[]>().notNull().default([]),
    contactVisibility: text('contact_visibility').$type<ContactVisibility>().notNull(),
    lang: text('lang').$type<DemandLang>().notNull(),
    sealed: boolean('sealed').notNull().default(false),
    blind: boolean('blind').notNull().default(false),
    revealed: boolean('revealed').notNull().default(false),
    criteria: jsonb('criteria').$type<Criterion[]>().notNull(),
    status: text('status').$type<StoredDemandStatus>().notNull(),
    /** Staff's reason while REJECTED; party A's reason once CANCELLED. */
    reason: text('reason'),
    revision: integer('revision').notNull().default(0),
    awardedResponseId: uuid('awarded_response_id'),
    searchText: text('search_text').notNull(),
    publishedAt: at('published_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('demands_company_idx').on(t.companyId, t.status, t.updatedAt),
    // The demand zone's filters after the status and deadline: its counts are index-only scans.
    index('demands_market_idx').on(t.status, t.deadline, t.categoryId, t.provinceCode, t.budgetMin, t.budgetMax),
    index('demands_published_idx').on(t.status, t.publishedAt),
    index('demands_category_idx').on(t.categoryId, t.status),
    index('demands_province_idx').on(t.provinceCode, t.status),
    index('demands_budget_idx').on(t.budgetMin, t.budgetMax),
    // Keyword search (`search_text like '%…%'`) in any language: trigrams, from pg_trgm (migration 0005 creates it in `public`).
    index('demands_search_idx').using('gin', t.searchText.op('public.gin_trgm_ops')),
  ],
);

/** Each published version of a demand: revision 1 at publication, one more per amendment. */
export const demandRevisions = pgTable(
  'demand_revisions',
  {
    id: id(),
    demandId: uuid('demand_id')
      .notNull()
      .references(() => demands.id, { onDelete: 'cascade' }),
    /** The demand's company, so that revisions are company-scoped like the demand. */
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    budgetMin: bigint('budget_min', { mode: 'number' }).notNull(),
    budgetMax: bigint('budget_max', { mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    deadline: at('deadline').notNull(),
    attachmentIds: jsonb('attachment_ids').$type<string[]>().notNull().default([]),
    note: text('note'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('demand_revisions_key').on(t.demandId, t.revision)],
);

/** The audit trail of a demand: who (account and company) did what, from which state to which. */
export const demandEvents = pgTable(
  'demand_events',
  {
    id: id(),
    demandId: uuid('demand_id')
      .notNull()
      .references(() => demands.id, { onDelete: 'cascade' }),
    /** The actor's company (party A, a supplier, or the platform's staff). */
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').$type<DemandEventAction>().notNull(),
    fromStatus: text('from_status').$type<DemandStatus>(),
    toStatus: text('to_status').$type<DemandStatus>(),
    detail: text('detail'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('demand_events_demand_idx').on(t.demandId, t.createdAt)],
);

/** Clarifications: asked by a supplier (`companyId`, never shown to others), answered once by party A. */
export const demandQuestions = pgTable(
  'demand_questions',
  {
    id: id(),
    demandId: uuid('demand_id')
      .notNull()
      .references(() => demands.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    askedBy: uuid('asked_by').references(() => users.id, { onDelete: 'set null' }),
    question: text('question').notNull(),
    answer: text('answer'),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: at('answered_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('demand_questions_demand_idx').on(t.demandId, t.createdAt)],
);

/** Supplier responses. At most one that is not WITHDRAWN per supplier company and demand. */
export const demandResponses = pgTable(
  'demand_responses',
  {
    id: id(),
    demandId: uuid('demand_id')
      .notNull()
      .references(() => demands.id, { onDelete: 'cascade' }),
    /** The supplier's company. */
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    price: bigint('price', { mode: 'number' }).notNull(),
    timelineDays: integer('timeline_days').notNull(),
    proposal: text('proposal').notNull(),
    attachmentIds: jsonb('attachment_ids').$type<string[]>().notNull().default([]),
    manpowerIds: jsonb('manpower_ids').$type<string[]>().notNull().default([]),
    /** The demand revision this response answers. */
    revision: integer('revision').notNull(),
    status: text('status').$type<ResponseStatus>().notNull(),
    decision: text('decision').$type<ResponseDecision>(),
    submittedAt: at('submitted_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('demand_responses_active_key')
      .on(t.demandId, t.companyId)
      .where(sql`${t.status} <> 'WITHDRAWN'`),
    index('demand_responses_company_idx').on(t.companyId, t.submittedAt),
    index('demand_responses_demand_idx').on(t.demandId, t.status),
  ],
);

/** One evaluator's scores of a response; `companyId` is party A's (the evaluator's) company. */
export const responseEvaluations = pgTable(
  'response_evaluations',
  {
    id: id(),
    responseId: uuid('response_id')
      .notNull()
      .references(() => demandResponses.id, { onDelete: 'cascade' }),
    demandId: uuid('demand_id')
      .notNull()
      .references(() => demands.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    evaluatorId: uuid('evaluator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scores: jsonb('scores').$type<Record<string, number>>().notNull(),
    /** Weighted, 0–100. */
    total: real('total').notNull(),
    comment: text('comment'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [uniqueIndex('response_evaluations_key').on(t.responseId, t.evaluatorId), index('response_evaluations_demand_idx').on(t.demandId)],
);

/** Every change of a response's mark; `companyId` is the actor's company. */
export const markHistory = pgTable(
  'mark_history',
  {
    id: id(),
    responseId: uuid('response_id')
      .notNull()
      .references(() => demandResponses.id, { onDelete: 'cascade' }),
    demandId: uuid('demand_id')
      .notNull()
      .references(() => demands.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<MarkChangeKind>().notNull(),
    from: text('from_value'),
    to: text('to_value'),
    comment: text('comment'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('mark_history_response_idx').on(t.responseId, t.createdAt)],
);

/** Demands an account saved (My Collection). */
export const collections = pgTable(
  'collections',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    demandId: uuid('demand_id')
      .notNull()
      .references(() => demands.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('collections_key').on(t.userId, t.demandId), index('collections_user_idx').on(t.userId, t.createdAt)],
);

/** Party B's staff and capacity. */
export const manpower = pgTable(
  'manpower',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    title: text('title').notNull(),
    skills: jsonb('skills').$type<string[]>().notNull(),
    level: text('level').$type<SkillLevel>().notNull(),
    dayRate: integer('day_rate').notNull(),
    availability: text('availability').$type<Availability>().notNull(),
    availableFrom: at('available_from'),
    bio: text('bio'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('manpower_company_idx').on(t.companyId, t.updatedAt)],
);
