import { index, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, at } from './columns';
import { users } from './companies';
import { demands } from './demands';

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
