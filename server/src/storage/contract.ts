import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { StorageKeyError } from './keys';
import { StorageLimitError, type Storage } from './storage';

/** What an adapter's test file provides: the storage under test and how to tear it down. */
export interface StorageHarness {
  storage: Storage;
  close(): Promise<void>;
}

const MiB = 1024 * 1024;

/**
 * `size` bytes of a deterministic pattern (each 64 KiB chunk differs, so a reordered or repeated
 * part changes the hash), produced chunk by chunk: never the whole body in one Buffer.
 */
export function generated(size: number, seed = 1): { stream: () => Readable; sha256: string; first: (n: number) => Buffer } {
  const CHUNK = 64 * 1024;
  const chunkAt = (index: number, length: number) => {
    if (length < 4) return Buffer.alloc(length, seed + index);
    const chunk = Buffer.alloc(length);
    for (let i = 0; i < length; i += 4) chunk.writeUInt32BE((index * 2654435761 + i * 40503 + seed) >>> 0, Math.min(i, length - 4));
    return chunk;
  };
  function* chunks() {
    for (let offset = 0, index = 0; offset < size; offset += CHUNK, index++) yield chunkAt(index, Math.min(CHUNK, size - offset));
  }
  const hash = createHash('sha256');
  for (const chunk of chunks()) hash.update(chunk);
  return {
    stream: () => Readable.from(chunks(), { objectMode: false }),
    sha256: hash.digest('hex'),
    first: (n) => {
      const parts: Buffer[] = [];
      let taken = 0;
      for (const chunk of chunks()) {
        if (taken >= n) break;
        parts.push(chunk.subarray(0, n - taken));
        taken += parts.at(-1)!.length;
      }
      return Buffer.concat(parts);
    },
  };
}

export async function sha256Of(stream: Readable): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), size };
}

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Keys the server never makes and every adapter refuses before touching anything. */
export const HOSTILE_KEYS = [
  '../x',
  '../../etc/passwd',
  'files/../../x',
  'files/./x',
  '/etc/passwd',
  'a\\b',
  '..\\x',
  'a\u0000b',
  'a\nb',
  'a\rb',
  'a\u007fb',
  '',
  'a//b',
  'a/',
  '.hidden',
  'C:/x',
  'x'.repeat(1025),
];

let counter = 0;
const uniqueKey = (label: string) => `files/contract/${label}-${process.pid}-${++counter}/upload`;

/**
 * The behaviour every `Storage` adapter must have, run against each (disk.test.ts, s3.test.ts).
 * `make` starts whatever the adapter needs; its `close` is awaited after the suite.
 */
export function describeStorageContract(name: string, make: () => Promise<StorageHarness>): void {
  describe(`storage contract: ${name}`, { timeout: 60_000 }, () => {
    let harness: StorageHarness;
    let storage: Storage;
    before(async () => {
      harness = await make();
      storage = harness.storage;
    });
    after(async () => {
      await harness?.close();
    });

    test('a multi-MB stream: put, stat, head, get, delete', async () => {
      const key = uniqueKey('big');
      const body = generated(12 * MiB + 12_345);
      const source = body.stream();
      assert.deepEqual(await storage.put(key, source, { contentType: 'application/pdf', maxBytes: 20 * MiB }), { size: 12 * MiB + 12_345 });
      assert.deepEqual(await storage.stat(key), { size: 12 * MiB + 12_345 });
      assert.deepEqual(await storage.head(key, 16), body.first(16));
      assert.deepEqual(await storage.head(key, 4100), body.first(4100));
      const object = await storage.get(key);
      assert.ok(object);
      assert.equal(object.size, 12 * MiB + 12_345);
      assert.deepEqual(await sha256Of(object.body), { sha256: body.sha256, size: 12 * MiB + 12_345 });
      await storage.delete(key);
      assert.equal(await storage.stat(key), null);
      assert.equal(await storage.get(key), null);
      assert.equal(await storage.head(key, 16), null);
      await storage.delete(key);
    });

    test('small and empty objects; head never reads past the end; put replaces', async () => {
      const key = uniqueKey('small');
      assert.deepEqual(
        await storage.put(key, Readable.from([Buffer.from('hello '), Buffer.from('world')]), { contentType: 'text/plain', maxBytes: 11 }),
        {
          size: 11,
        },
      );
      assert.equal((await storage.head(key, 100))?.toString(), 'hello world');
      assert.equal((await storage.head(key, 5))?.toString(), 'hello');
      await storage.put(key, Readable.from([Buffer.from('again')]), { contentType: 'text/plain', maxBytes: 100 });
      const object = await storage.get(key);
      assert.equal((await readAll(object!.body)).toString(), 'again');
      assert.equal(object!.size, 5);

      const empty = uniqueKey('empty');
      assert.deepEqual(await storage.put(empty, Readable.from([]), { contentType: 'text/plain', maxBytes: 10 }), { size: 0 });
      assert.deepEqual(await storage.stat(empty), { size: 0 });
      assert.deepEqual(await storage.head(empty, 16), Buffer.alloc(0));
      const emptyObject = await storage.get(empty);
      assert.equal(emptyObject?.size, 0);
      assert.equal((await readAll(emptyObject!.body)).length, 0);
      await storage.delete(key);
      await storage.delete(empty);
    });

    test('over the limit: StorageLimitError, the body destroyed, nothing stored', async () => {
      for (const [size, maxBytes] of [
        [1001, 1000],
        [8 * MiB, 6 * MiB],
      ]) {
        const key = uniqueKey(`limit-${maxBytes}`);
        const source = generated(size).stream();
        await assert.rejects(storage.put(key, source, { contentType: 'application/octet-stream', maxBytes }), (error: unknown) => {
          assert.ok(error instanceof StorageLimitError, String(error));
          assert.equal(error.maxBytes, maxBytes);
          return true;
        });
        assert.ok(source.destroyed, 'the body is destroyed');
        assert.equal(await storage.stat(key), null, `nothing stored for ${size} > ${maxBytes}`);
        assert.equal(await storage.get(key), null);
      }
      const exact = uniqueKey('exact');
      assert.deepEqual(await storage.put(exact, generated(1000).stream(), { contentType: 'text/plain', maxBytes: 1000 }), { size: 1000 });
      await storage.delete(exact);
    });

    test('a failing body stores nothing', async () => {
      const key = uniqueKey('failing');
      const source = new Readable({ read() {} });
      source.push(Buffer.alloc(1000, 1));
      setTimeout(() => source.destroy(new Error('client went away')), 20);
      await assert.rejects(storage.put(key, source, { contentType: 'text/plain', maxBytes: 10_000 }), /client went away/);
      assert.equal(await storage.stat(key), null);
    });

    test('a missing object: null from get, head and stat; delete is quiet', async () => {
      const key = uniqueKey('missing');
      assert.equal(await storage.get(key), null);
      assert.equal(await storage.head(key, 10), null);
      assert.equal(await storage.stat(key), null);
      await storage.delete(key);
    });

    test('hostile keys are refused by every method', async () => {
      for (const key of HOSTILE_KEYS) {
        const refused = (error: unknown) => error instanceof StorageKeyError;
        await assert.rejects(
          storage.put(key, Readable.from([Buffer.from('x')]), { contentType: 'text/plain', maxBytes: 10 }),
          refused,
          JSON.stringify(key),
        );
        await assert.rejects(storage.get(key), refused);
        await assert.rejects(storage.head(key, 1), refused);
        await assert.rejects(storage.stat(key), refused);
        await assert.rejects(storage.delete(key), refused);
        await assert.rejects(storage.presignPut(key, { contentType: 'text/plain', maxBytes: 10, expiresInSeconds: 60 }), refused);
        await assert.rejects(storage.presignGet(key, { fileName: 'x', contentType: 'text/plain', expiresInSeconds: 60 }), refused);
      }
    });

    test('presignPut: a real HTTP PUT of the URL with its headers stores the bytes', async () => {
      const key = uniqueKey('direct');
      const { url, headers } = await storage.presignPut(key, { contentType: 'application/pdf', maxBytes: 1000, expiresInSeconds: 60 });
      assert.deepEqual(headers, { 'Content-Type': 'application/pdf' });
      const response = await fetch(url, { method: 'PUT', headers, body: '%PDF-1.7 direct upload' });
      assert.equal(response.status, 200, await response.text());
      assert.deepEqual(await storage.stat(key), { size: 22 });
      assert.equal((await storage.head(key, 8))?.toString(), '%PDF-1.7');
      await storage.delete(key);
    });

    test('presignGet: a URL whose GET answers the bytes as an attachment or inline, or null when the API serves them', async () => {
      const key = uniqueKey('download');
      await storage.put(key, Readable.from([Buffer.from('%PDF-1.7 report')]), { contentType: 'application/pdf', maxBytes: 100 });
      const url = await storage.presignGet(key, { fileName: '报价单 "Q3".pdf', contentType: 'application/pdf', expiresInSeconds: 60 });
      if (storage.kind === 'disk') {
        assert.equal(url, null);
      } else {
        assert.ok(url);
        const response = await fetch(url);
        assert.equal(response.status, 200);
        assert.equal(await response.text(), '%PDF-1.7 report');
        assert.equal(response.headers.get('content-type'), 'application/pdf');
        assert.equal(
          response.headers.get('content-disposition'),
          `attachment; filename="_ _Q3_.pdf"; filename*=UTF-8''%E6%8A%A5%E4%BB%B7%E5%8D%95%20%22Q3%22.pdf`,
        );
        const inline = await storage.presignGet(key, {
          fileName: 'notes.txt',
          contentType: 'text/plain; charset=utf-8',
          expiresInSeconds: 60,
          disposition: 'inline',
        });
        const shown = await fetch(inline!);
        assert.equal(shown.headers.get('content-type'), 'text/plain; charset=utf-8');
        assert.equal(shown.headers.get('content-disposition'), `inline; filename="notes.txt"; filename*=UTF-8''notes.txt`);
        await shown.arrayBuffer();
      }
      await storage.delete(key);
    });
  });
}
