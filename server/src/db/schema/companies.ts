import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type {
  AccountType,
  ApprovalStatus,
  CompanyEventAction,
  FieldReasons,
  ImproveInfoBody,
  MemberLevel,
  ReviewField,
  Role,
  UserStatus,
} from '@b2b/shared/contract';
import { id, at } from './columns';

export const companyTypes = pgTable('company_types', {
  id: text('id').primaryKey(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** A company's names as the directory's keyword searches them: lower-cased, Chinese and English together. */
export const DIRECTORY_SEARCH = sql.raw(`lower("name" || chr(10) || coalesce("name_en", ''))`);

export const companies = pgTable(
  'companies',
  {
    id: id(),
    role: text('role').$type<Role>().notNull(),
    name: text('name').notNull(),
    /** Display name for English pages; cleared when the company renames itself. */
    nameEn: text('name_en'),
    approvalStatus: text('approval_status').$type<ApprovalStatus>().notNull(),
    rejectReason: text('reject_reason'),
    /** With rejectReason: the reviewer's reason per part of the details (contract FieldReasons). */
    rejectFields: jsonb('reject_fields').$type<FieldReasons>(),
    /** While a profile change is in review: the parts changed since the last review (staff see them marked). */
    changedFields: jsonb('changed_fields').$type<ReviewField[]>(),
    info: jsonb('info').$type<ImproveInfoBody>(),
    memberLevel: text('member_level').$type<MemberLevel>().notNull().default('ORDINARY'),
    memberExpires: at('member_expires'),
    /** When staff last approved the company (a DEV: when its details were first accepted); null until then. */
    approvedAt: at('approved_at'),
    /** People in the company's manpower list, kept by the manpower module (the directory's capacity). */
    headcount: integer('headcount').notNull().default(0),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('companies_name_key').on(sql`lower(${t.name})`),
    index('companies_status_idx').on(t.approvalStatus),
    // The onboarded suppliers' directory: its rows, newest approval first, and its two most used filters.
    index('companies_directory_idx')
      .on(t.approvedAt.desc().nullsLast(), t.id.desc().nullsFirst())
      .where(sql`${t.role} = 'SUP' and ${t.approvalStatus} = 'APPROVED'`),
    // Type, or type and province together (the filter the directory's visitors set most): one index walk.
    index('companies_directory_type_province_idx')
      .on(sql`(${t.info}->>'companyTypeId')`, sql`(${t.info}->>'provinceCode')`)
      .where(sql`${t.role} = 'SUP' and ${t.approvalStatus} = 'APPROVED'`),
    // The directory's keyword (`like '%…%'` on both names, lower-cased): trigrams, from pg_trgm (migration 0005).
    index('companies_directory_search_idx')
      .using('gin', sql`${DIRECTORY_SEARCH} public.gin_trgm_ops`)
      .where(sql`${t.role} = 'SUP' and ${t.approvalStatus} = 'APPROVED'`),
    index('companies_directory_province_idx')
      .on(sql`(${t.info}->>'provinceCode')`)
      .where(sql`${t.role} = 'SUP' and ${t.approvalStatus} = 'APPROVED'`),
  ],
);

/** A company's review history: submissions, updates and staff decisions (the console shows it). */
export const companyEvents = pgTable(
  'company_events',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The acting account (the company's own or staff), null when the platform acted. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').$type<CompanyEventAction>().notNull(),
    fromStatus: text('from_status').$type<ApprovalStatus>(),
    toStatus: text('to_status').$type<ApprovalStatus>().notNull(),
    reason: text('reason'),
    rejectFields: jsonb('reject_fields').$type<FieldReasons>(),
    /** An update or resubmission: the parts it changed. */
    changedFields: jsonb('changed_fields').$type<ReviewField[]>(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('company_events_company_idx').on(t.companyId, t.createdAt)],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    type: text('type').$type<AccountType>().notNull(),
    nickname: text('nickname').notNull(),
    /** Stored lower-cased. */
    email: text('email'),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    /** DISABLED: no sign-in, no session works; DELETED: email and phone cleared, the row stays for the work it did. */
    status: text('status').$type<UserStatus>().notNull().default('ACTIVE'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_phone_key').on(t.phone),
    index('users_company_idx').on(t.companyId),
  ],
);
