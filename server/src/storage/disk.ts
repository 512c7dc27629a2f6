import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdir, open, rename, rm, rmdir, stat, unlink, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FILES_API } from '@b2b/shared/contract';
import type { Clock } from '../lib/clock';
import { assertStorageKey, StorageKeyError } from './keys';
import { StorageLimitError, type Storage } from './storage';

export interface DiskStorageOptions {
  /** The folder every object lives under (created when missing). */
  root: string;
  /** Prefix of the upload URLs (`https://api.example.com`); unset: a path of the API's own origin. */
  publicBaseUrl?: string;
  /** Signs the upload tokens (HMAC-SHA256); at least 16 characters. */
  secret: string;
  /** Time of the upload tokens' expiry; the system clock by default. */
  clock?: Clock;
}

/** What a direct-upload token allows: PUT at most `maxBytes` of `contentType` into `key`. */
export interface UploadClaims {
  key: string;
  contentType: string;
  maxBytes: number;
}

export class UploadTokenError extends Error {
  constructor(readonly reason: 'malformed' | 'signature' | 'expired') {
    super(`upload token ${reason}`);
    this.name = 'UploadTokenError';
  }
}

const TOKEN_CONTEXT = 'b2b-storage-upload.v1.';
const BASE64URL = /^[A-Za-z0-9_-]+$/;

function sign(payload: string, secret: string): Buffer {
  return createHmac('sha256', secret)
    .update(TOKEN_CONTEXT + payload)
    .digest();
}

/** `base64url(JSON {key, contentType, maxBytes, exp})` + `.` + `base64url(HMAC-SHA256)`; `exp` in epoch ms. */
export function signUploadToken(claims: UploadClaims & { exp: number }, secret: string): string {
  const { key, contentType, maxBytes, exp } = claims;
  const payload = Buffer.from(JSON.stringify({ key, contentType, maxBytes, exp })).toString('base64url');
  return `${payload}.${sign(payload, secret).toString('base64url')}`;
}

/**
 * The claims of a token `presignPut` made, checked: throws `UploadTokenError` when it is malformed,
 * signed with another secret or altered (compared in constant time), or expired at `now`.
 */
export function verifyUploadToken(token: string, secret: string, now: Date | number = Date.now()): UploadClaims {
  const parts = typeof token === 'string' && token.length <= 8192 ? token.split('.') : [];
  if (parts.length !== 2 || !BASE64URL.test(parts[0]) || !BASE64URL.test(parts[1])) throw new UploadTokenError('malformed');
  const [payload, signature] = parts;
  const expected = sign(payload, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new UploadTokenError('signature');
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw new UploadTokenError('malformed');
  }
  const { key, contentType, maxBytes, exp } = (claims ?? {}) as Record<string, unknown>;
  if (
    typeof key !== 'string' ||
    typeof contentType !== 'string' ||
    !Number.isSafeInteger(maxBytes) ||
    (maxBytes as number) < 0 ||
    typeof exp !== 'number'
  ) {
    throw new UploadTokenError('malformed');
  }
  const at = typeof now === 'number' ? now : now.getTime();
  if (!(at < exp)) throw new UploadTokenError('expired');
  return { key, contentType, maxBytes: maxBytes as number };
}

const isMissing = (error: unknown) => ['ENOENT', 'ENOTDIR', 'EISDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/** The open file of an object with its size, or null when there is no such file; the caller closes it. */
async function openObject(file: string): Promise<{ handle: FileHandle; size: number } | null> {
  let handle: FileHandle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
  try {
    const info = await handle.stat();
    if (info.isFile()) return { handle, size: info.size };
  } catch (error) {
    await handle.close();
    throw error;
  }
  await handle.close();
  return null;
}

/**
 * Objects as files under `root` (`./data/uploads` by default): a key is a relative path, checked
 * by `assertStorageKey` and then resolved and required to stay under `root`. Uploads are streamed
 * to a temp file beside the target and renamed into place once complete, so a reader never sees a
 * partial object. Direct uploads PUT to the API itself with a signed, expiring token; downloads
 * are served by the API (`presignGet` answers null).
 */
export function diskStorage(options: DiskStorageOptions): Storage {
  const root = path.resolve(options.root);
  if (typeof options.secret !== 'string' || options.secret.length < 16) {
    throw new Error('disk storage: the upload-token secret must have at least 16 characters');
  }
  const secret = options.secret;
  const base = (options.publicBaseUrl ?? '').replace(/\/+$/, '');
  const now = () => (options.clock ? options.clock.now().getTime() : Date.now());

  const fileOf = (key: string) => {
    assertStorageKey(key);
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep)) throw new StorageKeyError(key);
    return file;
  };

  /** Creates the temp file, making its folder; once more if a concurrent `delete` pruned the folder meanwhile. */
  async function createTemp(dir: string, name: string): Promise<{ temp: string; handle: FileHandle }> {
    for (let attempt = 0; ; attempt++) {
      await mkdir(dir, { recursive: true });
      const temp = path.join(dir, `.${name}.${randomUUID()}.part`);
      try {
        return { temp, handle: await open(temp, 'wx', 0o640) };
      } catch (error) {
        if (attempt >= 2 || (error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  }

  /** Removes the now empty folders between the deleted file and the root. */
  async function prune(dir: string) {
    while (dir.startsWith(root + path.sep)) {
      try {
        await rmdir(dir);
      } catch {
        return;
      }
      dir = path.dirname(dir);
    }
  }

  return {
    kind: 'disk',

    async put(key, body, { maxBytes }) {
      const file = fileOf(key);
      let temp: string | undefined;
      let size = 0;
      try {
        const created = await createTemp(path.dirname(file), path.basename(file));
        temp = created.temp;
        const limit = new Transform({
          transform(chunk: Buffer, _encoding, callback) {
            size += chunk.length;
            if (size > maxBytes) callback(new StorageLimitError(maxBytes));
            else callback(null, chunk);
          },
        });
        await pipeline(body, limit, created.handle.createWriteStream());
        await rename(temp, file);
        return { size };
      } catch (error) {
        body.destroy();
        if (temp) await rm(temp, { force: true });
        throw error;
      }
    },

    async get(key) {
      const object = await openObject(fileOf(key));
      if (!object) return null;
      return { body: object.handle.createReadStream() as Readable, size: object.size };
    },

    async head(key, length) {
      const object = await openObject(fileOf(key));
      if (!object) return null;
      const { handle, size } = object;
      try {
        const buffer = Buffer.alloc(Math.max(0, Math.min(length, size)));
        let filled = 0;
        while (filled < buffer.length) {
          const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, filled);
          if (bytesRead === 0) break;
          filled += bytesRead;
        }
        return buffer.subarray(0, filled);
      } finally {
        await handle.close();
      }
    },

    async stat(key) {
      const file = fileOf(key);
      try {
        const info = await stat(file);
        return info.isFile() ? { size: info.size } : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      const file = fileOf(key);
      try {
        await unlink(file);
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      await prune(path.dirname(file));
    },

    async presignPut(key, { contentType, maxBytes, expiresInSeconds }) {
      fileOf(key);
      const token = signUploadToken({ key, contentType, maxBytes, exp: now() + expiresInSeconds * 1000 }, secret);
      return { url: base + FILES_API.uploadPut.replace(':token', token), headers: { 'Content-Type': contentType } };
    },

    async presignGet(key) {
      fileOf(key);
      return null;
    },
  };
}
