import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, at } from './columns';
import { companies, users } from './companies';

/**
 * One row per viewer, company and day (Asia/Shanghai) on which the viewer opened the company's showcase window:
 * the unique key is the rule "once per viewer per company per day", like `showcase_exposures`.
 */
export const showcaseVisits = pgTable(
  'showcase_visits',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    viewerId: uuid('viewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('showcase_visits_viewer_day_key').on(t.companyId, t.viewerId, t.day),
    index('showcase_visits_company_day_idx').on(t.companyId, t.day),
  ],
);

/** A company's one invite code, made the first time its main account opens the promotion page. */
export const inviteCodes = pgTable(
  'invite_codes',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('invite_codes_company_key').on(t.companyId), uniqueIndex('invite_codes_code_key').on(t.code)],
);

/**
 * A company (`companyId`, the invited one) redeemed another's code: the unique key on the invited company is
 * "one use per invited company", whatever the race. Both sides were credited `creditDays` of VIP.
 */
export const inviteRedemptions = pgTable(
  'invite_redemptions',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    inviterCompanyId: uuid('inviter_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    codeId: uuid('code_id')
      .notNull()
      .references(() => inviteCodes.id, { onDelete: 'cascade' }),
    redeemedBy: uuid('redeemed_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    creditDays: integer('credit_days').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('invite_redemptions_company_key').on(t.companyId),
    index('invite_redemptions_inviter_idx').on(t.inviterCompanyId, t.createdAt),
  ],
);
