import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { API } from '@b2b/shared/contract';
import {
  assertError,
  assertOk,
  call,
  createTestApp,
  PASSWORD,
  registerCompany,
  uniqueEmail,
  uniquePhone,
  type Reply,
  type TestApp,
} from '../../test/helpers';

/**
 * The attacks of "no enumeration": every endpoint that takes an email or phone answers the same
 * whether or not an account uses it. Each test asks about an address with an account and one
 * without, and compares the whole answers (status and envelope).
 */
describe('no account enumeration', () => {
  let t: TestApp;
  let known: { email: string; token: string };
  let knownPhone: string;
  before(async () => {
    t = await createTestApp({ seed: true });
    known = await registerCompany(t.app, 'DEV');
    knownPhone = '13800000001'; // dev@demo.test's phone in the demo data
  });
  after(() => t.close());
  // One code per target a minute: each test starts a minute after the last send.
  beforeEach(() => t.clock.advance(61_000));

  /** The answer as a client sees it (headers other than the status aside). */
  const seen = (reply: Reply) => ({ status: reply.status, body: reply.body });
  const nextMinute = () => t.clock.advance(61_000);
  const wrongCode = '000000';

  const sendMail = (email: string, purpose: string, token?: string) =>
    call(t.app, 'POST', API.sendMailCode, { body: { email, purpose }, token, lang: 'en_US' });
  const sendSms = (phone: string, purpose: string, token?: string) =>
    call(t.app, 'POST', API.sendSmsCode, { body: { phone, purpose }, token, lang: 'en_US' });

  it('send-code answers { resendAfter } for every purpose, account or not', async () => {
    const signedIn = await registerCompany(t.app, 'SUP');
    for (const purpose of ['register', 'login', 'forget', 'changeEmail']) {
      const token = purpose === 'changeEmail' ? signedIn.token : undefined;
      const withAccount = seen(await sendMail(known.email, purpose, token));
      const without = seen(await sendMail(uniqueEmail('nobody'), purpose, token));
      assert.deepEqual(withAccount, { status: 200, body: { code: 200, msg: 'Success', data: { resendAfter: 60 } } }, purpose);
      assert.deepEqual(without, withAccount, purpose);
      nextMinute();
    }
    for (const purpose of ['register', 'login', 'forget', 'changePhone']) {
      const token = purpose === 'changePhone' ? signedIn.token : undefined;
      const withAccount = seen(await sendSms(knownPhone, purpose, token));
      assert.deepEqual(seen(await sendSms(uniquePhone(), purpose, token)), withAccount, purpose);
      assert.equal(withAccount.status, 200, purpose);
      nextMinute();
    }
  });

  it('send-code mails "you already have an account" instead of a code to a registered address', async () => {
    assertOk(await sendMail(known.email, 'register'));
    const mail = t.mail.sent.at(-1)!;
    assert.equal(mail.to, known.email);
    assert.match(mail.text, /already have a .* account here\. Please sign in, or reset your password/);
    assert.doesNotMatch(mail.text, /\b\d{6}\b/);
    const ghost = uniqueEmail('ghost');
    assertOk(await sendMail(ghost, 'forget'));
    assert.equal(t.mail.sent.at(-1)!.to, ghost);
    assert.match(t.mail.sent.at(-1)!.text, /no .* account uses it/);
    assert.doesNotMatch(t.mail.sent.at(-1)!.text, /\b\d{6}\b/);
    nextMinute();
  });

  it('register: a registered address fails like a wrong code', async () => {
    const fresh = uniqueEmail('fresh');
    assertOk(await sendMail(known.email, 'register'));
    assertOk(await sendMail(fresh, 'register'));
    const body = (target: string, companyName: string) => ({
      role: 'DEV',
      companyName,
      nickname: 'Mallory',
      channel: 'mail',
      target,
      code: wrongCode,
      password: PASSWORD,
      agreeTerms: true,
    });
    const taken = await call(t.app, 'POST', API.register, { body: body(known.email, `探测一 ${fresh}`) });
    const free = await call(t.app, 'POST', API.register, { body: body(fresh, `探测二 ${fresh}`) });
    assertError(taken, 400, 'CODE_INVALID');
    assert.deepEqual(seen(taken), seen(free));
    nextMinute();
  });

  it('code login: an unknown address fails like a wrong code', async () => {
    const ghost = uniqueEmail('ghost');
    assertOk(await sendMail(known.email, 'login'));
    assertOk(await sendMail(ghost, 'login'));
    const attempt = (target: string) =>
      call(t.app, 'POST', API.login, { body: { method: 'code', channel: 'mail', target, code: wrongCode } });
    const withAccount = await attempt(known.email);
    assertError(withAccount, 400, 'CODE_INVALID');
    assert.deepEqual(seen(await attempt(ghost)), seen(withAccount));
    nextMinute();
  });

  it('forget: an unknown address fails like a wrong code', async () => {
    const ghost = uniqueEmail('ghost');
    const reset = (target: string) =>
      call(t.app, 'PUT', API.forget, { body: { channel: 'mail', target, code: wrongCode, password: 'Another-pass-77' } });
    const withAccount = await reset(known.email);
    assertError(withAccount, 400, 'CODE_INVALID');
    assert.deepEqual(seen(await reset(ghost)), seen(withAccount));
  });

  it('email and phone change: a taken address fails like a wrong code', async () => {
    const me = await registerCompany(t.app, 'SUP');
    const free = uniqueEmail('free');
    assertOk(await sendMail(known.email, 'changeEmail', me.token));
    assertOk(await sendMail(free, 'changeEmail', me.token));
    const change = (email: string) =>
      call(t.app, 'PUT', API.changeEmail, { body: { email, code: wrongCode, password: PASSWORD }, token: me.token });
    const taken = await change(known.email);
    assertError(taken, 400, 'CODE_INVALID');
    assert.deepEqual(seen(await change(free)), seen(taken));
    const changePhone = (phone: string) =>
      call(t.app, 'PUT', API.changePhone, { body: { phone, code: wrongCode, password: PASSWORD }, token: me.token });
    const takenPhone = await changePhone(knownPhone);
    assertError(takenPhone, 400, 'CODE_INVALID');
    assert.deepEqual(seen(await changePhone(uniquePhone())), seen(takenPhone));
  });

  it('password login: an unknown account answers like a wrong password, throttle answers included', async () => {
    const victim = await registerCompany(t.app, 'DEV');
    const ghost = uniqueEmail('ghost');
    const run = async (account: string) => {
      const answers = [];
      for (let i = 0; i < 5; i++) {
        answers.push(seen(await call(t.app, 'POST', API.login, { body: { method: 'password', account, password: 'Wrong-pass-1' } })));
      }
      return answers;
    };
    const withAccount = await run(victim.email);
    assert.deepEqual(
      withAccount.map((a) => [a.status, a.body.data.reason, a.body.data.retryAfter]),
      [
        [400, 'BAD_CREDENTIALS', undefined],
        [400, 'BAD_CREDENTIALS', undefined],
        [400, 'BAD_CREDENTIALS', undefined],
        [429, 'ACCOUNT_LOCKED', 2],
        [429, 'ACCOUNT_LOCKED', 2],
      ],
    );
    assert.deepEqual(await run(ghost), withAccount);
  });
});
