import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { API, apiPath } from '@b2b/shared/contract';
import { assertError, assertOk, call, createTestApp, loginAs, registerCompany, validInfo, type TestApp } from '../../test/helpers';

describe('companies: review history', () => {
  let t: TestApp;
  let staff: string;
  before(async () => {
    t = await createTestApp({ seed: true });
    staff = (await loginAs(t.app, 'service@demo.test')).token;
  });
  after(() => t.close());

  const events = (companyId: string, token = staff) => call(t.app, 'GET', apiPath(API.companyEvents, { companyId }), { token });
  const review = (companyId: string, body: unknown) =>
    call(t.app, 'PUT', apiPath(API.reviewCompany, { companyId }), { body, token: staff });

  it('keeps every submission and decision, oldest first, with who did it and the notes of a rejection', async () => {
    const { token, user } = await registerCompany(t.app, 'SUP');
    const companyId = user.companyId!;
    const name = `历史公司 ${user.userId.slice(0, 8)}`;
    assertOk(await call(t.app, 'POST', API.improveInfo, { body: validInfo(name), token }));
    t.clock.advance(60_000);
    assertOk(await review(companyId, { decision: 'REJECT', reason: '信用代码有误', fields: { creditCode: '少一位' } }));
    t.clock.advance(60_000);
    assertOk(await call(t.app, 'PUT', API.improveInfo, { body: validInfo(name, { creditCode: '91310115MA1HXY7K3C' }), token }));
    t.clock.advance(60_000);
    assertOk(await review(companyId, { decision: 'APPROVE' }));
    t.clock.advance(60_000);
    assertOk(
      await call(t.app, 'PUT', API.improveInfo, {
        body: validInfo(name, { creditCode: '91310115MA1HXY7K3C', address: '上海市徐汇区 8 号' }),
        token,
      }),
    );

    const list = assertOk(await events(companyId));
    const staffName = (await loginAs(t.app, 'service@demo.test')).user.nickname;
    assert.deepEqual(
      list.map((e: { action: string; fromStatus: string; toStatus: string }) => [e.action, e.fromStatus, e.toStatus]),
      [
        ['SUBMITTED', 'AWAIT_APPROVAL', 'INFO_SUBMIT'],
        ['REJECTED', 'INFO_SUBMIT', 'INFO_REJECT'],
        ['RESUBMITTED', 'INFO_REJECT', 'INFO_SUBMIT'],
        ['APPROVED', 'INFO_SUBMIT', 'APPROVED'],
        ['UPDATED', 'APPROVED', 'APPROVED'],
      ],
    );
    assert.deepEqual([list[1].actor, list[1].reason, list[1].rejectFields], [staffName, '信用代码有误', { creditCode: '少一位' }]);
    assert.equal(list[0].actor, user.nickname);
    assert.equal(list[3].rejectFields, undefined);
    assert.ok(list.every((e: { createdAt: number }, i: number) => i === 0 || e.createdAt > list[i - 1].createdAt));
  });

  it('has a history for every demo company with details', async () => {
    const rejected = (await loginAs(t.app, 'rejected@demo.test')).user.companyId!;
    const list = assertOk(await events(rejected));
    assert.deepEqual(
      list.map((e: { action: string; actor: string }) => [e.action, e.actor]),
      [
        ['SUBMITTED', '驳回示例管理员'],
        ['REJECTED', '客服小美'],
      ],
    );
    assert.ok(list[1].rejectFields.companyName && list[1].reason);
  });

  it('is for staff only, one company at a time', async () => {
    const { token, user } = await registerCompany(t.app, 'SUP');
    const other = await registerCompany(t.app, 'SUP');
    assertOk(await call(t.app, 'POST', API.improveInfo, { body: validInfo(`甲 ${user.userId.slice(0, 8)}`), token }));
    const otherName = `乙 ${other.user.userId.slice(0, 8)}`;
    assertOk(await call(t.app, 'POST', API.improveInfo, { body: validInfo(otherName), token: other.token }));
    assert.equal(assertOk(await events(user.companyId!)).length, 1);

    assertError(await events(user.companyId!, token), 403, 'FORBIDDEN');
    assertError(await events(other.user.companyId!, token), 403, 'FORBIDDEN');
    assertError(await events(user.companyId!, (await loginAs(t.app, 'dev@demo.test')).token), 403, 'FORBIDDEN');
    assertError(await events(user.companyId!, ''), 401, 'UNAUTHENTICATED');
    assertError(await events(randomUUID()), 404, 'NOT_FOUND');
    assertError(await events('not-a-uuid'), 400, 'VALIDATION', ['/companyId']);
  });
});
