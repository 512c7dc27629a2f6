import { sql } from 'drizzle-orm';
import { bigserial, date, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { CertEventAction, CertField, CertFieldReasons, CertKind, CertState } from '@b2b/shared/contract';
import { at, id } from './columns';
import { companies, users } from './companies';
import { files } from './files';

/** A supplier's qualification (issue 37), reviewed by staff; approved ones in force are the company's badges. */
export const certificates = pgTable(
  'certificates',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CertKind>().notNull(),
    /** The certificate's own name, for OTHER. */
    name: text('name'),
    issuer: text('issuer').notNull(),
    number: text('number').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    /** The last valid day (Asia/Shanghai). */
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    scanFileId: uuid('scan_file_id').references(() => files.id, { onDelete: 'set null' }),
    state: text('state').$type<CertState>().notNull(),
    rejectReason: text('reject_reason'),
    rejectFields: jsonb('reject_fields').$type<CertFieldReasons>(),
    /** An edit of a reviewed certificate: the fields changed since that review, for staff. */
    changedFields: jsonb('changed_fields').$type<CertField[]>(),
    /** The validTo the supplier was warned of (once per end: an edit moving it warns again). */
    warnedFor: date('warned_for', { mode: 'string' }),
    submittedAt: at('submitted_at').notNull(),
    reviewedAt: at('reviewed_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('certificates_company_idx').on(t.companyId, t.createdAt),
    index('certificates_queue_idx').on(t.state, t.submittedAt),
    /** The badges and the directory's `certified` filter: a company's approved certificates by last day. */
    index('certificates_in_force_idx')
      .on(t.companyId, t.validTo, t.kind)
      .where(sql`state = 'APPROVED'`),
  ],
);

/** Every move of a certificate, for its history (EventTimeline on the page and in the console). */
export const certificateEvents = pgTable(
  'certificate_events',
  {
    id: id(),
    /** The order of the moves (several may share a moment). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    certificateId: uuid('certificate_id')
      .notNull()
      .references(() => certificates.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The acting account, null when the platform acted (the expiry job). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').$type<CertEventAction>().notNull(),
    fromState: text('from_state').$type<CertState>(),
    toState: text('to_state').$type<CertState>(),
    reason: text('reason'),
    rejectFields: jsonb('reject_fields').$type<CertFieldReasons>(),
    changedFields: jsonb('changed_fields').$type<CertField[]>(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('certificate_events_cert_idx').on(t.certificateId, t.seq)],
);
