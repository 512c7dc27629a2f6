import type { FileKind } from '@b2b/shared/contract';

/** Bytes read from the start of an upload to detect its type (file-type's reasonable sample size). */
export const SNIFF_BYTES = 4100;

/** What the content says the file is: the type it is stored and served as, and its extension. */
export interface Detected {
  contentType: string;
  ext: string;
}

/** Image types accepted (re-encoded by sharp). SVG is refused: it can carry scripts. */
const IMAGE_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** Further types the file endpoint accepts, by detected type. */
const DOCUMENT_TYPES: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/zip': 'zip',
};

/** A zip whose name says it is an Office document (file-type cannot always tell from 4100 bytes). */
const ZIP_OFFICE: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** Legacy Office (Compound File Binary): only with a matching extension. */
const CFB_OFFICE: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

/** Text without magic bytes: accepted as text/plain only when the head is valid UTF-8 without NUL. */
const TEXT_EXTS = new Set(['txt', 'csv']);

export const isImageType = (contentType: string): boolean => contentType in IMAGE_TYPES;

function extOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

function isUtf8Text(head: Buffer): boolean {
  if (head.includes(0)) return false;
  try {
    // stream: a multi-byte character cut at the end of the sample is not an error.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * The type of an upload from its first bytes (magic bytes), never from the name or the declared
 * type; null when it is not on the kind's allow-list. The name only chooses between formats the
 * content cannot tell apart (a zip that is a .docx, a CFB that is a .xls, text that is a .csv).
 */
export async function detectType(head: Buffer, name: string, kind: FileKind): Promise<Detected | null> {
  const { fileTypeFromBuffer } = await import('file-type');
  const found = await fileTypeFromBuffer(head);
  const ext = extOf(name);
  if (found && found.mime in IMAGE_TYPES) return { contentType: found.mime, ext: IMAGE_TYPES[found.mime] };
  if (kind === 'image') return null;
  if (found?.mime === 'application/zip' && ext in ZIP_OFFICE) return { contentType: ZIP_OFFICE[ext], ext };
  if (found && found.mime in DOCUMENT_TYPES) return { contentType: found.mime, ext: DOCUMENT_TYPES[found.mime] };
  if (found?.mime === 'application/x-cfb' && ext in CFB_OFFICE) return { contentType: CFB_OFFICE[ext], ext };
  if (!found && isUtf8Text(head) && !/^\s*</.test(head.toString('utf8', 0, 64))) {
    return { contentType: ext === 'csv' ? 'text/csv' : 'text/plain', ext: TEXT_EXTS.has(ext) ? ext : 'txt' };
  }
  return null;
}
