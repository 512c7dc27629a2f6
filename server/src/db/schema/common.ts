import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, at } from './columns';

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
