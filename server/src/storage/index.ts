import type { Config } from '../config';
import type { Clock } from '../lib/clock';
import { diskStorage } from './disk';
import { s3Storage } from './s3';
import type { Storage } from './storage';

export { contentDisposition } from './content-disposition';
export { UploadTokenError, verifyUploadToken, type UploadClaims } from './disk';
export { StorageKeyError } from './keys';
export { StorageLimitError, type Storage } from './storage';

export interface CreateStorageOptions {
  /** Hears the warning about a generated `STORAGE_SECRET` (the app's logger); else a process warning, once. */
  log?: { warn(message: string): void };
  /** Dates the disk adapter's upload tokens (the app's clock, so tests can move it). */
  clock?: Clock;
}

export const GENERATED_SECRET_WARNING =
  'STORAGE_SECRET is not set: direct-upload URLs are signed with a random per-process secret and stop working after a ' +
  'restart or on another instance. Set STORAGE_SECRET (32+ characters, the same on every instance).';

let warnedProcess = false;

/** The adapter `config.storage.kind` names: `disk` under `config.storage.dir`, or `s3` with `config.storage.s3`. */
export function createStorage(config: Pick<Config, 'storage'>, options: CreateStorageOptions = {}): Storage {
  const settings = config.storage;
  switch (settings.kind) {
    case 'disk':
      if (settings.secretGenerated) {
        if (options.log) options.log.warn(GENERATED_SECRET_WARNING);
        else if (!warnedProcess) {
          warnedProcess = true;
          process.emitWarning(GENERATED_SECRET_WARNING, { code: 'B2B_STORAGE_SECRET' });
        }
      }
      return diskStorage({ root: settings.dir, secret: settings.secret, clock: options.clock });
    case 's3':
      return s3Storage(settings.s3);
    default:
      throw new Error(`unknown storage kind ${JSON.stringify((settings as { kind: unknown }).kind)}: use disk or s3`);
  }
}
