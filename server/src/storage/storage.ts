import type { Readable } from 'node:stream';

/** Where file bytes live: `./data/uploads` on disk (default) or any S3-compatible bucket. */
export interface Storage {
  readonly kind: 'disk' | 's3';

  /**
   * Streams `body` into `key`, never holding the whole file in memory. Rejects with
   * `StorageLimitError` (and stores nothing) once more than `maxBytes` arrive.
   */
  put(key: string, body: Readable, options: { contentType: string; maxBytes: number }): Promise<{ size: number }>;

  /** The object's bytes as a stream, or null when there is no such object. */
  get(key: string): Promise<{ body: Readable; size: number } | null>;

  /** The first `length` bytes (to detect the type of an object uploaded directly), or null. */
  head(key: string, length: number): Promise<Buffer | null>;

  /** Size of the object, or null when there is none. */
  stat(key: string): Promise<{ size: number } | null>;

  /** Removes the object; no error when it is already gone. */
  delete(key: string): Promise<void>;

  /**
   * Where the browser PUTs the bytes of `key` directly, valid `expiresInSeconds`, with the headers
   * it must send. Disk: a URL of the API itself carrying a signed, expiring token.
   */
  presignPut(
    key: string,
    options: { contentType: string; maxBytes: number; expiresInSeconds: number },
  ): Promise<{ url: string; headers: Record<string, string> }>;

  /**
   * A short-lived URL the browser may GET the object from, answered with `contentType` and a
   * `Content-Disposition` of `disposition` (default `attachment`), or null when the API serves the
   * bytes itself (disk).
   */
  presignGet(
    key: string,
    options: { fileName: string; contentType: string; expiresInSeconds: number; disposition?: 'attachment' | 'inline' },
  ): Promise<string | null>;
}

export class StorageLimitError extends Error {
  constructor(readonly maxBytes: number) {
    super(`more than ${maxBytes} bytes`);
    this.name = 'StorageLimitError';
  }
}
