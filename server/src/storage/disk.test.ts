import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { after, describe, test } from 'node:test';
import { ManualClock } from '../lib/clock';
import { describeStorageContract, generated, HOSTILE_KEYS } from './contract';
import { diskStorage, signUploadToken, UploadTokenError, verifyUploadToken } from './disk';
import { StorageLimitError, type Storage } from './storage';

const SECRET = 'test-secret-0123456789abcdef-0123456789';

/**
 * The disk adapter behind a stand-in for the API's upload route (`PUT /api/files/upload/:token`):
 * the token checked, the declared type compared, the body streamed into the storage.
 */
async function diskHarness(base: string) {
  const root = path.join(base, 'root');
  const server: Server = createServer((request, response) => {
    const token = /^\/api\/files\/upload\/([^/?]+)$/.exec(request.url ?? '')?.[1];
    const answer = (status: number, text = '') => response.writeHead(status, { 'content-type': 'text/plain' }).end(text);
    if (request.method !== 'PUT' || !token) return answer(404);
    let claims;
    try {
      claims = verifyUploadToken(token, SECRET);
    } catch (error) {
      return answer(403, String(error));
    }
    if (request.headers['content-type'] !== claims.contentType) return answer(415);
    storage.put(claims.key, request, claims).then(
      () => answer(200),
      (error: unknown) => answer(error instanceof StorageLimitError ? 413 : 500, String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const storage: Storage = diskStorage({ root, secret: SECRET, publicBaseUrl: `http://127.0.0.1:${port}/` });
  return {
    storage,
    root,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const base = mkdtempSync(path.join(os.tmpdir(), 'b2b-disk-storage-'));
after(() => rmSync(base, { recursive: true, force: true }));

describeStorageContract('disk', () => diskHarness(base));

/** Every file under `dir`, relative, recursively. */
const filesUnder = (dir: string) => (existsSync(dir) ? readdirSync(dir, { recursive: true }).map(String) : []);

describe('disk storage', () => {
  test('files live under the root; no temp file stays behind after a success or a refusal', async () => {
    const root = mkdtempSync(path.join(base, 'own-'));
    const storage = diskStorage({ root, secret: SECRET });
    await storage.put('files/c1/f1/upload', generated(300_000).stream(), { contentType: 'image/png', maxBytes: 300_000 });
    await assert.rejects(
      storage.put('files/c1/f2/upload', generated(300_001).stream(), { contentType: 'image/png', maxBytes: 300_000 }),
      StorageLimitError,
    );
    assert.ok(existsSync(path.join(root, 'files/c1/f1/upload')));
    assert.deepEqual(
      filesUnder(root).filter((name) => name.includes('.part')),
      [],
    );
    assert.equal(existsSync(path.join(root, 'files/c1/f2/upload')), false);
  });

  test('delete removes the folders it emptied, and only those', async () => {
    const root = mkdtempSync(path.join(base, 'prune-'));
    const storage = diskStorage({ root, secret: SECRET });
    const put = (key: string) => storage.put(key, Readable.from([Buffer.from('x')]), { contentType: 'text/plain', maxBytes: 1 });
    await put('files/c1/a/upload');
    await put('files/c1/a/thumb');
    await put('files/c1/b/upload');
    await storage.delete('files/c1/a/upload');
    assert.ok(existsSync(path.join(root, 'files/c1/a/thumb')));
    await storage.delete('files/c1/a/thumb');
    assert.equal(existsSync(path.join(root, 'files/c1/a')), false);
    assert.ok(existsSync(path.join(root, 'files/c1/b/upload')));
    assert.ok(existsSync(root), 'the root stays');
    // A key naming a folder is no object.
    assert.equal(await storage.stat('files/c1'), null);
    assert.equal(await storage.get('files/c1'), null);
    assert.equal(await storage.head('files/c1', 4), null);
  });

  test('hostile keys write nothing anywhere', async () => {
    const sandbox = mkdtempSync(path.join(base, 'sandbox-'));
    const root = path.join(sandbox, 'a', 'root');
    const storage = diskStorage({ root, secret: SECRET });
    for (const key of HOSTILE_KEYS) {
      await assert.rejects(storage.put(key, Readable.from([Buffer.from('pwned')]), { contentType: 'text/plain', maxBytes: 10 }));
    }
    assert.deepEqual(filesUnder(sandbox), [], 'not even the root was created');
  });

  test('a secret shorter than 16 characters is refused', () => {
    assert.throws(() => diskStorage({ root: base, secret: 'short' }), /at least 16/);
  });

  test('presignPut: an API path with a signed, expiring token; presignGet: null', async () => {
    const clock = new ManualClock(new Date('2025-06-01T02:00:00Z'));
    const storage = diskStorage({ root: path.join(base, 'presign'), secret: SECRET, clock });
    const { url, headers } = await storage.presignPut('files/c1/f1/upload', {
      contentType: 'application/pdf',
      maxBytes: 5000,
      expiresInSeconds: 900,
    });
    assert.match(url, /^\/api\/files\/upload\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    assert.deepEqual(headers, { 'Content-Type': 'application/pdf' });
    const token = url.split('/').at(-1)!;
    const claims = { key: 'files/c1/f1/upload', contentType: 'application/pdf', maxBytes: 5000 };

    assert.deepEqual(verifyUploadToken(token, SECRET, clock.now()), claims);
    assert.deepEqual(verifyUploadToken(token, SECRET, clock.now().getTime() + 899_999), claims);
    const reason = (expected: string) => (error: unknown) => error instanceof UploadTokenError && error.reason === expected;
    assert.throws(() => verifyUploadToken(token, SECRET, clock.now().getTime() + 900_000), reason('expired'));
    clock.advance(901_000);
    assert.throws(() => verifyUploadToken(token, SECRET, clock.now()), reason('expired'));

    assert.equal(
      await storage.presignGet('files/c1/f1/upload', { fileName: 'a.pdf', contentType: 'application/pdf', expiresInSeconds: 60 }),
      null,
    );
  });

  test('verifyUploadToken refuses tampered, foreign and malformed tokens', () => {
    const now = Date.parse('2025-06-01T02:00:00Z');
    const claims = { key: 'files/c1/f1/upload', contentType: 'image/png', maxBytes: 1000 };
    const token = signUploadToken({ ...claims, exp: now + 60_000 }, SECRET);
    const [payload, signature] = token.split('.');
    const reason = (expected: string) => (error: unknown) => error instanceof UploadTokenError && error.reason === expected;

    assert.deepEqual(verifyUploadToken(token, SECRET, now), claims);
    // A bigger limit, another key, a later expiry under the old signature.
    for (const changed of [{ maxBytes: 10 ** 9 }, { key: 'files/c2/f1/upload' }, { exp: now + 10 ** 9 }]) {
      const forged = Buffer.from(JSON.stringify({ ...claims, exp: now + 60_000, ...changed })).toString('base64url');
      assert.throws(() => verifyUploadToken(`${forged}.${signature}`, SECRET, now), reason('signature'));
    }
    const flipped = signature.slice(0, -2) + (signature.at(-2) === 'A' ? 'B' : 'A') + signature.at(-1);
    assert.throws(() => verifyUploadToken(`${payload}.${flipped}`, SECRET, now), reason('signature'));
    assert.throws(() => verifyUploadToken(`${payload}.${signature.slice(0, 20)}`, SECRET, now), reason('signature'));
    assert.throws(() => verifyUploadToken(token, `${SECRET}x`, now), reason('signature'));
    for (const bad of ['', 'abc', `${token}.x`, `${payload}.`, `${payload}.${signature}=`, 'a b.c', `${payload}/..${signature}`]) {
      assert.throws(() => verifyUploadToken(bad, SECRET, now), reason('malformed'), JSON.stringify(bad));
    }
    // Signed but not a token of ours (not JSON, or missing claims): malformed.
    assert.throws(
      () => verifyUploadToken(signUploadToken({ ...claims, maxBytes: -1, exp: now + 1 }, SECRET), SECRET, now),
      reason('malformed'),
    );
  });
});
