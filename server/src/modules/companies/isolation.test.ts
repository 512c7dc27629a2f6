import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API, apiPath } from '@b2b/shared/contract';
import { assertError, assertOk, call, createTestApp, loginAs, registerCompany, validInfo, type TestApp } from '../../test/helpers';

/** Attempts on a company by accounts that have no business with it. */
describe('companies: access and isolation', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ seed: true });
  });
  after(() => t.close());

  const review = (companyId: string, body: unknown, token: string) =>
    call(t.app, 'PUT', apiPath(API.reviewCompany, { companyId }), { body, token });

  it('lets no sub-account edit its company, and takes no company id from the body', async () => {
    const supreq = (await loginAs(t.app, 'supreq@demo.test')).token;
    for (const method of ['POST', 'PUT']) {
      assertError(await call(t.app, method, API.improveInfo, { body: validInfo('云帆软件'), token: supreq }), 403, 'FORBIDDEN');
    }
    const sup = (await loginAs(t.app, 'sup@demo.test')).token;
    const sail = assertOk(await call(t.app, 'GET', API.companyInfo, { token: sup }));
    const { token } = await registerCompany(t.app, 'SUP');
    const hijack = { ...validInfo('借壳公司'), companyId: sail.companyId };
    assertError(await call(t.app, 'POST', API.improveInfo, { body: hijack, token }), 400, 'VALIDATION', ['/companyId']);
    assert.deepEqual(assertOk(await call(t.app, 'GET', API.companyInfo, { token: sup })), sail);
  });

  it("refuses a review of another company's id by anyone but staff, and leaves that company as it was", async () => {
    const { token, user } = await registerCompany(t.app, 'SUP');
    assertOk(await call(t.app, 'POST', API.improveInfo, { body: validInfo(`被攻击公司 ${user.userId.slice(0, 8)}`), token }));
    const attackers = await Promise.all(
      ['dev@demo.test', 'sup@demo.test', 'supreq@demo.test'].map(async (a) => (await loginAs(t.app, a)).token),
    );
    for (const attacker of attackers) {
      assertError(await review(user.companyId!, { decision: 'REJECT', reason: '恶意驳回' }, attacker), 403, 'FORBIDDEN');
      assertError(await call(t.app, 'GET', API.pendingCompanies, { token: attacker }), 403, 'FORBIDDEN');
    }
    const mine = assertOk(await call(t.app, 'GET', API.companyInfo, { token }));
    assert.deepEqual([mine.approvalStatus, mine.rejectReason], ['INFO_SUBMIT', null]);
  });
});
