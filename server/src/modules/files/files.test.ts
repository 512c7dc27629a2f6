import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { apiPath, FILES_API, REASONS } from '@b2b/shared/contract';
import { loadConfig } from '../../config';
import { files } from '../../db/schema';
import { assertError, assertOk, call, callMultipart, createTestApp, loginAs, registerCompany, type TestApp } from '../../test/helpers';
import { memoryStorage } from './memory-storage';
import { purgeExpiredUploads } from './service';

const KB = 1024;

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A PNG header claiming 20000 × 20000 pixels (400 MP) with a few bytes of data: a decompression bomb. */
function bombPng(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(20000, 0);
  ihdr.writeUInt32BE(20000, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  const idat = pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x63, 0, 0, 0, 1, 0, 1]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    idat,
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
/** A Windows executable: the MZ header and DOS stub. */
const exe = () =>
  Buffer.concat([
    Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
    Buffer.alloc(56),
    Buffer.from('This program cannot be run in DOS mode.'),
    Buffer.alloc(400),
  ]);
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');

describe('files: upload and download', () => {
  let t: TestApp;
  const storage = memoryStorage();
  let dev: string;
  let sup: string;
  let png: Buffer;
  let jpegWithExif: Buffer;

  before(async () => {
    const defaults = loadConfig({}).files;
    t = await createTestApp({
      seed: true,
      storage,
      config: { files: { ...defaults, imageMaxBytes: 60 * KB, fileMaxBytes: 100 * KB, quotaBytes: 250 * KB } },
    });
    dev = (await loginAs(t.app, 'dev@demo.test')).token;
    sup = (await loginAs(t.app, 'sup@demo.test')).token;
    png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    jpegWithExif = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#0a0' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret owner', Artist: 'GPS 31.2N 121.5E' } })
      .toBuffer();
  });
  after(() => t.close());

  const rowCount = async () => (await t.app.ctx.db.select({ n: count() }).from(files))[0].n;
  /** Runs a refused call and checks that it stored neither an object nor a file row. */
  async function storesNothing(action: () => Promise<void>) {
    const objects = storage.objects.size;
    const rows = await rowCount();
    await action();
    assert.equal(storage.objects.size, objects, 'no object left');
    assert.equal(await rowCount(), rows, 'no row left');
  }
  const image = (fileName: string, content: Buffer, token = dev, lang?: string) =>
    callMultipart(t.app, FILES_API.uploadImage, { token, fileName, content, lang, contentType: 'image/png' });
  const file = (fileName: string, content: Buffer, token = dev, lang?: string) =>
    callMultipart(t.app, FILES_API.uploadFile, { token, fileName, content, lang });
  const download = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('uploads an image: re-encoded without metadata, a thumbnail, served with safe headers', async () => {
    const up = assertOk(await image('photo.jpg', jpegWithExif));
    assert.equal(up.contentType, 'image/jpeg');
    assert.equal(up.name, 'photo.jpg');
    assert.equal(up.url, `/api/files/${up.id}`);
    assert.ok(up.thumbUrl);
    assert.ok(!(await sharp(jpegWithExif).metadata()).exif === false, 'the fixture has EXIF');
    const res = await download(up.url, dev);
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'image/jpeg');
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.match(String(res.headers['content-disposition']), /^inline; filename="photo.jpg"/);
    assert.equal(res.headers['cache-control'], 'private, max-age=300');
    const meta = await sharp(res.rawPayload).metadata();
    assert.equal(meta.exif, undefined, 'EXIF stripped');
    assert.equal(meta.width, 400);
    assert.equal(Number(res.headers['content-length']), up.size);
    const thumb = await download(up.thumbUrl, dev);
    assert.equal(thumb.headers['content-type'], 'image/webp');
    assert.equal((await sharp(thumb.rawPayload).metadata()).width, 320);
  });

  it('uploads a file, detected by content, served as an attachment', async () => {
    const text = Buffer.from('名称,数量\n螺丝,100\n');
    const up = assertOk(await file('清单.csv', text));
    assert.deepEqual([up.contentType, up.size, up.name], ['text/csv', text.length, '清单.csv']);
    const res = await download(up.url, dev);
    assert.equal(res.headers['content-type'], 'text/csv; charset=utf-8');
    assert.match(
      String(res.headers['content-disposition']),
      /^attachment; filename="download.csv"; filename\*=UTF-8''%E6%B8%85%E5%8D%95.csv$/,
    );
    assert.deepEqual(res.rawPayload, text);
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
    assert.ok(!traversal.key.includes('..') && !traversal.key.includes('passwd'));
    const control = assertOk(await image('a\u0007b\u202ec\u200b.png', png));
    assert.equal(control.name, 'abc.png');
    const chinese = '文'.repeat(200);
    const long = assertOk(await image(`${chinese}.png`, png));
    assert.equal([...long.name].length, 100);
    assert.equal(long.name, `${'文'.repeat(96)}.png`);
    const res = await download(long.url, dev);
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
    const res = await download(logo.url);
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'public, max-age=86400, immutable');
    assert.equal((await download(logo.url, sup)).statusCode, 200);
  });

  it('requires a signed-in caller and a multipart body to upload', async () => {
    assertError(await callMultipart(t.app, FILES_API.uploadFile, { fileName: 'a.txt', content: Buffer.from('a') }), 401, 'UNAUTHENTICATED');
    assertError(await call(t.app, 'POST', FILES_API.uploadFile, { token: dev, body: { file: 'x' } }), 415, 'UNSUPPORTED_MEDIA_TYPE');
    assertError(
      await callMultipart(t.app, FILES_API.uploadFile, { token: dev, field: 'other', fileName: 'a.txt', content: Buffer.from('a') }),
      400,
      'VALIDATION',
    );
  });

  describe('direct upload (upload/url, confirm)', () => {
    const ask = (body: object, token = dev) => call(t.app, 'POST', FILES_API.uploadUrl, { token, body });
    const confirm = (id: string, token = dev, lang?: string) => call(t.app, 'POST', FILES_API.uploadConfirm, { token, body: { id }, lang });
    const putObject = (key: string, bytes: Buffer) => storage.put(key, Readable.from([bytes]), { contentType: 'x', maxBytes: 1e9 });

    it('answers where to PUT, then confirms the upload into a file', async () => {
      const presigned = assertOk(await ask({ file: 'scan.jpg', fileType: 'image/jpeg', kind: 'image' }));
      assert.ok(presigned.uploadUrl && presigned.headers && presigned.id && presigned.key);
      assert.equal(presigned.size, 0);
      assertError(await call(t.app, 'GET', presigned.url, { token: dev }), 404, 'NOT_FOUND');
      await putObject(presigned.key, jpegWithExif);
      const done = assertOk(await confirm(presigned.id));
      assert.equal(done.contentType, 'image/jpeg');
      assert.ok(done.thumbUrl);
      assert.ok(!storage.objects.has(presigned.key), 'the raw upload replaced by the cleaned image');
      assert.equal((await sharp((await download(done.url, dev)).rawPayload).metadata()).exif, undefined);
      const again = await confirm(presigned.id, dev, 'en_US');
      assertError(again, 409, 'STATE_CONFLICT');
      assert.equal((await download(done.url, dev)).statusCode, 200, 'the second confirmation broke nothing');
    });

    it('refuses a confirmation for an object never uploaded, and another company', async () => {
      const presigned = assertOk(await ask({ file: 'a.pdf', fileType: 'application/pdf' }));
      assertError(await confirm(presigned.id, dev, 'en_US'), 400, 'UPLOAD_MISSING');
      assertError(await confirm(presigned.id, sup), 404, 'NOT_FOUND');
      assertError(await confirm(randomUUID()), 404, 'NOT_FOUND');
      assertError(await confirm('../x'), 400, 'VALIDATION');
    });

    it('checks the stored object: type, size, zero bytes', async () => {
      await storesNothing(async () => {
        const renamed = assertOk(await ask({ file: 'photo.png', fileType: 'image/png', kind: 'image' }));
        await putObject(renamed.key, exe());
        assertError(await confirm(renamed.id), 415, 'FILE_TYPE');
        const big = assertOk(await ask({ file: 'big.txt', fileType: 'text/plain' }));
        await putObject(big.key, Buffer.alloc(100 * KB + 1, 'a'));
        assertError(await confirm(big.id), 413, 'FILE_TOO_LARGE');
        const empty = assertOk(await ask({ file: 'empty.txt', fileType: 'text/plain' }));
        await putObject(empty.key, Buffer.alloc(0));
        assertError(await confirm(empty.id), 400, 'FILE_EMPTY');
        const bomb = assertOk(await ask({ file: 'bomb.png', fileType: 'image/png', kind: 'image' }));
        await putObject(bomb.key, bombPng());
        assertError(await confirm(bomb.id), 400, 'IMAGE_TOO_LARGE');
      });
    });

    it('expires unconfirmed uploads and purges them with their objects', async () => {
      const late = assertOk(await ask({ file: 'late.txt', fileType: 'text/plain' }));
      await putObject(late.key, Buffer.from('late'));
      const abandoned = assertOk(await ask({ file: 'gone.txt', fileType: 'text/plain' }));
      await putObject(abandoned.key, Buffer.from('gone'));
      t.clock.advance(t.config.files.uploadUrlMinutes * 60_000 + 1000);
      assertError(await confirm(late.id, dev, 'en_US'), 410, 'UPLOAD_EXPIRED');
      assert.ok(!storage.objects.has(late.key));
      assert.ok(storage.objects.has(abandoned.key));
      assert.ok((await purgeExpiredUploads(t.app.ctx)) >= 1);
      assert.ok(!storage.objects.has(abandoned.key));
      assert.equal((await t.app.ctx.db.select().from(files).where(eq(files.id, abandoned.id))).length, 0);
      assertError(await confirm(abandoned.id), 404, 'NOT_FOUND');
    });
  });
});
