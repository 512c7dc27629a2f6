import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { API } from '@b2b/shared/contract';
import { loadConfig } from '../../config';
import { throttleCounters } from '../../db/schema';
import {
  assertError,
  assertOk,
  call,
  createTestApp,
  PASSWORD,
  registerCompany,
  sendCode,
  uniqueEmail,
  type TestApp,
} from '../../test/helpers';

/** The attacks of "no lockout abuse", as an attacker would run them. */
describe('sign-in throttling', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ config: { throttle: { ...loadConfig({ DATABASE: 'pglite' }).throttle, loginIpFailuresPerHour: 30 } } });
  });
  after(() => t.close());

  const login = (account: string, password: string, ip?: string) =>
    call(t.app, 'POST', API.login, { body: { method: 'password', account, password }, ip });

  it('an attacker on another IP cannot keep the victim out: the attacker is locked, the victim waits out the delay', async () => {
    const { email } = await registerCompany(t.app, 'DEV');
    const attacker = '203.0.113.66';
    let failures = 0;
    let reply = await login(email, 'Wrong-pass-1', attacker);
    // Guess, waiting out each delay, until the (account, IP) pair locks.
    while (reply.status === 400 || (reply.status === 429 && reply.body.data.retryAfter < 900)) {
      if (reply.status === 400) failures++;
      else t.clock.advance(reply.body.data.retryAfter * 1000);
      reply = await login(email, 'Wrong-pass-1', attacker);
    }
    assertError(reply, 429, 'ACCOUNT_LOCKED');
    assert.equal(failures, t.config.throttle.loginPairMaxFailures);
    assert.equal(reply.body.data.retryAfter, t.config.throttle.loginPairLockMinutes * 60);

    // The victim's own address only waits out the account's progressive delay (2^8 s after 10 failures).
    const victim = '198.51.100.23';
    const wait = await login(email, PASSWORD, victim);
    assertError(wait, 429, 'ACCOUNT_LOCKED');
    assert.ok(wait.body.data.retryAfter <= 256, JSON.stringify(wait.body));
    assert.equal(wait.headers['retry-after'], String(wait.body.data.retryAfter));
    t.clock.advance(wait.body.data.retryAfter * 1000);
    assertOk(await login(email, PASSWORD, victim));
    // The success cleared the account's delay, not the attacker's lock.
    assertError(await login(email, PASSWORD, attacker), 429, 'ACCOUNT_LOCKED');
    for (let i = 0; i < 3; i++) assertError(await login(email, 'Wrong-pass-1', victim), 400, 'BAD_CREDENTIALS');
    t.clock.advance(15 * 60_000);
    assertOk(await login(email, PASSWORD, attacker));
  });

  it('20 parallel wrong passwords get no more checks than LOGIN_FREE_FAILURES', async () => {
    const { email } = await registerCompany(t.app, 'SUP');
    const ip = '203.0.113.20';
    const replies = await Promise.all(Array.from({ length: 20 }, () => login(email, 'Wrong-pass-1', ip)));
    const checked = replies.filter((r) => r.status === 400);
    for (const r of checked) assertError(r, 400, 'BAD_CREDENTIALS');
    for (const r of replies.filter((r) => r.status !== 400)) assertError(r, 429, 'ACCOUNT_LOCKED');
    assert.equal(checked.length, t.config.throttle.loginFreeFailures);
    // The failures recorded for the account: exactly the checks made.
    const [account] = await t.app.ctx.db
      .select()
      .from(throttleCounters)
      .where(eq(throttleCounters.key, `login:acct:${email}`));
    assert.equal(account.count, t.config.throttle.loginFreeFailures);
  });

  it('code sign-in counts towards the same throttle as passwords', async () => {
    const { email } = await registerCompany(t.app, 'DEV');
    t.clock.advance(61_000);
    const code = await sendCode(t.app, email, 'login');
    const wrongCode = code === '000000' ? '111111' : '000000';
    assertError(await login(email, 'Wrong-pass-1'), 400, 'BAD_CREDENTIALS');
    assertError(await login(email, 'Wrong-pass-1'), 400, 'BAD_CREDENTIALS');
    const byCode = (c: string) => call(t.app, 'POST', API.login, { body: { method: 'code', channel: 'mail', target: email, code: c } });
    assertError(await byCode(wrongCode), 400, 'CODE_INVALID');
    const delayed = await byCode(code);
    assertError(delayed, 429, 'ACCOUNT_LOCKED');
    assertError(await login(email, PASSWORD), 429, 'ACCOUNT_LOCKED');
    t.clock.advance(delayed.body.data.retryAfter * 1000);
    assertOk(await byCode(code));
    // The success cleared the delay.
    for (let i = 0; i < 3; i++) assertError(await login(email, 'Wrong-pass-1'), 400, 'BAD_CREDENTIALS');
    t.clock.advance(2000);
    assertOk(await login(email, PASSWORD));
  });

  it('one IP trying many accounts (credential stuffing) is stopped', async () => {
    const ip = '203.0.113.99';
    const max = t.config.throttle.loginIpFailuresPerHour;
    for (let i = 0; i < max; i++) assertError(await login(uniqueEmail('stuffed'), 'Wrong-pass-1', ip), 400, 'BAD_CREDENTIALS');
    const stopped = await login(uniqueEmail('stuffed'), 'Wrong-pass-1', ip);
    assertError(stopped, 429, 'RATE_LIMITED');
    assert.ok(stopped.body.data.retryAfter > 3000 && stopped.body.data.retryAfter <= 3600);
    assertError(await login(uniqueEmail('stuffed'), 'Wrong-pass-1', '203.0.113.100'), 400, 'BAD_CREDENTIALS');
    t.clock.advance(3600_000);
    assertError(await login(uniqueEmail('stuffed'), 'Wrong-pass-1', ip), 400, 'BAD_CREDENTIALS');
  });

  it('a wrong current password (password change) counts towards the account delay', async () => {
    const { email, token } = await registerCompany(t.app, 'SUP');
    const body = { oldPassword: 'Wrong-pass-1', newPassword: 'Another-pass-77' };
    for (let i = 0; i < 3; i++) assertError(await call(t.app, 'PUT', API.changePassword, { body, token }), 400, 'WRONG_PASSWORD');
    assertError(await login(email, PASSWORD), 429, 'ACCOUNT_LOCKED');
  });
});
