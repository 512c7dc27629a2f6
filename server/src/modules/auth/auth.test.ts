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

describe('auth', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ seed: true });
  });
  after(() => t.close());

  const registerBody = (target: string, code: string, extra: Record<string, unknown> = {}) => ({
    role: 'DEV',
    companyName: `注册公司 ${target}`,
    nickname: 'Reg',
    channel: 'mail',
    target,
    code,
    password: PASSWORD,
    agreeTerms: true,
    ...extra,
  });

  describe('register', () => {
    it('creates a company and its MAIN account and signs in, by mail', async () => {
      const session = await registerCompany(t.app, 'DEV');
      assert.match(session.token, /^[A-Za-z0-9_-]{43}$/);
      assert.equal(session.expires, t.clock.now().getTime() + 30 * 60_000);
      const user = session.user;
      assert.deepEqual(
        [user.role, user.type, user.companyApprovalStatus, user.memberLevel, user.refined, user.email, user.memberExpires],
        ['DEV', 'MAIN', 'AWAIT_APPROVAL', 'ORDINARY', false, session.email, null],
      );
      assert.deepEqual(
        user.customers.map((c) => c.nickname),
        ['客服小美'],
      );
      const notices = assertOk(await call(t.app, 'GET', `${API.notice}?type=TODO`, { token: session.token }));
      assert.equal(notices.total, 1);
      assert.equal(notices.list[0].link, 'auth/register-improve-info');
    });

    it('registers a supplier by phone', async () => {
      const phone = uniquePhone();
      const code = await sendCode(t.app, phone, 'register');
      const body = registerBody(phone, code, { role: 'SUP', channel: 'sms' });
      const session = assertOk(await call(t.app, 'POST', API.register, { body }));
      assert.equal(session.user.role, 'SUP');
      assert.equal(session.user.phone, phone);
      assert.equal(session.user.email, null);
    });

    it('rejects bad input with the offending fields', async () => {
      const email = uniqueEmail();
      const code = await sendCode(t.app, email, 'register');
      const { password: _omit, ...missing } = registerBody(email, code);
      const cases: [Record<string, unknown>, string][] = [
        [missing, '/password'],
        [registerBody(email, code, { companyName: 123 }), '/companyName'],
        [registerBody(email, code, { companyName: 'x'.repeat(101) }), '/companyName'],
        [registerBody(email, code, { nickname: '' }), '/nickname'],
        [registerBody(email, code, { extra: 1 }), '/extra'],
        [registerBody(email, code, { agreeTerms: false }), '/agreeTerms'],
        [registerBody(email, code, { password: 'short1234' }), '/password'],
        [registerBody(email, code, { role: 'CUSTOMER' }), '/role'],
        [registerBody(email, code, { code: '12345' }), '/code'],
        [registerBody(email, code, { channel: 'sms' }), '/target'],
        [registerBody(email, code, { companyName: '   ' }), '/companyName'],
      ];
      for (const [body, field] of cases) {
        assertError(await call(t.app, 'POST', API.register, { body }), 400, 'VALIDATION', [field]);
      }
      assertOk(await call(t.app, 'POST', API.register, { body: registerBody(email, code) }));
    });

    it('refuses a wrong code, a taken company name and a taken email (like a wrong code)', async () => {
      const email = uniqueEmail();
      const code = await sendCode(t.app, email, 'register');
      const wrong = code === '000000' ? '111111' : '000000';
      assertError(await call(t.app, 'POST', API.register, { body: registerBody(email, wrong) }), 400, 'CODE_INVALID');
      const taken = registerBody(email, code, { companyName: '星河科技' });
      assertError(await call(t.app, 'POST', API.register, { body: taken, lang: 'en_US' }), 409, 'COMPANY_EXISTS');
      const used = registerBody('dev@demo.test', code);
      assertError(await call(t.app, 'POST', API.register, { body: used }), 400, 'CODE_INVALID');
    });
  });

  describe('login', () => {
    it('signs in with email or phone and password, in several sessions', async () => {
      const a = await loginAs(t.app, 'dev@demo.test');
      const b = await loginAs(t.app, '13800000001');
      const c = await loginAs(t.app, 'DEV@Demo.test');
      assert.notEqual(a.token, b.token);
      for (const s of [a, b, c]) assertOk(await call(t.app, 'GET', API.userInfo, { token: s.token }));
      assert.equal(a.user.memberLevel, 'SVIP');
    });

    it('answers BAD_CREDENTIALS in the request language', async () => {
      const body = { method: 'password', account: 'ordinary@demo.test', password: 'wrong-pass1' };
      const zh = await call(t.app, 'POST', API.login, { body, lang: 'zh_CN' });
      assertError(zh, 400, 'BAD_CREDENTIALS');
      assert.equal(zh.body.msg, '账号或密码错误');
      const en = await call(t.app, 'POST', API.login, { body: { ...body, account: 'nobody@example.com' }, lang: 'en_US' });
      assertError(en, 400, 'BAD_CREDENTIALS');
      assert.equal(en.body.msg, 'Wrong account or password');
    });

    it('validates the login body by its method', async () => {
      assertError(await call(t.app, 'POST', API.login, { body: { method: 'password', account: 'dev@demo.test' } }), 400, 'VALIDATION', [
        '/password',
      ]);
      assertError(
        await call(t.app, 'POST', API.login, { body: { method: 'code', channel: 'mail', target: 'dev@demo.test' } }),
        400,
        'VALIDATION',
        ['/code'],
      );
      assertError(
        await call(t.app, 'POST', API.login, { body: { method: 'password', account: 'dev@demo.test', password: 'x', otp: 1 } }),
        400,
        'VALIDATION',
        ['/otp'],
      );
      assertError(await call(t.app, 'POST', API.login, { body: { method: 'magic' } }), 400, 'VALIDATION');
      assertError(await call(t.app, 'POST', API.login, { body: [] }), 400, 'VALIDATION');
    });

    it('delays an account progressively after 3 failed passwords, with no hard lock', async () => {
      const { email } = await registerCompany(t.app, 'SUP');
      const attempt = (password: string) => call(t.app, 'POST', API.login, { body: { method: 'password', account: email, password } });
      for (let i = 0; i < 3; i++) assertError(await attempt('Wrong1234'), 400, 'BAD_CREDENTIALS');
      const fourth = await attempt('Wrong1234');
      assertError(fourth, 429, 'ACCOUNT_LOCKED');
      assert.equal(fourth.body.data.retryAfter, 2);
      assert.equal(fourth.headers['retry-after'], '2');
      t.clock.advance(2000);
      assertError(await attempt('Wrong1234'), 400, 'BAD_CREDENTIALS');
      const locked = await attempt(PASSWORD);
      assertError(locked, 429, 'ACCOUNT_LOCKED');
      assert.equal(locked.body.data.retryAfter, 4);
      t.clock.advance(4000);
      assertOk(await attempt(PASSWORD));
      for (let i = 0; i < 3; i++) assertError(await attempt('Wrong1234'), 400, 'BAD_CREDENTIALS');
      t.clock.advance(2000);
      assertOk(await attempt(PASSWORD));
    });

    it('signs in with a login code', async () => {
      const code = await sendCode(t.app, '13800000002', 'login');
      const body = { method: 'code', channel: 'sms', target: '13800000002', code };
      const session = assertOk(await call(t.app, 'POST', API.login, { body }));
      assert.equal(session.user.email, 'sup@demo.test');
      assertError(await call(t.app, 'POST', API.login, { body }), 400, 'CODE_INVALID');
      const unknown = { method: 'code', channel: 'mail', target: 'ghost@example.com', code };
      assertError(await call(t.app, 'POST', API.login, { body: unknown }), 400, 'CODE_INVALID');
    });
  });

  describe('session', () => {
    it('needs a valid token for userInfo', async () => {
      assertError(await call(t.app, 'GET', API.userInfo), 401, 'UNAUTHENTICATED');
      assertError(await call(t.app, 'GET', API.userInfo, { token: 'not-a-token' }), 401, 'UNAUTHENTICATED');
      const wrongScheme = await call(t.app, 'GET', API.userInfo, { headers: { authorization: 'Basic abc' } });
      assertError(wrongScheme, 401, 'UNAUTHENTICATED');
    });

    it('answers 402 TOKEN_EXPIRED once the token expires', async () => {
      const session = await loginAs(t.app, 'sup@demo.test');
      const info = assertOk(await call(t.app, 'GET', API.userInfo, { token: session.token }));
      assert.equal(info.expires, session.expires);
      assert.equal(info.memberLevel, 'VIP');
      t.clock.set(session.expires);
      const reply = await call(t.app, 'GET', API.userInfo, { token: session.token, lang: 'en_US' });
      assertError(reply, 402, 'TOKEN_EXPIRED');
      assert.equal(reply.body.msg, 'Your session has expired, please sign in again');
      t.clock.set(session.expires - 30 * 60_000);
    });

    it('logout revokes only the current token', async () => {
      const a = await loginAs(t.app, 'newsup@demo.test');
      const b = await loginAs(t.app, 'newsup@demo.test');
      assertOk(await call(t.app, 'POST', API.logout, { token: a.token }));
      assertError(await call(t.app, 'GET', API.userInfo, { token: a.token }), 401, 'UNAUTHENTICATED');
      assertError(await call(t.app, 'POST', API.logout, { token: a.token }), 401, 'UNAUTHENTICATED');
      assertOk(await call(t.app, 'GET', API.userInfo, { token: b.token }));
      const withEmptyJson = await call(t.app, 'POST', API.logout, {
        token: b.token,
        raw: '',
        headers: { 'content-type': 'application/json' },
      });
      assertOk(withEmptyJson);
    });
  });

  describe('forget', () => {
    it('resets the password with a code and ends every session', async () => {
      const { email, token } = await registerCompany(t.app, 'DEV');
      t.clock.advance(60_000);
      const code = await sendCode(t.app, email, 'forget');
      const body = { channel: 'mail', target: email, code, password: 'NewPass999' };
      assertOk(await call(t.app, 'PUT', API.forget, { body }));
      assertError(await call(t.app, 'GET', API.userInfo, { token }), 401, 'UNAUTHENTICATED');
      assertError(
        await call(t.app, 'POST', API.login, { body: { method: 'password', account: email, password: PASSWORD } }),
        400,
        'BAD_CREDENTIALS',
      );
      await loginAs(t.app, email, 'NewPass999');
      assertError(await call(t.app, 'PUT', API.forget, { body }), 400, 'CODE_INVALID');
    });

    it('refuses unknown accounts, codes of other purposes and weak passwords', async () => {
      const ghost = { channel: 'mail', target: 'ghost@example.com', code: '123456', password: 'NewPass999' };
      assertError(await call(t.app, 'PUT', API.forget, { body: ghost }), 400, 'CODE_INVALID');
      const loginCode = await sendCode(t.app, 'ordinary@demo.test', 'login');
      const body = { channel: 'mail', target: 'ordinary@demo.test', code: loginCode, password: 'NewPass999' };
      assertError(await call(t.app, 'PUT', API.forget, { body }), 400, 'CODE_INVALID');
      assertError(await call(t.app, 'PUT', API.forget, { body: { ...body, password: 'short1' } }), 400, 'VALIDATION', ['/password']);
      assertError(await call(t.app, 'PUT', API.forget, { body: { ...body, channel: 'fax' } }), 400, 'VALIDATION', ['/channel']);
    });
  });
});
