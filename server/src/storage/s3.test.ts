import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { startS3 } from '../test/storages';
import { describeStorageContract, generated } from './contract';
import { s3Storage } from './s3';

describeStorageContract('s3 (s3rver)', startS3);

describe('s3 storage', () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  const created = new Map<string, string>();
  before(async () => {
    s3 = await startS3();
    s3.server.on('event', (event) => {
      for (const record of event.Records) created.set(record.s3.object.key, record.eventName);
    });
  });
  after(() => s3?.close());

  test('a body of one part or less is one PutObject; a longer one a multipart upload of 5 MiB parts', async () => {
    await s3.storage.put('files/c1/small/upload', generated(5 * 1024 * 1024 - 1).stream(), {
      contentType: 'application/octet-stream',
      maxBytes: 10 * 1024 * 1024,
    });
    await s3.storage.put('files/c1/large/upload', generated(11 * 1024 * 1024).stream(), {
      contentType: 'application/octet-stream',
      maxBytes: 20 * 1024 * 1024,
    });
    assert.equal(created.get('files/c1/small/upload'), 'ObjectCreated:Put');
    assert.equal(created.get('files/c1/large/upload'), 'ObjectCreated:Post');
    assert.deepEqual(await s3.storage.stat('files/c1/large/upload'), { size: 11 * 1024 * 1024 });
  });

  test('a presigned PUT signs Content-Type and expires', async () => {
    const { url } = await s3.storage.presignPut('files/c1/signed/upload', {
      contentType: 'image/png',
      maxBytes: 100,
      expiresInSeconds: 60,
    });
    const query = new URL(url).searchParams;
    // s3rver checks the access key and the expiry, not the SigV4 signature itself: a real S3
    // refuses a PUT with another Content-Type because the header is signed.
    assert.equal(query.get('X-Amz-SignedHeaders'), 'content-type;host');
    assert.equal(query.get('X-Amz-Expires'), '60');
    assert.equal(query.get('x-amz-checksum-crc32'), null, 'no checksum of an empty body in the URL');
    assert.equal(query.get('x-amz-sdk-checksum-algorithm'), null);

    const past = s3Storage({ ...s3.options, now: () => new Date(Date.now() - 120_000) });
    const expired = await past.presignPut('files/c1/late/upload', { contentType: 'image/png', maxBytes: 100, expiresInSeconds: 60 });
    const response = await fetch(expired.url, { method: 'PUT', headers: expired.headers, body: 'x' });
    assert.equal(response.status, 403);
    assert.match(await response.text(), /Request has expired/);
    assert.equal(await s3.storage.stat('files/c1/late/upload'), null);
    const download = await past.presignGet('files/c1/large/upload', {
      fileName: 'a.bin',
      contentType: 'application/octet-stream',
      expiresInSeconds: 60,
    });
    assert.equal((await fetch(download!)).status, 403);
  });

  test('an unknown access key is an error, not a missing object', async () => {
    const storage = s3Storage({ ...s3.options, accessKeyId: 'NOBODY' });
    await assert.rejects(storage.get('files/c1/any/upload'), /InvalidAccessKeyId|access key/i);
    await assert.rejects(
      storage.put('files/c1/any/upload', Readable.from([Buffer.from('x')]), { contentType: 'text/plain', maxBytes: 10 }),
    );
  });
});
