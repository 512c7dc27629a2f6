import { bigint, boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CodeChannel, CodePurpose } from '@b2b/shared/contract';
import { id, at } from './columns';
import { users } from './companies';

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
