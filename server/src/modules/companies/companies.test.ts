import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { API, apiPath } from '@b2b/shared/contract';
import { assertError, assertOk, call, createTestApp, loginAs, registerCompany, validInfo, type TestApp } from '../../test/helpers';

describe('companies: improve info and review', () => {
  let t: TestApp;
  let staff: string;
  before(async () => {
    t = await createTestApp({ seed: true });
    staff = (await loginAs(t.app, 'service@demo.test')).token;
  });
  after(() => t.close());

  const review = (companyId: string, body: unknown, token = staff, lang?: string) =>
    call(t.app, 'PUT', apiPath(API.reviewCompany, { companyId }), { body, token, lang });

  it('shows the caller its own company only', async () => {
    const { token, user } = await registerCompany(t.app, 'SUP');
    const info = assertOk(await call(t.app, 'GET', API.companyInfo, { token }));
    assert.deepEqual(
      [info.companyId, info.role, info.approvalStatus, info.info, info.rejectReason],
      [user.companyId, 'SUP', 'AWAIT_APPROVAL', null, null],
    );
    assertError(await call(t.app, 'GET', API.companyInfo), 401, 'UNAUTHENTICATED');
    const other = assertOk(await call(t.app, 'GET', API.companyInfo, { token: staff }));
    assert.notEqual(other.companyId, user.companyId);
  });

  it('submits a supplier for review, settles its TODO and refines the user', async () => {
    const { token, user } = await registerCompany(t.app, 'SUP');
    const name = `审核供应商 ${user.userId.slice(0, 8)}`;
    const info = assertOk(await call(t.app, 'POST', API.improveInfo, { body: validInfo(name, { size: '21-100' }), token }));
    assert.equal(info.approvalStatus, 'INFO_SUBMIT');
    assert.equal(info.info?.companyName, name);
    assert.equal(info.info?.size, '21-100');
    const me = assertOk(await call(t.app, 'GET', API.userInfo, { token }));
    assert.deepEqual([me.refined, me.companyApprovalStatus, me.companyName], [true, 'INFO_SUBMIT', name]);
    const todo = assertOk(await call(t.app, 'GET', `${API.notice}?type=TODO`, { token }));
    assert.equal(todo.list[0].read, true);
    assertError(await call(t.app, 'POST', API.improveInfo, { body: validInfo(name), token }), 409, 'STATE_CONFLICT');
    const pending = assertOk(await call(t.app, 'GET', `${API.pendingCompanies}?pageSize=100`, { token: staff }));
    assert.ok(pending.list.some((c: { companyId: string }) => c.companyId === user.companyId));
    assertError(await call(t.app, 'GET', API.pendingCompanies, { token }), 403, 'FORBIDDEN');
  });

  it('approves a developer at once', async () => {
    const { token, user } = await registerCompany(t.app, 'DEV');
    const info = assertOk(await call(t.app, 'POST', API.improveInfo, { body: validInfo(`开发方 ${user.userId.slice(0, 8)}`), token }));
    assert.equal(info.approvalStatus, 'APPROVED');
    const again = assertOk(await call(t.app, 'PUT', API.improveInfo, { body: validInfo(`开发方改名 ${user.userId.slice(0, 8)}`), token }));
    assert.equal(again.approvalStatus, 'APPROVED');
  });

  it('validates the company info', async () => {
    const { token } = await registerCompany(t.app, 'SUP');
    const cases: [Record<string, unknown>, string[]][] = [
      [validInfo('校验公司', { companyTypeId: 'spaceships' }), ['/companyTypeId']],
      [validInfo('校验公司', { provinceCode: '99', cityCode: '9901' }), ['/provinceCode', '/cityCode']],
      [validInfo('校验公司', { provinceCode: '11', cityCode: '4401' }), ['/cityCode']],
      [validInfo('校验公司', { creditCode: 'ABC' }), ['/creditCode']],
      [validInfo('校验公司', { address: 'x'.repeat(201) }), ['/address']],
      [validInfo('校验公司', { website: 'ftp://x' }), ['/website']],
      [validInfo('校验公司', { size: 'huge' }), ['/size']],
      [validInfo('校验公司', { logo: 'x' }), ['/logo']],
      [validInfo('校验公司', { contactName: '   ' }), ['/contactName']],
      [{ companyName: '校验公司' }, ['/creditCode', '/address']],
    ];
    for (const [body, fields] of cases) {
      assertError(await call(t.app, 'POST', API.improveInfo, { body, token }), 400, 'VALIDATION', fields);
    }
    assertError(await call(t.app, 'POST', API.improveInfo, { body: validInfo('星河科技'), token }), 409, 'COMPANY_EXISTS');
    assertError(await call(t.app, 'PUT', API.improveInfo, { body: validInfo('校验公司'), token }), 409, 'STATE_CONFLICT');
  });

  it('lets only MAIN accounts of DEV or SUP companies edit', async () => {
    const proj = (await loginAs(t.app, 'devproj@demo.test')).token;
    assertError(await call(t.app, 'PUT', API.improveInfo, { body: validInfo('星河科技'), token: proj }), 403, 'FORBIDDEN');
    assertError(await call(t.app, 'POST', API.improveInfo, { body: validInfo('客服公司'), token: staff }), 403, 'FORBIDDEN');
    assertError(await call(t.app, 'POST', API.improveInfo, { body: validInfo('x') }), 401, 'UNAUTHENTICATED');
  });

  it('approves a submitted company and tells its accounts', async () => {
    const { token, user } = await registerCompany(t.app, 'SUP');
    assertOk(await call(t.app, 'POST', API.improveInfo, { body: validInfo(`通过公司 ${user.userId.slice(0, 8)}`), token }));
    const approved = assertOk(await review(user.companyId!, { decision: 'APPROVE' }));
    assert.equal(approved.approvalStatus, 'APPROVED');
    assertError(await review(user.companyId!, { decision: 'APPROVE' }), 409, 'STATE_CONFLICT');
    const notices = assertOk(await call(t.app, 'GET', `${API.notice}?type=SYSTEM`, { token, lang: 'en_US' }));
    assert.equal(notices.list[0].title, 'Company information approved');
    const me = assertOk(await call(t.app, 'GET', API.userInfo, { token }));
    assert.equal(me.companyApprovalStatus, 'APPROVED');
  });

  it('rejects with a reason, then takes the resubmission', async () => {
    const { token, user } = await registerCompany(t.app, 'SUP');
    const name = `驳回公司 ${user.userId.slice(0, 8)}`;
    assertOk(await call(t.app, 'POST', API.improveInfo, { body: validInfo(name), token }));
    const rejected = assertOk(await review(user.companyId!, { decision: 'REJECT', reason: '信用代码不符' }));
    assert.deepEqual([rejected.approvalStatus, rejected.rejectReason], ['INFO_REJECT', '信用代码不符']);
    const [notice] = assertOk(await call(t.app, 'GET', `${API.notice}?type=SYSTEM`, { token, lang: 'zh_CN' })).list;
    assert.equal(notice.link, 'auth/update-improve-info/reject');
    assert.match(notice.content, /信用代码不符/);
    assert.equal(notice.title, '公司资料审核未通过');
    const resubmitted = assertOk(
      await call(t.app, 'PUT', API.improveInfo, { body: validInfo(name, { creditCode: '91310115MA1HXY7K3C' }), token }),
    );
    assert.deepEqual([resubmitted.approvalStatus, resubmitted.rejectReason], ['INFO_SUBMIT', null]);
  });

  it('rejects with a reason per part of the details: the company sees each, its notice names them, a resubmission clears them', async () => {
    const { token, user } = await registerCompany(t.app, 'SUP');
    const name = `逐项驳回 ${user.userId.slice(0, 8)}`;
    assertOk(await call(t.app, 'POST', API.improveInfo, { body: validInfo(name), token }));
    const fields = { creditCode: ' 与营业执照上的代码不一致 ', licences: '执照扫描件模糊，请重新上传' };
    const rejected = assertOk(await review(user.companyId!, { decision: 'REJECT', reason: '资料有两处需要修改', fields }));
    const expected = { creditCode: '与营业执照上的代码不一致', licences: '执照扫描件模糊，请重新上传' };
    assert.deepEqual(rejected.rejectFields, expected);
    assert.deepEqual(assertOk(await call(t.app, 'GET', API.companyInfo, { token })).rejectFields, expected);
    const [en] = assertOk(await call(t.app, 'GET', `${API.notice}?type=SYSTEM`, { token, lang: 'en_US' })).list;
    assert.match(en.content, /To correct: credit code, business licence\./);
    const [zh] = assertOk(await call(t.app, 'GET', `${API.notice}?type=SYSTEM`, { token, lang: 'zh_CN' })).list;
    assert.match(zh.content, /需要修改：统一社会信用代码、营业执照。/);
    const resubmitted = assertOk(await call(t.app, 'PUT', API.improveInfo, { body: validInfo(name), token }));
    assert.equal(resubmitted.approvalStatus, 'INFO_SUBMIT');
    assert.equal(resubmitted.rejectFields, undefined);
    const approved = assertOk(await review(user.companyId!, { decision: 'APPROVE' }));
    assert.equal(approved.rejectFields, undefined);
  });

  it('refuses a malformed reason per field and changes nothing', async () => {
    const { token, user } = await registerCompany(t.app, 'SUP');
    const companyId = user.companyId!;
    assertOk(await call(t.app, 'POST', API.improveInfo, { body: validInfo(`字段校验 ${user.userId.slice(0, 8)}`), token }));
    const reject = (fields: unknown) => review(companyId, { decision: 'REJECT', reason: '资料不全', fields }, staff, 'en_US');
    assertError(await reject({ password: '看不清' }), 400, 'VALIDATION', ['/fields/password']);
    assertError(await reject({ address: 'x'.repeat(201) }), 400, 'VALIDATION', ['/fields/address']);
    assertError(await reject({ address: 'x' }), 400, 'VALIDATION', ['/fields/address']);
    assertError(await reject({ address: '   ' }), 400, 'VALIDATION', ['/fields/address']);
    assertError(await reject({ address: 42 }), 400, 'VALIDATION', ['/fields/address']);
    assertError(await reject(['address']), 400, 'VALIDATION', ['/fields']);
    assertError(await review(companyId, { decision: 'APPROVE', fields: { address: '地址不详' } }), 400, 'VALIDATION', ['/fields']);
    const company = assertOk(await call(t.app, 'GET', API.companyInfo, { token }));
    assert.deepEqual([company.approvalStatus, company.rejectReason, company.rejectFields], ['INFO_SUBMIT', null, undefined]);
  });

  it('sends an approved supplier back to review only for legal changes', async () => {
    const { token, user } = await registerCompany(t.app, 'SUP');
    const name = `变更公司 ${user.userId.slice(0, 8)}`;
    assertOk(await call(t.app, 'POST', API.improveInfo, { body: validInfo(name), token }));
    assertOk(await review(user.companyId!, { decision: 'APPROVE' }));
    const moved = assertOk(await call(t.app, 'PUT', API.improveInfo, { body: validInfo(name, { address: '广州市越秀区 2 号' }), token }));
    assert.equal(moved.approvalStatus, 'APPROVED');
    const renamed = assertOk(await call(t.app, 'PUT', API.improveInfo, { body: validInfo(`${name} 新`), token }));
    assert.equal(renamed.approvalStatus, 'INFO_SUBMIT');
    assertOk(await review(user.companyId!, { decision: 'APPROVE' }));
    const recoded = assertOk(
      await call(t.app, 'PUT', API.improveInfo, { body: validInfo(`${name} 新`, { creditCode: '91310115MA1HXY7K3D' }), token }),
    );
    assert.equal(recoded.approvalStatus, 'INFO_SUBMIT');
  });

  it('lets only customer service review, and checks the review input', async () => {
    const { token, user } = await registerCompany(t.app, 'SUP');
    const companyId = user.companyId!;
    assertError(await review(companyId, { decision: 'APPROVE' }, token), 403, 'FORBIDDEN');
    const dev = (await loginAs(t.app, 'dev@demo.test')).token;
    const forbidden = await review(companyId, { decision: 'APPROVE' }, dev, 'en_US');
    assertError(forbidden, 403, 'FORBIDDEN');
    assert.equal(forbidden.body.msg, 'You are not allowed to do this');
    assertError(await review(companyId, { decision: 'APPROVE' }, ''), 401, 'UNAUTHENTICATED');
    assertError(await review(randomUUID(), { decision: 'APPROVE' }), 404, 'NOT_FOUND');
    assertError(await review('not-a-uuid', { decision: 'APPROVE' }), 400, 'VALIDATION', ['/companyId']);
    assertError(await review(companyId, { decision: 'APPROVE' }), 409, 'STATE_CONFLICT');
    assertError(await review(companyId, { decision: 'REJECT' }), 400, 'VALIDATION', ['/reason']);
    assertError(await review(companyId, { decision: 'REJECT', reason: 'x'.repeat(501) }), 400, 'VALIDATION', ['/reason']);
    assertError(await review(companyId, { decision: 'MAYBE' }), 400, 'VALIDATION', ['/decision']);
    assertError(await review(companyId, { decision: 'APPROVE', reason: 'ok' }), 400, 'VALIDATION', ['/reason']);
  });

  it('pages the pending companies, oldest first', async () => {
    const { token, user } = await registerCompany(t.app, 'SUP');
    t.clock.advance(60_000);
    assertOk(await call(t.app, 'POST', API.improveInfo, { body: validInfo(`分页公司 ${user.userId.slice(0, 8)}`), token }));
    const all = assertOk(await call(t.app, 'GET', `${API.pendingCompanies}?pageSize=100`, { token: staff }));
    assert.ok(all.total >= 2);
    assert.equal(all.list.at(-1).companyId, user.companyId);
    const second = assertOk(await call(t.app, 'GET', `${API.pendingCompanies}?page=2&pageSize=1`, { token: staff }));
    assert.deepEqual([second.total, second.page, second.pageSize, second.list.length], [all.total, 2, 1, 1]);
    assert.equal(second.list[0].companyId, all.list[1].companyId);
    const defaults = assertOk(await call(t.app, 'GET', API.pendingCompanies, { token: staff }));
    assert.deepEqual([defaults.page, defaults.pageSize], [1, 10]);
    assertError(await call(t.app, 'GET', `${API.pendingCompanies}?pageSize=0`, { token: staff }), 400, 'VALIDATION', ['/pageSize']);
  });
});
