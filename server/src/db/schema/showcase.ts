import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CompanyContact, ExposureType, ShowcaseCaseBody, ShowcaseState } from '@b2b/shared/contract';
import { id, at } from './columns';
import { companies, users } from './companies';
import { files } from './files';

/** A company's one showcase window (issue 38); the other side reads it while PUBLISHED. */
export const showcaseWindows = pgTable(
  'showcase_windows',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    state: text('state').$type<ShowcaseState>().notNull(),
    coverFileId: uuid('cover_file_id').references(() => files.id, { onDelete: 'set null' }),
    introZh: text('intro_zh').notNull(),
    introEn: text('intro_en').notNull(),
    cases: jsonb('cases').$type<ShowcaseCaseBody[]>().notNull(),
    contacts: jsonb('contacts').$type<CompanyContact[]>().notNull(),
    /** Lower-cased company names, introductions and case titles: what the keyword searches. */
    searchText: text('search_text').notNull(),
    publishedAt: at('published_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [uniqueIndex('showcase_windows_company_key').on(t.companyId), index('showcase_windows_state_idx').on(t.state, t.publishedAt)],
);

/**
 * One row per viewer, shown company and day (Asia/Shanghai): the unique key is the rule "once per viewer per
 * company per day", so a refresh loop inserts nothing. `companyId` is the company whose window was shown.
 */
export const showcaseExposures = pgTable(
  'showcase_exposures',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    viewerId: uuid('viewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<ExposureType>().notNull(),
    day: text('day').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('showcase_exposures_viewer_day_key').on(t.companyId, t.viewerId, t.day),
    index('showcase_exposures_company_day_idx').on(t.companyId, t.day),
  ],
);
