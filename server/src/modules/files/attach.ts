import { inArray } from 'drizzle-orm';
import type { FileKind, FileVisibility } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import type { FileRow } from '../../db/rows';
import { files } from '../../db/schema';
import { acrossCompanies, companyScope } from '../../db/scoped';
import { AppError } from '../../lib/errors';

export interface AttachRules {
  kind?: FileKind;
  visibility?: FileVisibility;
}

/**
 * The files a company names in something it saves (its logo, a demand's attachments), in the
 * order given: each must be the company's own, uploaded and confirmed, and of the kind and
 * visibility asked. Anything else, another company's file included, is refused under `field`
 * without saying which of the reasons it was.
 */
export async function attachableFiles(
  db: Tx,
  companyId: string,
  ids: readonly string[],
  field: string,
  rules: AttachRules = {},
): Promise<FileRow[]> {
  if (ids.length === 0) return [];
  const rows = await companyScope(db, companyId)
    .select(files)
    .where(inArray(files.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const wanted = ids.map((id) => byId.get(id));
  const fits = (row: FileRow | undefined): row is FileRow =>
    !!row &&
    row.status === 'ready' &&
    (!rules.kind || row.kind === rules.kind) &&
    (!rules.visibility || row.visibility === rules.visibility);
  if (!wanted.every(fits)) throw new AppError('FILE_NOT_ATTACHABLE', { fields: [field] });
  return wanted;
}

/**
 * The ready files among `ids`, by id, for presenting what several rows attach. Rows of any company
 * are read here: the caller keeps only those whose `companyId` is the attaching row's own.
 */
export async function filesById(db: Tx, ids: readonly string[]): Promise<Map<string, FileRow>> {
  if (ids.length === 0) return new Map();
  const rows = await acrossCompanies(db, 'files attached to rows of any company: each presenter checks the owner against its own row')
    .select()
    .from(files)
    .where(inArray(files.id, [...new Set(ids)]));
  return new Map(rows.filter((row) => row.status === 'ready').map((row) => [row.id, row]));
}
