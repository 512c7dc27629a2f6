import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { apiPath, FILES_API, REASONS } from '@b2b/shared/contract';
import { loadConfig } from '../../config';
import { files } from '../../db/schema';
import { bombPng, download, exe, jpegWithExif, smallPng, svg } from '../../test/files';
import { assertError, assertOk, call, callMultipart, createTestApp, loginAs, registerCompany, type TestApp } from '../../test/helpers';
import { STORAGES, type RunningStorage } from '../../test/storages';

const KB = 1024;

for (const kind of STORAGES)
  describe(`files: upload and download (${kind.name})`, () => {
    let t: TestApp;
    let stored: RunningStorage;
    let dev: string;
    let sup: string;
    let png: Buffer;
    let jpeg: Buffer;

    before(async () => {
      stored = await kind.start();
      const defaults = loadConfig({ DATABASE: 'pglite' }).files;
      t = await createTestApp({
        seed: true,
        config: { storage: stored.config, files: { ...defaults, imageMaxBytes: 60 * KB, fileMaxBytes: 100 * KB, quotaBytes: 250 * KB } },
      });
      dev = (await loginAs(t.app, 'dev@demo.test')).token;
      sup = (await loginAs(t.app, 'sup@demo.test')).token;
      png = await smallPng();
      jpeg = await jpegWithExif();
    });
    after(async () => {
      await t?.close();
      await stored?.close();
    });

    /** The storage key, which only the server knows: the API never answers it. */
    const keyOf = async (id: string) => (await t.app.ctx.db.select({ key: files.storageKey }).from(files).where(eq(files.id, id)))[0].key;
    const rowCount = async () => (await t.app.ctx.db.select({ n: count() }).from(files))[0].n;
    /** Runs a refused call and checks that it stored neither an object nor a file row. */
    async function storesNothing(action: () => Promise<void>) {
      const objects = await stored.keys('files/');
      const rows = await rowCount();
      await action();
      assert.deepEqual(await stored.keys('files/'), objects, 'no object left');
      assert.equal(await rowCount(), rows, 'no row left');
    }
    const image = (fileName: string, content: Buffer, token = dev, lang?: string) =>
      callMultipart(t.app, FILES_API.uploadImage, { token, fileName, content, lang, contentType: 'image/png' });
    const file = (fileName: string, content: Buffer, token = dev, lang?: string) =>
      callMultipart(t.app, FILES_API.uploadFile, { token, fileName, content, lang });
    const get = (url: string, token?: string) => download(t.app, url, token);
    const onDisk = kind.name === 'disk';

    it('uploads an image: re-encoded without metadata, a thumbnail, served with safe headers', async () => {
      const up = assertOk(await image('photo.jpg', jpeg));
      assert.equal(up.contentType, 'image/jpeg');
      assert.equal(up.name, 'photo.jpg');
      assert.equal(up.url, `/api/files/${up.id}`);
      assert.ok(up.thumbUrl);
      assert.ok((await sharp(jpeg).metadata()).exif, 'the fixture has EXIF');
      const key = await keyOf(up.id);
      assert.equal('key' in up, false, 'the storage key (it names the company) never leaves the server');
      assert.deepEqual(await stored.keys(`files/${key.split('/')[1]}/${up.id}/`), [key, key.replace(/image-(\w+)$/, 'thumb-$1.webp')]);
      const res = await get(up.url, dev);
      assert.equal(res.status, 200);
      assert.equal(Boolean(res.signedUrl), !onDisk, 'S3 answers a redirect to a signed URL');
      assert.equal(res.headers['content-type'], 'image/jpeg');
      assert.match(String(res.headers['content-disposition']), /^inline; filename="photo.jpg"/);
      if (onDisk) {
        assert.equal(res.headers['x-content-type-options'], 'nosniff');
        assert.equal(res.headers['cache-control'], 'private, max-age=300');
      }
      const meta = await sharp(res.body).metadata();
      assert.equal(meta.exif, undefined, 'EXIF stripped');
      assert.equal(meta.width, 400);
      assert.equal(Number(res.headers['content-length']), up.size);
      const thumb = await get(up.thumbUrl, dev);
      assert.equal(thumb.headers['content-type'], 'image/webp');
      assert.equal((await sharp(thumb.body).metadata()).width, 320);
    });

    it('uploads a file, detected by content, served as an attachment', async () => {
      const text = Buffer.from('名称,数量\n螺丝,100\n');
      const up = assertOk(await file('清单.csv', text));
      assert.deepEqual([up.contentType, up.size, up.name], ['text/csv', text.length, '清单.csv']);
      const res = await get(up.url, dev);
      assert.equal(res.headers['content-type'], 'text/csv; charset=utf-8');
      assert.match(
        String(res.headers['content-disposition']),
        /^attachment; filename="download.csv"; filename\*=UTF-8''%E6%B8%85%E5%8D%95.csv$/,
      );
      assert.deepEqual(res.body, text);
      const key = await keyOf(up.id);
      assert.deepEqual(await stored.keys(`files/${key.split('/')[1]}/${up.id}/`), [key]);
      const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 0x20)]);
      assert.equal(assertOk(await file('report.bin', pdf)).name, 'report.pdf');
    });

    it('refuses an .exe renamed .png, in the caller language, storing nothing', async () => {
      await storesNothing(async () => {
        const en = await image('invoice.png', exe(), dev, 'en_US');
        assertError(en, 415, 'FILE_TYPE');
        assert.equal(en.body.msg, REASONS.FILE_TYPE['en-US']);
        const zh = await file('invoice.png', exe(), dev, 'zh_CN');
        assertError(zh, 415, 'FILE_TYPE');
        assert.equal(zh.body.msg, REASONS.FILE_TYPE['zh-CN']);
      });
    });

    it('refuses an SVG with a script, as image and as file', async () => {
      await storesNothing(async () => {
        assertError(await image('logo.png', svg), 415, 'FILE_TYPE');
        assertError(await image('logo.svg', svg), 415, 'FILE_TYPE');
        assertError(await file('logo.svg', svg), 415, 'FILE_TYPE');
        assertError(await file('page.txt', Buffer.from('<html><script>alert(1)</script></html>')), 415, 'FILE_TYPE');
      });
    });

    it('refuses a decompression bomb before decoding it', async () => {
      await storesNothing(async () => {
        const reply = await image('bomb.png', bombPng(), dev, 'en_US');
        assertError(reply, 400, 'IMAGE_TOO_LARGE');
        assert.equal(reply.body.msg, REASONS.IMAGE_TOO_LARGE['en-US']);
      });
    });

    it('refuses oversized files and zero bytes', async () => {
      await storesNothing(async () => {
        const noisy = await sharp(randomBytes(200 * 200 * 3), { raw: { width: 200, height: 200, channels: 3 } })
          .png()
          .toBuffer();
        assert.ok(noisy.length > 60 * KB);
        assertError(await image('noise.png', noisy), 413, 'FILE_TOO_LARGE');
        assertError(await file('big.txt', Buffer.alloc(100 * KB + 1, 'a')), 413, 'FILE_TOO_LARGE');
        assertError(await file('empty.txt', Buffer.alloc(0)), 400, 'FILE_EMPTY');
        assertError(await image('empty.png', Buffer.alloc(0)), 400, 'FILE_EMPTY');
      });
      assertOk(await file('exact.txt', Buffer.alloc(100 * KB, 'a')));
    });

    it('enforces the company quota', async () => {
      const fresh = (await registerCompany(t.app, 'DEV')).token;
      assertOk(await file('a.txt', Buffer.alloc(90 * KB, 'a'), fresh));
      assertOk(await file('b.txt', Buffer.alloc(90 * KB, 'b'), fresh));
      await storesNothing(async () => {
        const reply = await file('c.txt', Buffer.alloc(90 * KB, 'c'), fresh, 'en_US');
        assertError(reply, 413, 'QUOTA_EXCEEDED');
        assert.equal(reply.body.msg, REASONS.QUOTA_EXCEEDED['en-US']);
      });
      assertOk(await file('d.txt', Buffer.alloc(70 * KB, 'd'), fresh));
      await storesNothing(async () => {
        assertError(await file('e.txt', Buffer.from('x'), fresh), 413, 'QUOTA_EXCEEDED');
        assertError(
          await call(t.app, 'POST', FILES_API.uploadUrl, { token: fresh, body: { file: 'f.txt', fileType: 'text/plain' } }),
          413,
          'QUOTA_EXCEEDED',
        );
      });
    });

    it('cleans names: no path, no control characters, at most 100 characters', async () => {
      const traversal = assertOk(await image('../../etc/passwd.png', png));
      assert.equal(traversal.name, 'passwd.png');
      const key = await keyOf(traversal.id);
      assert.ok(!key.includes('..') && !key.includes('passwd'));
      const control = assertOk(await image('a\u0007b\u202ec\u200b.png', png));
      assert.equal(control.name, 'abc.png');
      const chinese = '文'.repeat(200);
      const long = assertOk(await image(`${chinese}.png`, png));
      assert.equal([...long.name].length, 100);
      assert.equal(long.name, `${'文'.repeat(96)}.png`);
      const res = await get(long.url, dev);
      const header = String(res.headers['content-disposition']);
      assert.match(header, /^[\x20-\x7e]+$/, 'ASCII only');
      assert.equal(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(header)![1]), long.name);
      const renamed = assertOk(await image('photo.gif', png));
      assert.equal(renamed.name, 'photo.png');
    });

    it("answers 404 for another company's file, and to a visitor; public images to anyone", async () => {
      const up = assertOk(await file('secret.txt', Buffer.from('contract terms')));
      assertError(await call(t.app, 'GET', up.url, { token: sup }), 404, 'NOT_FOUND');
      assertError(await call(t.app, 'GET', up.url), 404, 'NOT_FOUND');
      assertError(await call(t.app, 'GET', apiPath(FILES_API.file, { id: randomUUID() }), { token: dev }), 404, 'NOT_FOUND');
      assertError(await call(t.app, 'GET', '/api/files/..%2F..%2Fetc%2Fpasswd', { token: dev }), 400, 'VALIDATION');
      assertError(await call(t.app, 'GET', apiPath(FILES_API.fileThumb, { id: up.id }), { token: dev }), 404, 'NOT_FOUND');
      const logo = assertOk(
        await callMultipart(t.app, `${FILES_API.uploadImage}?visibility=public`, { token: dev, fileName: 'logo.png', content: png }),
      );
      const res = await get(logo.url);
      assert.equal(res.status, 200);
      assert.equal(res.body.length, (await stored.storage.stat(await keyOf(logo.id)))?.size);
      if (onDisk) assert.equal(res.headers['cache-control'], 'public, max-age=86400, immutable');
      assert.equal((await get(logo.url, sup)).status, 200);
    });

    it('requires a signed-in caller and a multipart body to upload', async () => {
      assertError(
        await callMultipart(t.app, FILES_API.uploadFile, { fileName: 'a.txt', content: Buffer.from('a') }),
        401,
        'UNAUTHENTICATED',
      );
      assertError(await call(t.app, 'POST', FILES_API.uploadFile, { token: dev, body: { file: 'x' } }), 415, 'UNSUPPORTED_MEDIA_TYPE');
      assertError(
        await callMultipart(t.app, FILES_API.uploadFile, { token: dev, field: 'other', fileName: 'a.txt', content: Buffer.from('a') }),
        400,
        'VALIDATION',
      );
    });
  });
