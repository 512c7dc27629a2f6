/** A key no adapter accepts: the server makes its keys (`files/<companyId>/<id>/upload`), so this is a bug or an attack. */
export class StorageKeyError extends Error {
  constructor(readonly key: string) {
    super(`invalid storage key ${JSON.stringify(String(key).slice(0, 100))}`);
    this.name = 'StorageKeyError';
  }
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * The same rules for every adapter, so a key behaves alike on disk and on S3: `/`-separated
 * segments, none empty and none starting with `.` (no `.`, `..`, hidden or temp-file names), no
 * backslash, no control character, not absolute, at most 1024 bytes and 255 bytes a segment.
 * The disk adapter then also checks that the resolved path stays under its root.
 */
export function assertStorageKey(key: string): void {
  if (
    typeof key !== 'string' ||
    key.length === 0 ||
    Buffer.byteLength(key) > 1024 ||
    key.includes('\\') ||
    CONTROL.test(key) ||
    /^[A-Za-z]:/.test(key) ||
    key.split('/').some((segment) => segment === '' || segment.startsWith('.') || Buffer.byteLength(segment) > 255)
  ) {
    throw new StorageKeyError(key);
  }
}
