import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { InvitationStatus, SubAccountType } from '@b2b/shared/contract';
import { at, id } from './columns';
import { companies, users } from './companies';

/**
 * A main account's invitation of a sub-account by mail. A PENDING one holds a seat until it is accepted, revoked
 * or past `expiresAt` (EXPIRED is derived, not stored). The link carries the token; only its SHA-256 is stored.
 */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    invitedById: uuid('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    nickname: text('nickname').notNull(),
    type: text('type').$type<SubAccountType>().notNull(),
    tokenHash: text('token_hash').notNull(),
    status: text('status').$type<Exclude<InvitationStatus, 'EXPIRED'>>().notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull(),
    acceptedAt: at('accepted_at'),
    acceptedUserId: uuid('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('company_invitations_token_key').on(t.tokenHash), index('company_invitations_company_idx').on(t.companyId, t.status)],
);
