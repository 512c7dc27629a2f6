import { sql } from 'drizzle-orm';
import { check, index, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, id } from './columns';
import { companies, users } from './companies';

/** A company follows another (its news, the directory's mark); one row per pair, never itself. */
export const companyFollows = pgTable(
  'company_follows',
  {
    id: id(),
    /** The follower: the row is this company's (companyScope). */
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    followedCompanyId: uuid('followed_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The account that clicked follow. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('company_follows_key').on(t.companyId, t.followedCompanyId),
    index('company_follows_newest_idx').on(t.companyId, t.createdAt),
    index('company_follows_followed_idx').on(t.followedCompanyId),
    check('company_follows_not_self', sql`${t.companyId} <> ${t.followedCompanyId}`),
  ],
);
