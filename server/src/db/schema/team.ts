import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { InvitationStatus, SubAccountType } from '@b2b/shared/contract';
import { at, id } from './columns';
import { companies, users } from './companies';

/**
 * A main account's invitation of a sub-account by mail or by mobile number. A PENDING one holds a seat until it is
 * accepted, revoked or past `expiresAt` (EXPIRED is derived, not stored). A mail's link carries the token, a
 * text carries a 6-digit code: only the token's SHA-256 and the code's salted hash are stored.
 */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    invitedById: uuid('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Stored lower-cased; null for a phone invitation. */
    email: text('email'),
    /** The mobile number of a phone invitation; null for a mail one. */
    phone: text('phone'),
    nickname: text('nickname').notNull(),
    type: text('type').$type<SubAccountType>().notNull(),
    /** A mail invitation's link token (SHA-256). */
    tokenHash: text('token_hash'),
    /** A phone invitation's code: salt and salted hash, as the codes module stores its codes. */
    codeSalt: text('code_salt'),
    codeHash: text('code_hash'),
    /** Wrong codes tried against this invitation; at INVITATION_CODE_MAX_FAILURES it is locked. */
    codeFailures: integer('code_failures').notNull().default(0),
    status: text('status').$type<Exclude<InvitationStatus, 'EXPIRED'>>().notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull(),
    acceptedAt: at('accepted_at'),
    acceptedUserId: uuid('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('company_invitations_token_key').on(t.tokenHash),
    index('company_invitations_company_idx').on(t.companyId, t.status),
    index('company_invitations_phone_idx').on(t.phone, t.status),
    check(
      'company_invitations_one_target',
      sql`(${t.email} is not null and ${t.tokenHash} is not null and ${t.phone} is null) or (${t.phone} is not null and ${t.codeHash} is not null and ${t.email} is null)`,
    ),
  ],
);
