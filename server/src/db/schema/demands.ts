import { bigint, boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ContactVisibility, Criterion, Currency, DemandEventAction, DemandStatus } from '@b2b/shared/contract';
import { id, at } from './columns';
import { companyTypes, companies, users } from './companies';

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
    /** SCORED, DECIDED: the response the line is about (named to party A and staff as they may know it). */
    responseId: uuid('response_id'),
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
