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
    const email = { email: 'a@b.cn', code: '123456', password: PASSWORD };
    assertError(await call(t.app, 'PUT', API.changeEmail, { body: email }), 401, 'UNAUTHENTICATED');
    const phone = { phone: '13900000000', code: '123456', password: PASSWORD };
    assertError(await call(t.app, 'PUT', API.changePhone, { body: phone }), 401, 'UNAUTHENTICATED');
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
      const ip = '198.51.100.10';
      let reply = await call(t.app, 'PUT', API.changePassword, { body, token, ip });
      for (let i = 0; i < 20 && reply.status === 400; i++) {
        assertError(reply, 400, 'WRONG_PASSWORD');
        reply = await call(t.app, 'PUT', API.changePassword, { body, token, ip });
      }
      assertError(reply, 429, 'ACCOUNT_LOCKED');
      const right = { oldPassword: PASSWORD, newPassword: 'Another123' };
      assertError(await call(t.app, 'PUT', API.changePassword, { body: right, token, ip }), 429, 'ACCOUNT_LOCKED');
    });
  });

  describe('email', () => {
    it('moves the account to a new email proven by a code and the current password', async () => {
      const { email, token } = await registerCompany(t.app, 'DEV');
      const next = uniqueEmail('moved');
      const code = await sendCode(t.app, next, 'changeEmail', token);
      const body = { email: next.toUpperCase(), code, password: PASSWORD };
      const info = assertOk(await call(t.app, 'PUT', API.changeEmail, { body, token }));
      assert.equal(info.email, next);
      await loginAs(t.app, next, PASSWORD);
      const old = await call(t.app, 'POST', API.login, { body: { method: 'password', account: email, password: PASSWORD } });
      assertError(old, 400, 'BAD_CREDENTIALS');
      // A taken address fails like a wrong code (no enumeration).
      assertError(
        await call(t.app, 'PUT', API.changeEmail, { body: { email: next, code, password: PASSWORD }, token }),
        400,
        'CODE_INVALID',
      );
    });

    it('refuses a code sent elsewhere, taken emails and bad input', async () => {
      const { token } = await registerCompany(t.app, 'DEV');
      const a = uniqueEmail();
      const code = await sendCode(t.app, a, 'changeEmail', token);
      const body = (extra: Record<string, unknown>) => ({ email: a, code, password: PASSWORD, ...extra });
      assertError(await call(t.app, 'PUT', API.changeEmail, { body: body({ email: uniqueEmail() }), token }), 400, 'CODE_INVALID');
      assertError(await call(t.app, 'PUT', API.changeEmail, { body: body({ email: 'dev@demo.test' }), token }), 400, 'CODE_INVALID');
      assertError(await call(t.app, 'PUT', API.changeEmail, { body: body({ email: 'nope' }), token }), 400, 'VALIDATION', ['/email']);
      assertError(await call(t.app, 'PUT', API.changeEmail, { body: { email: a, password: PASSWORD }, token }), 400, 'VALIDATION', [
        '/code',
      ]);
      assertError(await call(t.app, 'PUT', API.changeEmail, { body: { email: a, code }, token }), 400, 'VALIDATION', ['/password']);
      assertError(await call(t.app, 'PUT', API.changeEmail, { body: body({ phone: '1' }), token }), 400, 'VALIDATION', ['/phone']);
      assertOk(await call(t.app, 'PUT', API.changeEmail, { body: body({}), token }));
    });

    it('attack: a stolen token alone (without the password) cannot change the email', async () => {
      const { email, token } = await registerCompany(t.app, 'DEV');
      const attacker = uniqueEmail('attacker');
      const code = await sendCode(t.app, attacker, 'changeEmail', token);
      const body = { email: attacker, code, password: 'guessed-password-1' };
      const reply = await call(t.app, 'PUT', API.changeEmail, { body, token, lang: 'en_US' });
      assertError(reply, 400, 'WRONG_PASSWORD');
      const info = assertOk(await call(t.app, 'GET', API.userInfo, { token }));
      assert.equal(info.email, email);
      // Guessing goes through the sign-in throttle: soon every try, the right password too, waits.
      const ip = '198.51.100.9';
      let reply2 = await call(t.app, 'PUT', API.changeEmail, { body, token, ip });
      for (let i = 0; i < 20 && reply2.status === 400; i++) reply2 = await call(t.app, 'PUT', API.changeEmail, { body, token, ip });
      assertError(reply2, 429, 'ACCOUNT_LOCKED');
      const right = { ...body, password: PASSWORD };
      assertError(await call(t.app, 'PUT', API.changeEmail, { body: right, token, ip }), 429, 'ACCOUNT_LOCKED');
      assert.equal(assertOk(await call(t.app, 'GET', API.userInfo, { token })).email, email);
    });

    it('attack: a stolen token of user A cannot use a code sent for user B', async () => {
      const a = await registerCompany(t.app, 'DEV');
      const b = await registerCompany(t.app, 'SUP');
      const target = uniqueEmail('shared');
      const codeForB = await sendCode(t.app, target, 'changeEmail', b.token);
      const withA = await call(t.app, 'PUT', API.changeEmail, {
        body: { email: target, code: codeForB, password: PASSWORD },
        token: a.token,
      });
      assertError(withA, 400, 'CODE_INVALID');
      assert.equal(assertOk(await call(t.app, 'GET', API.userInfo, { token: a.token })).email, a.email);
      // B's own code still works for B (A's attempt did not burn it).
      const info = assertOk(
        await call(t.app, 'PUT', API.changeEmail, { body: { email: target, code: codeForB, password: PASSWORD }, token: b.token }),
      );
      assert.equal(info.email, target);
    });

    it('tells the old address, revokes the other sessions and keeps this one', async () => {
      const { email, token } = await registerCompany(t.app, 'DEV');
      const other = (await loginAs(t.app, email, PASSWORD)).token;
      const next = uniqueEmail('new');
      const code = await sendCode(t.app, next, 'changeEmail', token);
      assertOk(await call(t.app, 'PUT', API.changeEmail, { body: { email: next, code, password: PASSWORD }, token, lang: 'en_US' }));
      assertError(await call(t.app, 'GET', API.userInfo, { token: other }), 401, 'UNAUTHENTICATED');
      assertOk(await call(t.app, 'GET', API.userInfo, { token }));
      const notice = t.mail.sent.filter((m) => m.to === email).at(-1)!;
      assert.match(notice.subject, /email was changed/);
      assert.ok(notice.text.includes(`${next[0]}***@example.com`), notice.text);
      assert.ok(!notice.text.includes(next), 'the new address is masked');
      assert.match(notice.text, /reset your password/);
    });
  });

  describe('phone', () => {
    it('sets a phone number proven by a code, and signs in with it', async () => {
      const { email, token } = await registerCompany(t.app, 'SUP');
      const phone = uniquePhone();
      const code = await sendCode(t.app, phone, 'changePhone', token);
      const info = assertOk(await call(t.app, 'PUT', API.changePhone, { body: { phone, code, password: PASSWORD }, token }));
      assert.equal(info.phone, phone);
      await loginAs(t.app, phone, PASSWORD);
      // The account had no phone before: the notice goes to its email.
      const notice = t.mail.sent.filter((m) => m.to === email).at(-1)!;
      assert.ok(notice.text.includes(`${phone.slice(0, 3)}****${phone.slice(-4)}`), notice.text);
      const taken = { phone: '13800000001', code, password: PASSWORD };
      assertError(await call(t.app, 'PUT', API.changePhone, { body: taken, token }), 400, 'CODE_INVALID');
      const bad = { phone: '23800000001', code, password: PASSWORD };
      assertError(await call(t.app, 'PUT', API.changePhone, { body: bad, token }), 400, 'VALIDATION', ['/phone']);
    });

    it('tells the old phone when it changes', async () => {
      const { token } = await registerCompany(t.app, 'SUP');
      const first = uniquePhone();
      assertOk(
        await call(t.app, 'PUT', API.changePhone, {
          body: { phone: first, code: await sendCode(t.app, first, 'changePhone', token), password: PASSWORD },
          token,
        }),
      );
      t.clock.advance(61_000);
      const second = uniquePhone();
      const code = await sendCode(t.app, second, 'changePhone', token);
      assertOk(await call(t.app, 'PUT', API.changePhone, { body: { phone: second, code, password: PASSWORD }, token }));
      const sms = t.mail.texts.filter((m) => m.to === first).at(-1)!;
      assert.ok(sms.text.includes(`${second.slice(0, 3)}****${second.slice(-4)}`), sms.text);
    });

    it('does not accept a changeEmail code for a phone', async () => {
      const { token } = await registerCompany(t.app, 'SUP');
      const phone = uniquePhone();
      const email = uniqueEmail();
      const code = await sendCode(t.app, email, 'changeEmail', token);
      assertError(await call(t.app, 'PUT', API.changePhone, { body: { phone, code, password: PASSWORD }, token }), 400, 'CODE_INVALID');
    });
  });
});
