import { boolean, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { NoticeArea, NoticeType } from '@b2b/shared/contract';
import { id, at } from './columns';
import { users } from './companies';

export const notices = pgTable(
  'notices',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<NoticeType>().notNull(),
    area: text('area').$type<NoticeArea>().notNull().default('ACCOUNT'),
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

/** An account's channels for one notice area; no row means DEFAULT_NOTICE_CHANNELS. */
export const noticeSettings = pgTable(
  'notice_settings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    area: text('area').$type<NoticeArea>().notNull(),
    inbox: boolean('inbox').notNull(),
    mail: boolean('mail').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.area] })],
);
