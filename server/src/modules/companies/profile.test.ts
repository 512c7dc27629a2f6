import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API, apiPath, type CompanyInfo } from '@b2b/shared/contract';
import { assertError, assertOk, call, createTestApp, loginAs, registerCompany, validInfo, type TestApp } from '../../test/helpers';

/** account/corporation: the company profile, its further fields, and a change staff must see marked. */
describe('companies: the profile (account/corporation)', () => {
  let t: TestApp;
  let staff: string;
  before(async () => {
    t = await createTestApp({ seed: true });
    staff = (await loginAs(t.app, 'service@demo.test')).token;
  });
  after(() => t.close());

  const profile = (name: string) =>
    validInfo(name, {
      foundingYear: 2016,
      website: 'https://example.com',
      introduction: '中文介绍',
      introductionEn: '  An English introduction  ',
      contacts: [{ name: ' 赵助理 ', position: '商务', email: 'BD@Example.com' }],
    });

  async function approvedSupplier() {
    const { token, user } = await registerCompany(t.app, 'SUP');
    const name = `资料公司 ${user.userId.slice(0, 8)}`;
    assertOk(await call(t.app, 'POST', API.improveInfo, { body: profile(name), token }));
    assertOk(
      await call(t.app, 'PUT', apiPath(API.reviewCompany, { companyId: user.companyId! }), { body: { decision: 'APPROVE' }, token: staff }),
    );
    return { token, companyId: user.companyId!, name };
  }

  it('keeps the founding year, both introductions and further contacts, trimmed', async () => {
    const { token } = await approvedSupplier();
    const info = assertOk<CompanyInfo>(await call(t.app, 'GET', API.companyInfo, { token })).info!;
    assert.deepEqual(
      [info.foundingYear, info.introductionEn, info.contacts],
      [2016, 'An English introduction', [{ name: '赵助理', position: '商务', email: 'bd@example.com' }]],
    );
  });

  it('changes the other parts at once, and sends a reviewed part back to review with every changed part marked', async () => {
    const { token, companyId, name } = await approvedSupplier();
    const quiet = assertOk<CompanyInfo>(
      await call(t.app, 'PUT', API.improveInfo, { body: { ...profile(name), website: 'https://example.org', foundingYear: 2010 }, token }),
    );
    assert.deepEqual([quiet.approvalStatus, quiet.changedFields], ['APPROVED', undefined]);

    t.clock.advance(1000);
    const renamed = assertOk<CompanyInfo>(
      await call(t.app, 'PUT', API.improveInfo, { body: { ...profile(`${name} 新`), address: '广州市越秀区 9 号' }, token }),
    );
    assert.deepEqual([renamed.approvalStatus, renamed.changedFields], ['INFO_SUBMIT', ['companyName', 'address', 'website']]);
    t.clock.advance(1000);
    const again = assertOk<CompanyInfo>(
      await call(t.app, 'PUT', API.improveInfo, {
        body: { ...profile(`${name} 新`), address: '广州市越秀区 9 号', contactName: '周' },
        token,
      }),
    );
    assert.deepEqual(again.changedFields, ['companyName', 'address', 'contactName', 'website']);

    const queue = assertOk(await call(t.app, 'GET', `${API.pendingCompanies}?pageSize=100`, { token: staff }));
    const queued = queue.list.find((c: CompanyInfo) => c.companyId === companyId);
    assert.deepEqual(queued.changedFields, ['companyName', 'address', 'contactName', 'website']);
    const events = assertOk(await call(t.app, 'GET', apiPath(API.companyEvents, { companyId }), { token: staff }));
    assert.deepEqual(events.at(-1).changedFields, ['contactName']);

    const approved = assertOk<CompanyInfo>(
      await call(t.app, 'PUT', apiPath(API.reviewCompany, { companyId }), { body: { decision: 'APPROVE' }, token: staff }),
    );
    assert.deepEqual([approved.approvalStatus, approved.changedFields], ['APPROVED', undefined]);
  });

  it("refuses a founding year to come, a contact without a way to reach it, and another company's logo", async () => {
    const { token, name } = await approvedSupplier();
    const put = (body: unknown) => call(t.app, 'PUT', API.improveInfo, { body, token });
    assertError(await put({ ...profile(name), foundingYear: 2099 }), 400, 'VALIDATION', ['/foundingYear']);
    assertError(await put({ ...profile(name), foundingYear: 1700 }), 400, 'VALIDATION', ['/foundingYear']);
    assertError(await put({ ...profile(name), contacts: [{ name: '无联系方式' }] }), 400, 'VALIDATION', ['/contacts/0/phone']);
    assertError(
      await put({ ...profile(name), contacts: Array.from({ length: 6 }, () => ({ name: 'x', phone: '12345678' })) }),
      400,
      'VALIDATION',
      ['/contacts'],
    );
    const galaxy = assertOk<CompanyInfo>(
      await call(t.app, 'GET', API.companyInfo, { token: (await loginAs(t.app, 'dev@demo.test')).token }),
    );
    const foreignLogo = galaxy.logo?.id ?? '00000000-0000-4000-8000-000000000000';
    assertError(await put({ ...profile(name), logoFileId: foreignLogo }), 400, 'FILE_NOT_ATTACHABLE', ['/logoFileId']);
    const after = assertOk<CompanyInfo>(await call(t.app, 'GET', API.companyInfo, { token }));
    assert.deepEqual([after.approvalStatus, after.info?.foundingYear], ['APPROVED', 2016]);
  });

  it('lets its sub-accounts read the profile and not edit it', async () => {
    for (const account of ['devproj@demo.test', 'supreq@demo.test']) {
      const token = (await loginAs(t.app, account)).token;
      const company = assertOk<CompanyInfo>(await call(t.app, 'GET', API.companyInfo, { token }));
      assert.ok(company.info?.foundingYear);
      const edit = await call(t.app, 'PUT', API.improveInfo, { body: company.info, token, lang: 'en-US' });
      assertError(edit, 403, 'FORBIDDEN');
      assert.equal(edit.body.msg, 'You are not allowed to do this');
    }
  });
});
