export interface FileLimits {
  /** MIME types (`image/png`, `image/*`) and extensions (`.pdf`), as a list or comma-separated like `<input accept>`. */
  accept?: string | string[];
  maxSizeMB?: number;
}

export type FileRejection = { reason: 'type' } | { reason: 'size'; maxBytes: number } | { reason: 'count'; maxCount: number };

const BYTES_PER_MB = 1024 * 1024;

export function acceptList(accept: FileLimits['accept']): string[] {
  const entries = Array.isArray(accept) ? accept : (accept ?? '').split(',');
  return entries.map((entry) => entry.trim().toLowerCase()).filter(Boolean);
}

function matchesAccept(file: File, pattern: string): boolean {
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  if (pattern.startsWith('.')) return name.endsWith(pattern);
  if (pattern.endsWith('/*')) return type.startsWith(pattern.slice(0, -1));
  return type === pattern;
}

/** The reason a file may not be sent, or null when it passes the type and size limits. */
export function checkFile(file: File, { accept, maxSizeMB }: FileLimits): FileRejection | null {
  const patterns = acceptList(accept);
  if (patterns.length > 0 && !patterns.some((pattern) => matchesAccept(file, pattern))) return { reason: 'type' };
  if (maxSizeMB !== undefined && file.size > maxSizeMB * BYTES_PER_MB) return { reason: 'size', maxBytes: maxSizeMB * BYTES_PER_MB };
  return null;
}
