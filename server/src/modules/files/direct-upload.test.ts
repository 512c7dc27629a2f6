import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { FILES_API } from '@b2b/shared/contract';
import { assertError, assertOk, call, createTestApp, registerCompany, type TestApp } from '../../test/helpers';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** The direct upload on disk storage: the browser PUTs to the API's own signed, expiring URL. */
describe('files: direct upload to disk storage', () => {
  let t: TestApp;
  let token: string;

  before(async () => {
    t = await createTestApp();
    token = (await registerCompany(t.app, 'DEV')).token;
  });
  after(() => t.close());

  const ask = async (file = 'offer.pdf', fileType = 'application/pdf') =>
    assertOk(await call(t.app, 'POST', FILES_API.uploadUrl, { token, body: { file, fileType } }));
  const put = (url: string, body: Buffer, contentType = 'application/pdf', lang?: string) =>
    t.app.inject({
      method: 'PUT',
      url,
      headers: { 'content-type': contentType, ...(lang ? { 'accept-language': lang } : {}) },
      payload: body,
    });
  const confirm = (id: string) => call(t.app, 'POST', FILES_API.uploadConfirm, { token, body: { id } });

  it('takes the bytes at the signed URL without a bearer token, then the confirmation makes the file', async () => {
    const presigned = await ask();
    assert.match(presigned.uploadUrl, /^\/api\/files\/upload\/[\w-]+\.[\w-]+$/);
    const answer = await put(presigned.uploadUrl, PDF, presigned.headers['Content-Type']);
    assert.equal(answer.statusCode, 200, answer.body);
    const file = assertOk(await confirm(presigned.id));
    assert.equal(file.size, PDF.length);
    assert.equal(file.contentType, 'application/pdf');
    const download = await t.app.inject({ method: 'GET', url: file.url, headers: { authorization: `Bearer ${token}` } });
    assert.deepEqual(download.rawPayload, PDF);
  });

  it('refuses a tampered token, in the caller language', async () => {
    const presigned = await ask();
    const [payload, signature] = presigned.uploadUrl.split('/').pop()!.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, maxBytes: 10 ** 12 })).toString('base64url');
    const answer = await put(FILES_API.uploadPut.replace(':token', `${forged}.${signature}`), PDF, 'application/pdf', 'en_US');
    assert.equal(answer.statusCode, 400);
    assert.equal(answer.json().data.reason, 'UPLOAD_INVALID');
    assert.equal(answer.json().msg, 'The upload link is not valid');
    assertError(await confirm(presigned.id), 400, 'UPLOAD_MISSING');
  });

  it('refuses an expired token and stores nothing', async () => {
    const presigned = await ask();
    t.clock.advance(t.config.files.uploadUrlMinutes * 60_000 + 1000);
    const answer = await put(presigned.uploadUrl, PDF);
    assert.equal(answer.statusCode, 410);
    assert.equal(answer.json().data.reason, 'UPLOAD_EXPIRED');
  });

  it('refuses another content type than the one signed', async () => {
    const presigned = await ask();
    const answer = await put(presigned.uploadUrl, PDF, 'text/html');
    assert.equal(answer.statusCode, 400);
    assert.equal(answer.json().data.reason, 'UPLOAD_INVALID');
  });

  it('refuses more bytes than the limit the token carries', async () => {
    const presigned = await ask();
    const answer = await put(presigned.uploadUrl, Buffer.alloc(t.config.files.fileMaxBytes + 1, 0x20));
    assert.equal(answer.statusCode, 413);
    assert.equal(answer.json().data.reason, 'FILE_TOO_LARGE');
    assertError(await confirm(presigned.id), 400, 'UPLOAD_MISSING');
  });

  it('refuses a replay of the URL once the upload was confirmed', async () => {
    const presigned = await ask();
    assert.equal((await put(presigned.uploadUrl, PDF)).statusCode, 200);
    assertOk(await confirm(presigned.id));
    const replay = await put(presigned.uploadUrl, PDF);
    assert.equal(replay.statusCode, 410);
  });
});
