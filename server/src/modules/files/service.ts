import { randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, lt, sql } from 'drizzle-orm';
import {
  apiPath,
  FILES_API,
  type FileKind,
  type FileVisibility,
  type PresignedUploadResult,
  type UploadedFileResult,
  type UploadUrlBody,
} from '@b2b/shared/contract';
import { companies, files } from '../../db/schema';
import type { Caller, FileRow } from '../../db/rows';
import { acrossCompanies, companyScope } from '../../db/scoped';
import { AppError, isAppError } from '../../lib/errors';
import { takeWrite } from '../../lib/write-limits';
import type { AppContext } from '../../plugins/app/context';
import { authorize, isStaff } from '../../policies';
import { StorageLimitError } from '../../storage/storage';
import { detectType, isImageType, SNIFF_BYTES, type Detected } from './detect';
import { processImage } from './images';
import { cleanName } from './names';

const maxBytesOf = (ctx: AppContext, kind: FileKind) => (kind === 'image' ? ctx.config.files.imageMaxBytes : ctx.config.files.fileMaxBytes);

/** Storage keys are the server's own: the company, the file id, a random suffix. Never a client's name. */
const uploadKey = (companyId: string, id: string) => `files/${companyId}/${id}/upload`;
const attemptKeys = (companyId: string, id: string) => {
  const suffix = randomBytes(6).toString('hex');
  return { key: `files/${companyId}/${id}/image-${suffix}`, thumbKey: `files/${companyId}/${id}/thumb-${suffix}.webp` };
};

export function present(row: FileRow): UploadedFileResult {
  return {
    id: row.id,
    url: apiPath(FILES_API.file, { id: row.id }),
    name: row.name,
    size: row.size,
    contentType: row.contentType,
    ...(row.thumbKey && { thumbUrl: apiPath(FILES_API.fileThumb, { id: row.id }) }),
  };
}

/** Bytes of the company's stored (ready) files. */
async function quotaUsed(db: AppContext['db'], companyId: string): Promise<number> {
  const [row] = await companyScope(db, companyId)
    .pick(files, { used: sql<string>`coalesce(sum(${files.size}), 0)` })
    .where(eq(files.status, 'ready'));
  return Number(row?.used ?? 0);
}

async function remainingQuota(ctx: AppContext, companyId: string): Promise<number> {
  const remaining = ctx.config.files.quotaBytes - (await quotaUsed(ctx.db, companyId));
  if (remaining <= 0) throw new AppError('QUOTA_EXCEEDED');
  return remaining;
}

const isSizeLimit = (error: unknown) =>
  error instanceof StorageLimitError || (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

/** Deletes objects, never failing the answer on it (a leftover is purged with its pending row). */
async function deleteObjects(ctx: AppContext, keys: (string | null | undefined)[]): Promise<void> {
  for (const key of keys) {
    if (!key) continue;
    try {
      await ctx.storage.delete(key);
    } catch (error) {
      ctx.log.warn({ err: error, key }, 'could not delete an upload object');
    }
  }
}

const dropPending = (ctx: AppContext, row: FileRow) =>
  companyScope(ctx.db, row.companyId)
    .delete(files)
    .where(and(eq(files.id, row.id), eq(files.status, 'pending')));

/**
 * Turns a pending row whose object is in storage into a file: images re-encoded (new object,
 * thumbnail, the upload deleted), then under a lock of the company row the quota is checked and
 * the row set ready only if it is still pending (a second confirmation gets 409). Any refusal
 * deletes what this attempt stored and the pending row.
 */
async function finalize(ctx: AppContext, row: FileRow, detected: Detected, size: number): Promise<UploadedFileResult> {
  const image = isImageType(detected.contentType);
  const attempt = image ? attemptKeys(row.companyId, row.id) : null;
  try {
    let finalSize = size;
    if (attempt) {
      finalSize = (await processImage(ctx.storage, ctx.config.files, { key: row.storageKey, contentType: detected.contentType }, attempt))
        .size;
    }
    const updated = await ctx.db.transaction(async (tx) => {
      await companyScope(tx, row.companyId).pick(companies, { id: companies.id }).where().for('update');
      if ((await quotaUsed(tx, row.companyId)) + finalSize > ctx.config.files.quotaBytes) throw new AppError('QUOTA_EXCEEDED');
      const [ready] = await companyScope(tx, row.companyId)
        .update(files)
        .set({
          status: 'ready',
          name: cleanName(row.name, detected.ext),
          contentType: detected.contentType,
          size: finalSize,
          storageKey: attempt?.key ?? row.storageKey,
          thumbKey: attempt?.thumbKey ?? null,
          expiresAt: null,
        })
        .where(and(eq(files.id, row.id), eq(files.status, 'pending')))
        .returning();
      if (!ready) throw new AppError('STATE_CONFLICT');
      return ready;
    });
    if (attempt) await deleteObjects(ctx, [row.storageKey]);
    return present(updated);
  } catch (error) {
    await deleteObjects(ctx, [attempt?.key, attempt?.thumbKey]);
    if (!(isAppError(error) && error.reason === 'STATE_CONFLICT')) {
      await deleteObjects(ctx, [row.storageKey]);
      await dropPending(ctx, row);
    }
    throw error;
  }
}

/** Reads the first `SNIFF_BYTES` of a stream; `rest` then yields every byte, those included, without buffering more. */
async function peek(body: Readable): Promise<{ head: Buffer; rest: Readable }> {
  const iterator = body[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  async function* all() {
    if (head.length) yield head;
    if (done) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return { head: head.subarray(0, SNIFF_BYTES), rest: Readable.from(all(), { objectMode: false }) };
}

/**
 * The row every upload starts as: pending, expiring after `UPLOAD_URL_MINUTES` unless finalized,
 * so the purge removes what a crash or an abandoned direct upload leaves behind.
 */
async function insertPending(
  ctx: AppContext,
  caller: Caller,
  input: { kind: FileKind; name: string; contentType: string; visibility: FileVisibility },
): Promise<FileRow> {
  const id = randomUUID();
  const now = ctx.clock.now();
  const [row] = await companyScope(ctx.db, caller.company.id)
    .insert(files)
    .values({
      id,
      uploadedBy: caller.user.id,
      ...input,
      storageKey: uploadKey(caller.company.id, id),
      status: 'pending',
      expiresAt: new Date(now.getTime() + ctx.config.files.uploadUrlMinutes * 60_000),
      createdAt: now,
    })
    .returning();
  return row;
}

/**
 * A multipart upload: the type is detected from the first bytes, then the stream goes to storage
 * under a pending row (purged if the server dies half-way), at most the kind's limit or the
 * company's remaining quota, whichever is smaller; then `finalize`.
 */
export async function uploadStream(
  ctx: AppContext,
  caller: Caller,
  input: { kind: FileKind; visibility: FileVisibility; fileName: string; body: Readable },
): Promise<UploadedFileResult> {
  const { kind } = input;
  await takeWrite(ctx.db, ctx.config, caller.user.id, 'upload', ctx.clock.now());
  const remaining = await remainingQuota(ctx, caller.company.id);
  let peeked: Awaited<ReturnType<typeof peek>>;
  try {
    peeked = await peek(input.body);
  } catch (error) {
    throw isSizeLimit(error) ? new AppError('FILE_TOO_LARGE') : error;
  }
  if (peeked.head.length === 0) throw new AppError('FILE_EMPTY');
  const detected = await detectType(peeked.head, input.fileName, kind);
  if (!detected) throw new AppError('FILE_TYPE');
  const row = await insertPending(ctx, caller, {
    kind,
    name: cleanName(input.fileName, detected.ext),
    contentType: detected.contentType,
    visibility: input.visibility,
  });
  const kindMax = maxBytesOf(ctx, kind);
  const maxBytes = Math.min(kindMax, remaining);
  let size: number;
  try {
    ({ size } = await ctx.storage.put(row.storageKey, peeked.rest, { contentType: detected.contentType, maxBytes }));
  } catch (error) {
    await deleteObjects(ctx, [row.storageKey]);
    await dropPending(ctx, row);
    if (isSizeLimit(error)) throw new AppError(maxBytes < kindMax ? 'QUOTA_EXCEEDED' : 'FILE_TOO_LARGE');
    throw error;
  }
  return finalize(ctx, row, detected, size);
}

/** A MIME type as a header value may carry it; anything else is sent as octet-stream. */
const safeMime = (value: string) => (/^[\w.+-]+\/[\w.+-]+$/.test(value) ? value.toLowerCase() : 'application/octet-stream');
const extOf = (name: string) => /\.([A-Za-z0-9]{1,10})$/.exec(name.trim())?.[1]?.toLowerCase() ?? 'bin';

/**
 * A direct upload: a pending row and where to PUT the bytes (storage-signed, expiring, at most
 * the kind's limit or the remaining quota). Nothing is a file before `confirmUpload`.
 */
export async function createUploadUrl(ctx: AppContext, caller: Caller, body: UploadUrlBody): Promise<PresignedUploadResult> {
  const kind = body.kind ?? 'file';
  const visibility = kind === 'image' ? (body.visibility ?? 'company') : 'company';
  await takeWrite(ctx.db, ctx.config, caller.user.id, 'upload', ctx.clock.now());
  const remaining = await remainingQuota(ctx, caller.company.id);
  const minutes = ctx.config.files.uploadUrlMinutes;
  const contentType = safeMime(body.fileType);
  const row = await insertPending(ctx, caller, { kind, name: cleanName(body.file, extOf(body.file)), contentType, visibility });
  const { url, headers } = await ctx.storage.presignPut(row.storageKey, {
    contentType,
    maxBytes: Math.min(maxBytesOf(ctx, kind), remaining),
    expiresInSeconds: minutes * 60,
  });
  return { ...present(row), uploadUrl: url, headers, expiresAt: row.expiresAt!.getTime() };
}

/** The confirmation of a direct upload: the stored object's size and type are checked, then `finalize`. */
export async function confirmUpload(ctx: AppContext, caller: Caller, id: string): Promise<UploadedFileResult> {
  const [row] = await companyScope(ctx.db, caller.company.id).select(files).where(eq(files.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  authorize(caller, 'confirm', { file: row });
  if (row.status !== 'pending') throw new AppError('STATE_CONFLICT');
  if (row.expiresAt && row.expiresAt.getTime() <= ctx.clock.now().getTime()) {
    await deleteObjects(ctx, [row.storageKey]);
    await dropPending(ctx, row);
    throw new AppError('UPLOAD_EXPIRED');
  }
  const stat = await ctx.storage.stat(row.storageKey);
  if (!stat) throw new AppError('UPLOAD_MISSING');
  const refuse = async (reason: 'FILE_EMPTY' | 'FILE_TOO_LARGE' | 'FILE_TYPE') => {
    await deleteObjects(ctx, [row.storageKey]);
    await dropPending(ctx, row);
    return new AppError(reason);
  };
  if (stat.size === 0) throw await refuse('FILE_EMPTY');
  if (stat.size > maxBytesOf(ctx, row.kind)) throw await refuse('FILE_TOO_LARGE');
  const head = await ctx.storage.head(row.storageKey, SNIFF_BYTES);
  const detected = head && (await detectType(head, row.name, row.kind));
  if (!detected) throw await refuse('FILE_TYPE');
  return finalize(ctx, row, detected, stat.size);
}

/**
 * The file a download names, if the caller may read it: a ready public file to anyone, a company
 * file to its company only (404 to anyone else, as if it did not exist).
 */
export async function findReadable(ctx: AppContext, caller: Caller | null, id: string): Promise<FileRow> {
  const [row] = await acrossCompanies(ctx.db, "a download by id: public files are anyone's; the policy decides the rest")
    .select()
    .from(files)
    .where(eq(files.id, id));
  if (!row || row.status !== 'ready') throw new AppError('NOT_FOUND');
  if (row.visibility === 'public') return row;
  if (!caller) throw new AppError('NOT_FOUND');
  const underReview = isStaff(caller) && row.companyId !== caller.company.id && (await inReviewQueue(ctx, row));
  authorize(caller, 'read', { file: { ...row, underReview } });
  return row;
}

/** The file is the logo or a licence of a company waiting for review: what the staff console shows of it. */
async function inReviewQueue(ctx: AppContext, file: FileRow): Promise<boolean> {
  const [company] = await companyScope(ctx.db, file.companyId)
    .pick(companies, { approvalStatus: companies.approvalStatus, info: companies.info })
    .where();
  if (company?.approvalStatus !== 'INFO_SUBMIT') return false;
  return company.info?.logoFileId === file.id || !!company.info?.licenceFileIds?.includes(file.id);
}

/** Deletes expired pending uploads (rows and objects), at most `batch` at a time; answers how many. */
export async function purgeExpiredUploads(ctx: AppContext, batch = 500): Promise<number> {
  const expired = await acrossCompanies(ctx.db, "every company's expired uploads: a maintenance job, not a caller's read")
    .select()
    .from(files)
    .where(and(eq(files.status, 'pending'), lt(files.expiresAt, ctx.clock.now())))
    .limit(batch);
  for (const row of expired) {
    await deleteObjects(ctx, [row.storageKey]);
    await dropPending(ctx, row);
  }
  return expired.length;
}
