import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { FILES_API, type PresignedUploadResult as Presigned } from '@b2b/shared/contract';
import { loadConfig } from '../../config';
import { files } from '../../db/schema';
import { bombPng, download, exe, jpegWithExif, PDF, putUpload } from '../../test/files';
import { assertError, assertOk, call, createTestApp, registerCompany, type TestApp } from '../../test/helpers';
import { STORAGES, type RunningStorage } from '../../test/storages';

const KB = 1024;

/**
 * The direct upload (upload/url, the browser's PUT, confirm) on each storage: on disk the PUT goes
 * to the API's own signed, expiring URL; on S3 to the presigned URL of the bucket.
 */
for (const kind of STORAGES)
  describe(`files: direct upload (${kind.name})`, () => {
    let t: TestApp;
    let stored: RunningStorage;
    let token: string;
    let companyId: string;
    let other: string;

    before(async () => {
      stored = await kind.start();
      const defaults = loadConfig({ DATABASE: 'pglite' }).files;
      t = await createTestApp({
        config: { storage: stored.config, files: { ...defaults, imageMaxBytes: 60 * KB, fileMaxBytes: 100 * KB, quotaBytes: 250 * KB } },
      });
      const session = await registerCompany(t.app, 'DEV');
      token = session.token;
      companyId = session.user.companyId!;
      other = (await registerCompany(t.app, 'SUP')).token;
    });
    after(async () => {
      await t?.close();
      await stored?.close();
    });

    /** The answer of upload/url, with the storage key the server keeps to itself (the API never answers it). */
    const ask = async (file = 'offer.pdf', fileType = 'application/pdf', kindOf?: 'image' | 'file') => {
      const body = { file, fileType, ...(kindOf && { kind: kindOf }) };
      const presigned: Presigned = assertOk(await call(t.app, 'POST', FILES_API.uploadUrl, { token, body }));
      assert.equal('key' in presigned, false);
      const [row] = await t.app.ctx.db.select({ key: files.storageKey }).from(files).where(eq(files.id, presigned.id));
      return { ...presigned, key: row.key };
    };
    const put = (presigned: Presigned, bytes: Buffer) => putUpload(t.app, presigned, bytes);
    const confirm = (id: string, caller = token, lang?: string) =>
      call(t.app, 'POST', FILES_API.uploadConfirm, { token: caller, body: { id }, lang });
    const stat = (key: string) => t.app.ctx.storage.stat(key);
    const rowCount = async () => (await t.app.ctx.db.select({ n: count() }).from(files))[0].n;
    /** Checks that what `action` did left neither an object of the company nor a file row. */
    async function storesNothing(action: () => Promise<void>) {
      const objects = await stored.keys(`files/${companyId}/`);
      const rows = await rowCount();
      await action();
      assert.deepEqual(await stored.keys(`files/${companyId}/`), objects, 'no object left');
      assert.equal(await rowCount(), rows, 'no row left');
    }

    it('takes the bytes at the upload URL without a bearer token, then the confirmation makes the file', async () => {
      const presigned = await ask();
      if (kind.name === 'disk') assert.match(presigned.uploadUrl, /^\/api\/files\/upload\/[\w-]+\.[\w-]+$/);
      else assert.ok(presigned.uploadUrl.startsWith(`${stored.config.s3.endpoint}/${stored.config.s3.bucket}/${presigned.key}?`));
      assert.deepEqual(presigned.headers, { 'Content-Type': 'application/pdf' });
      assertError(await call(t.app, 'GET', presigned.url, { token }), 404, 'NOT_FOUND');
      assert.equal(await put(presigned, PDF), 200);
      assert.deepEqual(await stat(presigned.key), { size: PDF.length });
      const file = assertOk(await confirm(presigned.id));
      assert.equal(file.size, PDF.length);
      assert.equal(file.contentType, 'application/pdf');
      const res = await download(t.app, file.url, token);
      assert.equal(Boolean(res.signedUrl), kind.name === 's3');
      assert.deepEqual(res.body, PDF);
      assert.match(String(res.headers['content-disposition']), /^attachment; filename="offer.pdf"/);
    });

    it('confirms an image into a cleaned copy and a thumbnail, the raw upload deleted; a second confirmation is 409', async () => {
      const jpeg = await jpegWithExif();
      const presigned = await ask('scan.jpg', 'image/jpeg', 'image');
      assert.equal(await put(presigned, jpeg), 200);
      const done = assertOk(await confirm(presigned.id));
      assert.equal(done.contentType, 'image/jpeg');
      assert.ok(done.thumbUrl);
      assert.equal(await stat(presigned.key), null, 'the raw upload replaced by the cleaned image');
      assert.equal((await stored.keys(`files/${companyId}/${presigned.id}/`)).length, 2);
      assert.equal((await sharp((await download(t.app, done.url, token)).body).metadata()).exif, undefined);
      assertError(await confirm(presigned.id, token, 'en_US'), 409, 'STATE_CONFLICT');
      assert.equal((await download(t.app, done.url, token)).status, 200, 'the second confirmation broke nothing');
    });

    it('refuses a confirmation for an object never uploaded, and another company', async () => {
      const presigned = await ask();
      assertError(await confirm(presigned.id, token, 'en_US'), 400, 'UPLOAD_MISSING');
      assertError(await confirm(presigned.id, other), 404, 'NOT_FOUND');
      assertError(await confirm(randomUUID()), 404, 'NOT_FOUND');
      assertError(await confirm('../x'), 400, 'VALIDATION');
    });

    it('checks the stored object at the confirmation: type, zero bytes, image dimensions', async () => {
      await storesNothing(async () => {
        const renamed = await ask('photo.png', 'image/png', 'image');
        assert.equal(await put(renamed, exe()), 200);
        assertError(await confirm(renamed.id), 415, 'FILE_TYPE');
        const empty = await ask('empty.txt', 'text/plain');
        assert.equal(await put(empty, Buffer.alloc(0)), 200);
        assertError(await confirm(empty.id), 400, 'FILE_EMPTY');
        const bomb = await ask('bomb.png', 'image/png', 'image');
        assert.equal(await put(bomb, bombPng()), 200);
        assertError(await confirm(bomb.id), 400, 'IMAGE_TOO_LARGE');
      });
    });

    it('refuses more bytes than the limit: at the PUT on disk (the token carries it), at the confirmation on S3', async () => {
      const bytes = Buffer.alloc(100 * KB + 1, 'a');
      if (kind.name === 'disk') {
        const big = await ask('big.txt', 'text/plain');
        const answer = await t.app.inject({ method: 'PUT', url: big.uploadUrl, headers: big.headers, payload: bytes });
        assert.equal(answer.statusCode, 413);
        assert.equal(answer.json().data.reason, 'FILE_TOO_LARGE');
        assert.equal(await stat(big.key), null);
        assertError(await confirm(big.id), 400, 'UPLOAD_MISSING');
        return;
      }
      // A presigned PUT cannot cap the size: S3 takes it, the confirmation refuses and deletes it.
      await storesNothing(async () => {
        const big = await ask('big.txt', 'text/plain');
        assert.equal(await put(big, bytes), 200);
        assert.deepEqual(await stat(big.key), { size: bytes.length });
        assertError(await confirm(big.id), 413, 'FILE_TOO_LARGE');
      });
    });

    it('expires unconfirmed uploads and purges them with their objects (a recurring job)', async () => {
      const late = await ask('late.txt', 'text/plain');
      assert.equal(await put(late, Buffer.from('late')), 200);
      const abandoned = await ask('gone.txt', 'text/plain');
      assert.equal(await put(abandoned, Buffer.from('gone')), 200);
      t.clock.advance(t.config.files.uploadUrlMinutes * 60_000 + 1000);
      assertError(await confirm(late.id, token, 'en_US'), 410, 'UPLOAD_EXPIRED');
      assert.equal(await stat(late.key), null);
      assert.ok(await stat(abandoned.key));
      await t.app.ctx.jobs.ensureRecurring();
      assert.ok((await t.app.ctx.jobs.runDueJobs()) >= 1);
      assert.equal(await stat(abandoned.key), null);
      assert.equal((await t.app.ctx.db.select().from(files).where(eq(files.id, abandoned.id))).length, 0);
      assertError(await confirm(abandoned.id), 404, 'NOT_FOUND');
    });

    if (kind.name === 's3') {
      it('has no upload route of the API: S3 takes the PUT itself', async () => {
        const presigned = await ask();
        const forged = Buffer.from(presigned.key).toString('base64url');
        const answer = await t.app.inject({ method: 'PUT', url: FILES_API.uploadPut.replace(':token', `${forged}.x`), payload: PDF });
        assert.equal(answer.statusCode, 404);
        assert.equal(await stat(presigned.key), null);
      });
    }

    if (kind.name === 'disk') {
      describe('the API upload route (disk only)', () => {
        const putRaw = (url: string, body: Buffer, contentType = 'application/pdf', lang?: string) =>
          t.app.inject({
            method: 'PUT',
            url,
            payload: body,
            headers: { 'content-type': contentType, ...(lang && { 'accept-language': lang }) },
          });

        it('refuses a tampered token, in the caller language', async () => {
          const presigned = await ask();
          const [payload, signature] = presigned.uploadUrl.split('/').pop()!.split('.');
          const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
          const forged = Buffer.from(JSON.stringify({ ...claims, maxBytes: 10 ** 12 })).toString('base64url');
          const answer = await putRaw(FILES_API.uploadPut.replace(':token', `${forged}.${signature}`), PDF, 'application/pdf', 'en_US');
          assert.equal(answer.statusCode, 400);
          assert.equal(answer.json().data.reason, 'UPLOAD_INVALID');
          assert.equal(answer.json().msg, 'The upload link is not valid');
          assertError(await confirm(presigned.id), 400, 'UPLOAD_MISSING');
        });

        it('refuses an expired token and stores nothing', async () => {
          const presigned = await ask();
          t.clock.advance(t.config.files.uploadUrlMinutes * 60_000 + 1000);
          const answer = await putRaw(presigned.uploadUrl, PDF);
          assert.equal(answer.statusCode, 410);
          assert.equal(answer.json().data.reason, 'UPLOAD_EXPIRED');
          assert.equal(await stat(presigned.key), null);
        });

        it('refuses another content type than the one signed', async () => {
          const presigned = await ask();
          const answer = await putRaw(presigned.uploadUrl, PDF, 'text/html');
          assert.equal(answer.statusCode, 400);
          assert.equal(answer.json().data.reason, 'UPLOAD_INVALID');
          assert.equal(await stat(presigned.key), null);
        });

        it('refuses a replay of the URL once the upload was confirmed', async () => {
          const presigned = await ask();
          assert.equal(await put(presigned, PDF), 200);
          assertOk(await confirm(presigned.id));
          const replay = await putRaw(presigned.uploadUrl, Buffer.concat([PDF, Buffer.from('%replayed')]));
          assert.equal(replay.statusCode, 410);
          assert.equal(replay.json().data.reason, 'UPLOAD_EXPIRED');
          assert.deepEqual(await stat(presigned.key), { size: PDF.length }, 'the confirmed file unchanged');
        });
      });
    }
  });
