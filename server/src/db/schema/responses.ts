import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, real, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { MarkChangeKind, ResponseDecision, ResponseStatus } from '@b2b/shared/contract';
import { id, at } from './columns';
import { companies, users } from './companies';
import { demands } from './demands';

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
