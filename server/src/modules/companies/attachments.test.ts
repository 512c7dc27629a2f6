import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { API, apiPath, FILES_API, REASONS, RESPONSES_API } from '@b2b/shared/contract';
import { companyOf, newCompany, publishedDemand, responseBody, tokenOf, uploadPdf } from '../../test/marketplace';
import {
  assertError,
  assertOk,
  call,
  callMultipart,
  createTestApp,
  loginAs,
  registerCompany,
  validInfo,
  type TestApp,
} from '../../test/helpers';

const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(300, 0x20)]);

describe('companies: logo and licence files', () => {
  let t: TestApp;
  let staff: string;
  let png: Buffer;
  before(async () => {
    t = await createTestApp({ seed: true });
    staff = (await loginAs(t.app, 'service@demo.test')).token;
    png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#369' } })
      .png()
      .toBuffer();
  });
  after(() => t.close());

  const uploadLogo = async (token: string, visibility = 'public') =>
    assertOk(
      await callMultipart(t.app, `${FILES_API.uploadImage}?visibility=${visibility}`, { token, fileName: 'logo.png', content: png }),
    );
  const uploadLicence = async (token: string) =>
    assertOk(await callMultipart(t.app, FILES_API.uploadFile, { token, fileName: '营业执照.pdf', content: pdf }));
  const download = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('names its logo and licence in its info; staff reviewing it read the licence, other companies do not', async () => {
    const { token, user } = await registerCompany(t.app, 'SUP');
    const logo = await uploadLogo(token);
    const licence = await uploadLicence(token);
    const name = `附件供应商 ${user.userId.slice(0, 8)}`;
    const body = validInfo(name, { logoFileId: logo.id, licenceFileIds: [licence.id] });
    const saved = assertOk(await call(t.app, 'POST', API.improveInfo, { body, token }));
    assert.deepEqual([saved.logo?.id, saved.licences.map((f: { name: string }) => f.name)], [logo.id, ['营业执照.pdf']]);
    assert.equal(assertOk(await call(t.app, 'GET', API.companyInfo, { token })).licences[0].url, licence.url);

    const pending = assertOk(await call(t.app, 'GET', `${API.pendingCompanies}?pageSize=100`, { token: staff }));
    const listed = pending.list.find((c: { companyId: string }) => c.companyId === user.companyId);
    assert.equal(listed.licences[0].id, licence.id);
    assert.equal((await download(licence.url, staff)).statusCode, 200);

    const other = (await registerCompany(t.app, 'DEV')).token;
    assert.equal((await download(licence.url, other)).statusCode, 404);
    assert.equal((await download(licence.url)).statusCode, 404);
    assert.equal((await download(logo.url)).statusCode, 200, 'a logo is public');
  });

  it('attack: staff read only the files their console shows: not an unnamed file, not after the review, never a sealed bid', async () => {
    const { token, user } = await registerCompany(t.app, 'SUP');
    const licence = await uploadLicence(token);
    const unnamed = await uploadLicence(token);
    const body = validInfo(`审核供应商 ${user.userId.slice(0, 8)}`, { licenceFileIds: [licence.id] });
    assertOk(await call(t.app, 'POST', API.improveInfo, { body, token }));
    assert.equal((await download(licence.url, staff)).statusCode, 200);
    assert.equal((await download(unnamed.url, staff)).statusCode, 404);
    const review = apiPath(API.reviewCompany, { companyId: user.companyId! });
    assertOk(await call(t.app, 'PUT', review, { token: staff, body: { decision: 'APPROVE' } }));
    assert.equal((await download(licence.url, staff)).statusCode, 404, 'no longer in the review queue');
    assert.equal((await download(licence.url, token)).statusCode, 200);

    // A sealed bid's attachment, before the deadline: party A cannot read it, nor can staff by its id.
    const demand = await publishedDemand(t, await companyOf(t, 'dev@demo.test'), { sealed: true });
    const supplier = await newCompany(t, 'SUP');
    const bid = await uploadPdf(t, supplier.token, '报价单.pdf');
    const respond = apiPath(RESPONSES_API.ofDemand, { id: demand.id });
    assertOk(await call(t.app, 'POST', respond, { token: supplier.token, body: responseBody({ attachmentIds: [bid] }) }));
    const fileUrl = apiPath(FILES_API.file, { id: bid });
    const res = await download(fileUrl, staff);
    assert.equal(res.statusCode, 404);
    assert.doesNotMatch(res.body, /PDF/);
    assert.equal((await download(fileUrl, await tokenOf(t, 'dev@demo.test'))).statusCode, 404);
    assert.equal((await download(fileUrl, supplier.token)).statusCode, 200);
  });

  it("refuses another company's file, an unconfirmed upload, a private image as logo and a file as logo, changing nothing", async () => {
    const { token } = await registerCompany(t.app, 'SUP');
    const { token: otherToken } = await registerCompany(t.app, 'SUP');
    const theirs = await uploadLicence(otherToken);
    const theirLogo = await uploadLogo(otherToken);
    const privateImage = await uploadLogo(token, 'company');
    const ownLicence = await uploadLicence(token);
    const unconfirmed = assertOk(
      await call(t.app, 'POST', FILES_API.uploadUrl, { body: { file: 'a.pdf', fileType: 'application/pdf' }, token }),
    );
    const cases: [Record<string, unknown>, string][] = [
      [{ licenceFileIds: [theirs.id] }, '/licenceFileIds'],
      [{ licenceFileIds: [ownLicence.id, theirs.id] }, '/licenceFileIds'],
      [{ licenceFileIds: [unconfirmed.id] }, '/licenceFileIds'],
      [{ licenceFileIds: ['00000000-0000-4000-8000-000000000000'] }, '/licenceFileIds'],
      [{ logoFileId: theirLogo.id }, '/logoFileId'],
      [{ logoFileId: privateImage.id }, '/logoFileId'],
      [{ logoFileId: ownLicence.id }, '/logoFileId'],
    ];
    for (const [files, field] of cases) {
      const res = await call(t.app, 'POST', API.improveInfo, { body: validInfo('附件校验公司', files), token, lang: 'en_US' });
      assertError(res, 400, 'FILE_NOT_ATTACHABLE');
      assert.deepEqual(res.body.data.fields, [field]);
      assert.equal(res.body.msg, REASONS.FILE_NOT_ATTACHABLE['en-US']);
    }
    assertError(
      await call(t.app, 'POST', API.improveInfo, {
        body: validInfo('附件校验公司', { licenceFileIds: [ownLicence.id, ownLicence.id] }),
        token,
      }),
      400,
      'VALIDATION',
    );
    assertError(
      await call(t.app, 'POST', API.improveInfo, { body: validInfo('附件校验公司', { logoFileId: '../etc/passwd' }), token }),
      400,
      'VALIDATION',
    );
    assert.equal(assertOk(await call(t.app, 'GET', API.companyInfo, { token })).info, null, 'nothing saved');
  });

  it('sends an approved supplier back to review when its licence changes', async () => {
    const { token, user } = await registerCompany(t.app, 'SUP');
    const name = `换执照供应商 ${user.userId.slice(0, 8)}`;
    const first = await uploadLicence(token);
    assertOk(await call(t.app, 'POST', API.improveInfo, { body: validInfo(name, { licenceFileIds: [first.id] }), token }));
    assertOk(
      await call(t.app, 'PUT', apiPath(API.reviewCompany, { companyId: user.companyId! }), { body: { decision: 'APPROVE' }, token: staff }),
    );
    const same = assertOk(
      await call(t.app, 'PUT', API.improveInfo, { body: validInfo(name, { licenceFileIds: [first.id], size: '1-20' }), token }),
    );
    assert.equal(same.approvalStatus, 'APPROVED');
    const second = await uploadLicence(token);
    const changed = assertOk(await call(t.app, 'PUT', API.improveInfo, { body: validInfo(name, { licenceFileIds: [second.id] }), token }));
    assert.equal(changed.approvalStatus, 'INFO_SUBMIT');
  });
});
