import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API } from '@b2b/shared/contract';
import {
  assertError,
  assertOk,
  call,
  createTestApp,
  lastCode,
  loginAs,
  PASSWORD,
  registerCompany,
  sendCode,
  uniqueEmail,
  uniquePhone,
  type TestApp,
} from '../../test/helpers';

describe('verification codes', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ seed: true });
  });
  after(() => t.close());

  const sendMail = (email: string, purpose: string, extra: { lang?: string; ip?: string; token?: string } = {}) =>
    call(t.app, 'POST', API.sendMailCode, { body: { email, purpose }, ...extra });
  const loginWithCode = (target: string, code: string) =>
    call(t.app, 'POST', API.login, { body: { method: 'code', channel: 'mail', target, code } });

  it('sends a six-digit code by mail, in the request language', async () => {
    const email = uniqueEmail();
    const reply = await sendMail(email, 'register', { lang: 'en_US' });
    assert.deepEqual(assertOk(reply), { resendAfter: 60 });
    const sent = t.mail.sent.at(-1)!;
    assert.equal(sent.to, email);
    assert.match(sent.subject, /verification code/);
    assert.match(sent.text, /\b\d{6}\b/);
    assert.match(sent.text, /10 minutes/);
    await sendMail(uniqueEmail(), 'register', { lang: 'zh_CN' });
    assert.match(t.mail.sent.at(-1)!.subject, /验证码/);
  });

  it('sends SMS codes to the outbox only', async () => {
    const before = t.mail.sent.length;
    const phone = uniquePhone();
    assertOk(await call(t.app, 'POST', API.sendSmsCode, { body: { phone, purpose: 'register' } }));
    assert.match(await lastCode(t.app, phone), /^\d{6}$/);
    assert.equal(t.mail.sent.length, before);
  });

  it('validates the send bodies', async () => {
    assertError(await sendMail('not-an-email', 'register'), 400, 'VALIDATION', ['/email']);
    assertError(await sendMail(`${'a'.repeat(250)}@x.cn`, 'register'), 400, 'VALIDATION', ['/email']);
    assertError(await sendMail(uniqueEmail(), 'steal'), 400, 'VALIDATION', ['/purpose']);
    assertError(await call(t.app, 'POST', API.sendMailCode, { body: { email: uniqueEmail() } }), 400, 'VALIDATION', ['/purpose']);
    const extra = { email: uniqueEmail(), purpose: 'register', x: 1 };
    assertError(await call(t.app, 'POST', API.sendMailCode, { body: extra }), 400, 'VALIDATION', ['/x']);
    const badPhone = { phone: '12345', purpose: 'register' };
    assertError(await call(t.app, 'POST', API.sendSmsCode, { body: badPhone }), 400, 'VALIDATION', ['/phone']);
    const numberPhone = { phone: 13912345678, purpose: 'register' };
    assertError(await call(t.app, 'POST', API.sendSmsCode, { body: numberPhone }), 400, 'VALIDATION', ['/phone']);
  });

  it('applies the purpose rules, and sends a notice instead of a code where an account exists or does not', async () => {
    const notice = (to: string, pattern: RegExp) => {
      const sent = t.mail.sent.at(-1)!;
      assert.equal(sent.to, to);
      assert.match(sent.text, pattern);
      assert.doesNotMatch(sent.text, /\b\d{6}\b/);
    };
    assert.deepEqual(assertOk(await sendMail('dev@demo.test', 'register', { lang: 'en_US' })), { resendAfter: 60 });
    notice('dev@demo.test', /already have a .* account here/);
    assert.deepEqual(assertOk(await sendMail('ghost@example.com', 'login', { lang: 'en_US' })), { resendAfter: 60 });
    notice('ghost@example.com', /no .* account uses it/);
    t.clock.advance(61_000);
    assertOk(await sendMail('ghost@example.com', 'forget'));
    notice('ghost@example.com', /没有.*账号使用此地址/);
    assertError(await sendMail(uniqueEmail(), 'changeEmail'), 401, 'UNAUTHENTICATED');
    const { token } = await loginAs(t.app, 'ordinary@demo.test');
    t.clock.advance(61_000);
    assertOk(await sendMail('dev@demo.test', 'changeEmail', { token }));
    notice('dev@demo.test', /已有.*账号/);
    assertError(await sendMail(uniqueEmail(), 'changePhone', { token }), 400, 'VALIDATION', ['/purpose']);
    assertOk(await sendMail(uniqueEmail(), 'changeEmail', { token }));
  });

  it('allows one send per target per minute', async () => {
    const email = uniqueEmail();
    assertOk(await sendMail(email, 'register'));
    t.clock.advance(20_000);
    const again = await sendMail(email, 'register', { lang: 'en_US' });
    assertError(again, 429, 'RATE_LIMITED');
    assert.equal(again.body.data.retryAfter, 40);
    assert.equal(again.body.msg, 'Too many requests, please try again later');
    t.clock.advance(40_000);
    assertOk(await sendMail(email, 'register'));
  });

  it('allows at most ten sends per target per hour', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 10; i++) {
      assertOk(await sendMail(email, 'register'));
      t.clock.advance(61_000);
    }
    const eleventh = await sendMail(email, 'register');
    assertError(eleventh, 429, 'RATE_LIMITED');
    assert.equal(eleventh.body.data.retryAfter, 3600 - 10 * 61);
    t.clock.advance(eleventh.body.data.retryAfter * 1000);
    assertOk(await sendMail(email, 'register'));
  });

  it('limits sends per IP address', async () => {
    const ip = '192.0.2.7';
    for (let i = 0; i < t.config.rateLimit.sendPerIpPerHour; i++) assertOk(await sendMail(uniqueEmail(), 'register', { ip }));
    const reply = await sendMail(uniqueEmail(), 'register', { ip, lang: 'en_US' });
    assertError(reply, 429, 'RATE_LIMITED');
    assert.ok(reply.body.data.retryAfter > 3500 && reply.body.data.retryAfter <= 3600);
    assert.equal(reply.body.msg, 'Too many requests, please try again later');
    assertError(
      await call(t.app, 'POST', API.sendSmsCode, { body: { phone: uniquePhone(), purpose: 'register' }, ip }),
      429,
      'RATE_LIMITED',
    );
    assertOk(await sendMail(uniqueEmail(), 'register', { ip: '192.0.2.8' }));
  });

  it('expires codes after ten minutes', async () => {
    const code = await sendCode(t.app, 'rejected@demo.test', 'login');
    t.clock.advance(600_000);
    assertError(await loginWithCode('rejected@demo.test', code), 400, 'CODE_INVALID');
  });

  it('uses a code once', async () => {
    t.clock.advance(61_000);
    const code = await sendCode(t.app, 'rejected@demo.test', 'login');
    t.clock.advance(599_000);
    assertOk(await loginWithCode('rejected@demo.test', code));
    assertError(await loginWithCode('rejected@demo.test', code), 400, 'CODE_INVALID');
  });

  it('kills a code after five wrong tries', async () => {
    t.clock.advance(61_000);
    const code = await sendCode(t.app, 'rejected@demo.test', 'login');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    // Code sign-in goes through the sign-in throttle too: wait out its delay between tries.
    for (let i = 0; i < 5; i++) {
      assertError(await loginWithCode('rejected@demo.test', wrong), 400, 'CODE_INVALID');
      t.clock.advance(30_000);
    }
    assertError(await loginWithCode('rejected@demo.test', code), 400, 'CODE_INVALID');
  });

  it('binds a code to its purpose and replaces older codes, accepting the newest two', async () => {
    const email = uniqueEmail();
    const first = await sendCode(t.app, email, 'register');
    t.clock.advance(61_000);
    const middle = await sendCode(t.app, email, 'register');
    t.clock.advance(61_000);
    const second = await sendCode(t.app, email, 'register');
    const body = (code: string) => ({
      role: 'SUP',
      companyName: `替换测试 ${email}`,
      nickname: 'n',
      channel: 'mail',
      target: email,
      code,
      password: PASSWORD,
      agreeTerms: true,
    });
    if (first !== middle && first !== second)
      assertError(await call(t.app, 'POST', API.register, { body: body(first) }), 400, 'CODE_INVALID');
    assertOk(await call(t.app, 'POST', API.register, { body: body(second) }));
    t.clock.advance(61_000);
    const loginCode = await sendCode(t.app, email, 'login');
    const forget = { channel: 'mail', target: email, code: loginCode, password: 'Another123' };
    assertError(await call(t.app, 'PUT', API.forget, { body: forget }), 400, 'CODE_INVALID');
    assertOk(await loginWithCode(email, loginCode));
  });

  it('treats mail targets case-insensitively', async () => {
    const { email } = await registerCompany(t.app, 'DEV');
    t.clock.advance(61_000);
    assertOk(await sendMail(email.toUpperCase(), 'register', { lang: 'en_US' }));
    assert.equal(t.mail.sent.at(-1)!.to, email);
    assert.match(t.mail.sent.at(-1)!.text, /already have a .* account here/);
  });
});
