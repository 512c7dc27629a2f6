import { bigint, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { FileKind, FileVisibility } from '@b2b/shared/contract';
import { id, at } from './columns';
import { companies, users } from './companies';

/**
 * Uploaded files (modules/files): the bytes live in the storage under `storageKey`, never under a
 * name the client chose. A `pending` row is a direct upload waiting for its confirmation (or a
 * multipart upload in progress); it expires at `expiresAt` and is purged with its object.
 */
export const files = pgTable(
  'files',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<FileKind>().notNull(),
    /** The original name, cleaned (no path, no control characters, at most 100 characters). */
    name: text('name').notNull(),
    /** Detected from the content (pending: the declared type until the confirmation). */
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    storageKey: text('storage_key').notNull(),
    thumbKey: text('thumb_key'),
    visibility: text('visibility').$type<FileVisibility>().notNull().default('company'),
    status: text('status').$type<'pending' | 'ready'>().notNull(),
    expiresAt: at('expires_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('files_company_idx').on(t.companyId, t.status), index('files_pending_idx').on(t.status, t.expiresAt)],
);
