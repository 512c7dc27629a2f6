import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API } from '@b2b/shared/contract';
import {
  assertError,
  assertOk,
  call,
  createTestApp,
  loginAs,
  PASSWORD,
  registerCompany,
  sendCode,
  uniqueEmail,
  uniquePhone,
  type TestApp,
} from '../../test/helpers';

describe('account: password, email, phone', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ seed: true });
  });
  after(() => t.close());

  it('needs a signed-in user', async () => {
    const body = { oldPassword: PASSWORD, newPassword: 'Another123' };
    assertError(await call(t.app, 'PUT', API.changePassword, { body }), 401, 'UNAUTHENTICATED');
    assertError(await call(t.app, 'PUT', API.changeEmail, { body: { email: 'a@b.cn', code: '123456' } }), 401, 'UNAUTHENTICATED');
    assertError(await call(t.app, 'PUT', API.changePhone, { body: { phone: '13900000000', code: '123456' } }), 401, 'UNAUTHENTICATED');
  });

  describe('password', () => {
    it('changes the password, revokes every session and returns a fresh one', async () => {
      const { email, token: first } = await registerCompany(t.app, 'DEV');
      const second = (await loginAs(t.app, email, PASSWORD)).token;
      const body = { oldPassword: PASSWORD, newPassword: 'Another123' };
      const result = assertOk(await call(t.app, 'PUT', API.changePassword, { body, token: first }));
      assert.notEqual(result.token, first);
      assert.equal(result.user.email, email);
      for (const token of [first, second]) assertError(await call(t.app, 'GET', API.userInfo, { token }), 401, 'UNAUTHENTICATED');
      assertOk(await call(t.app, 'GET', API.userInfo, { token: result.token }));
      await loginAs(t.app, email, 'Another123');
      const old = await call(t.app, 'POST', API.login, { body: { method: 'password', account: email, password: PASSWORD } });
      assertError(old, 400, 'BAD_CREDENTIALS');
    });

    it('refuses a wrong current password and bad input', async () => {
      const { token } = await registerCompany(t.app, 'SUP');
      const wrong = await call(t.app, 'PUT', API.changePassword, {
        body: { oldPassword: 'Nope12345', newPassword: 'Another123' },
        token,
        lang: 'en_US',
      });
      assertError(wrong, 400, 'WRONG_PASSWORD');
      assert.equal(wrong.body.msg, 'The current password is wrong');
      const bad: [Record<string, unknown>, string][] = [
        [{ oldPassword: PASSWORD, newPassword: 'short1' }, '/newPassword'],
        [{ oldPassword: PASSWORD, newPassword: `A1${'x'.repeat(63)}` }, '/newPassword'],
        [{ oldPassword: PASSWORD }, '/newPassword'],
        [{ oldPassword: 1234, newPassword: 'Another123' }, '/oldPassword'],
        [{ oldPassword: PASSWORD, newPassword: 'Another123', confirm: 'Another123' }, '/confirm'],
      ];
      for (const [body, field] of bad)
        assertError(await call(t.app, 'PUT', API.changePassword, { body, token }), 400, 'VALIDATION', [field]);
      assertOk(await call(t.app, 'GET', API.userInfo, { token }));
    });

    it('counts wrong current passwords towards the lock', async () => {
      const { token } = await registerCompany(t.app, 'SUP');
      const body = { oldPassword: 'Nope12345', newPassword: 'Another123' };
      for (let i = 0; i < 4; i++) assertError(await call(t.app, 'PUT', API.changePassword, { body, token }), 400, 'WRONG_PASSWORD');
      assertError(await call(t.app, 'PUT', API.changePassword, { body, token }), 429, 'ACCOUNT_LOCKED');
      const right = { oldPassword: PASSWORD, newPassword: 'Another123' };
      assertError(await call(t.app, 'PUT', API.changePassword, { body: right, token }), 429, 'ACCOUNT_LOCKED');
      t.clock.advance(15 * 60_000);
      assertOk(await call(t.app, 'PUT', API.changePassword, { body: right, token }));
    });
  });

  describe('email', () => {
    it('moves the account to a new email proven by a code', async () => {
      const { email, token } = await registerCompany(t.app, 'DEV');
      const next = uniqueEmail('moved');
      const code = await sendCode(t.app, next, 'changeEmail', token);
      const info = assertOk(await call(t.app, 'PUT', API.changeEmail, { body: { email: next.toUpperCase(), code }, token }));
      assert.equal(info.email, next);
      await loginAs(t.app, next, PASSWORD);
      const old = await call(t.app, 'POST', API.login, { body: { method: 'password', account: email, password: PASSWORD } });
      assertError(old, 400, 'BAD_CREDENTIALS');
      assertError(await call(t.app, 'PUT', API.changeEmail, { body: { email: next, code }, token }), 409, 'ACCOUNT_EXISTS');
    });

    it('refuses a code sent elsewhere, taken emails and bad input', async () => {
      const { token } = await registerCompany(t.app, 'DEV');
      const a = uniqueEmail();
      const code = await sendCode(t.app, a, 'changeEmail', token);
      assertError(await call(t.app, 'PUT', API.changeEmail, { body: { email: uniqueEmail(), code }, token }), 400, 'CODE_INVALID');
      assertError(await call(t.app, 'PUT', API.changeEmail, { body: { email: 'dev@demo.test', code }, token }), 409, 'ACCOUNT_EXISTS');
      assertError(await call(t.app, 'PUT', API.changeEmail, { body: { email: 'nope', code }, token }), 400, 'VALIDATION', ['/email']);
      assertError(await call(t.app, 'PUT', API.changeEmail, { body: { email: a }, token }), 400, 'VALIDATION', ['/code']);
      assertError(await call(t.app, 'PUT', API.changeEmail, { body: { email: a, code, phone: '1' }, token }), 400, 'VALIDATION', [
        '/phone',
      ]);
      assertOk(await call(t.app, 'PUT', API.changeEmail, { body: { email: a, code }, token }));
    });
  });

  describe('phone', () => {
    it('sets a phone number proven by a code, and signs in with it', async () => {
      const { token } = await registerCompany(t.app, 'SUP');
      const phone = uniquePhone();
      const code = await sendCode(t.app, phone, 'changePhone', token);
      const info = assertOk(await call(t.app, 'PUT', API.changePhone, { body: { phone, code }, token }));
      assert.equal(info.phone, phone);
      await loginAs(t.app, phone, PASSWORD);
      assertError(await call(t.app, 'PUT', API.changePhone, { body: { phone: '13800000001', code }, token }), 409, 'ACCOUNT_EXISTS');
      assertError(await call(t.app, 'PUT', API.changePhone, { body: { phone: '23800000001', code }, token }), 400, 'VALIDATION', [
        '/phone',
      ]);
    });

    it('does not accept a changeEmail code for a phone', async () => {
      const { token } = await registerCompany(t.app, 'SUP');
      const phone = uniquePhone();
      const email = uniqueEmail();
      const code = await sendCode(t.app, email, 'changeEmail', token);
      assertError(await call(t.app, 'PUT', API.changePhone, { body: { phone, code }, token }), 400, 'CODE_INVALID');
    });
  });
});
