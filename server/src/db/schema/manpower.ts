import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { Availability, SkillLevel } from '@b2b/shared/contract';
import { id, at } from './columns';
import { companies } from './companies';

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
