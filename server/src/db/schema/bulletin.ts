import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { BulletinState } from '@b2b/shared/contract';
import { id, at } from './columns';
import { users } from './companies';

/**
 * A platform announcement (docs/marketplace.md, "Bulletin"): the platform's own rows, written by staff
 * (`createdBy`), read by everyone once PUBLISHED. `publishAt` is when a SCHEDULED post goes out (the
 * jobs module publishes it); `publishedAt` when it went out, the date readers see.
 */
export const bulletinPosts = pgTable(
  'bulletin_posts',
  {
    id: id(),
    slug: text('slug'),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    bodyZh: text('body_zh').notNull(),
    bodyEn: text('body_en').notNull(),
    state: text('state').$type<BulletinState>().notNull(),
    pinned: boolean('pinned').notNull().default(false),
    publishAt: at('publish_at'),
    publishedAt: at('published_at'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('bulletin_posts_slug_idx').on(t.slug),
    // The public list: published, pinned first, newest first.
    index('bulletin_posts_public_idx').on(t.state, t.pinned, t.publishedAt),
  ],
);

/** Each post's trail: who moved it (null: the scheduled publication) from which state to which. */
export const bulletinEvents = pgTable(
  'bulletin_events',
  {
    id: id(),
    postId: uuid('post_id')
      .notNull()
      .references(() => bulletinPosts.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    fromState: text('from_state').$type<BulletinState>(),
    toState: text('to_state').$type<BulletinState>(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('bulletin_events_post_idx').on(t.postId, t.createdAt)],
);
