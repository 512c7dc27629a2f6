import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API } from '@b2b/shared/contract';
import { loadConfig } from '../../config';
import {
  assertError,
  assertOk,
  call,
  createTestApp,
  PASSWORD,
  registerCompany,
  sendCode,
  uniqueEmail,
  uniquePhone,
  type TestApp,
} from '../../test/helpers';

const DAY = 24 * 3_600_000;

/** The attacks on verification codes: pumping SMS, guessing codes, and a resend killing the code being typed. */
describe('code sending budgets', () => {
  let t: TestApp;
  before(async () => {
    const defaults = loadConfig({ DATABASE: 'pglite' }).throttle;
    t = await createTestApp({
      config: {
        throttle: {
          ...defaults,
          codeSendsPerTargetPerDay: 2,
          codeSendsPerIpPerDay: 3,
          codeSendsPerDay: { sms: 6, mail: defaults.codeSendsPerDay.mail },
        },
      },
    });
  });
  after(() => t.close());

  const sms = (phone: string, ip: string) => call(t.app, 'POST', API.sendSmsCode, { body: { phone, purpose: 'register' }, ip });

  it('SMS pumping runs into the per-target, per-IP and per-channel daily budgets', async () => {
    // Per target: two a day (a minute apart), whatever the IP.
    const phone = uniquePhone();
    assertOk(await sms(phone, '198.51.100.1'));
    t.clock.advance(61_000);
    assertOk(await sms(phone, '198.51.100.2'));
    t.clock.advance(61_000);
    const target = await sms(phone, '198.51.100.3');
    assertError(target, 429, 'RATE_LIMITED');
    assert.ok(target.body.data.retryAfter > 86_000, JSON.stringify(target.body));
    // Per IP: three a day, to any numbers (the refusal above took nothing from 198.51.100.3).
    const pump = '198.51.100.3';
    for (let i = 0; i < 3; i++) assertOk(await sms(uniquePhone(), pump));
    assertError(await sms(uniquePhone(), pump), 429, 'RATE_LIMITED');
    // Per channel for the whole platform: six SMS a day, from any address; mail keeps its own budget.
    assertOk(await sms(uniquePhone(), '198.51.100.4'));
    const global = await sms(uniquePhone(), '198.51.100.5');
    assertError(global, 429, 'RATE_LIMITED');
    assert.ok(global.body.data.retryAfter > 3600);
    assertOk(await call(t.app, 'POST', API.sendMailCode, { body: { email: uniqueEmail(), purpose: 'register' }, ip: '198.51.100.5' }));
    assert.equal(t.mail.texts.length, 6);
    t.clock.advance(DAY);
    assertOk(await sms(uniquePhone(), '198.51.100.5'));
  });
});

describe('code checks', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('failed code checks are capped per target per day, whatever the purpose or code', async () => {
    const { email } = await registerCompany(t.app, 'DEV');
    const reset = (code: string) =>
      call(t.app, 'PUT', API.forget, { body: { channel: 'mail', target: email, code, password: 'Another-pass-77' } });
    const max = t.config.throttle.codeFailuresPerTargetPerDay;
    let code = '';
    for (let i = 0; i < max; i++) {
      if (i % 5 === 0) {
        t.clock.advance(61_000);
        code = await sendCode(t.app, email, 'forget');
      }
      assertError(await reset(code === '000000' ? '111111' : '000000'), 400, 'CODE_INVALID');
    }
    t.clock.advance(61_000);
    code = await sendCode(t.app, email, 'forget');
    const capped = await reset(code);
    assertError(capped, 429, 'RATE_LIMITED');
    t.clock.advance(capped.body.data.retryAfter * 1000);
    code = await sendCode(t.app, email, 'forget');
    assertOk(await reset(code));
  });

  it('a resend keeps the code being typed: the newest two codes work, older ones die', async () => {
    const { email } = await registerCompany(t.app, 'SUP');
    const byCode = (code: string) => call(t.app, 'POST', API.login, { body: { method: 'code', channel: 'mail', target: email, code } });
    t.clock.advance(61_000);
    const typing = await sendCode(t.app, email, 'login');
    t.clock.advance(61_000);
    const resent = await sendCode(t.app, email, 'login');
    assertOk(await byCode(typing));
    // Using one of the pair ends the other.
    if (resent !== typing) assertError(await byCode(resent), 400, 'CODE_INVALID');
    t.clock.advance(61_000);
    const a = await sendCode(t.app, email, 'login');
    t.clock.advance(61_000);
    const b = await sendCode(t.app, email, 'login');
    t.clock.advance(61_000);
    const c = await sendCode(t.app, email, 'login');
    if (a !== b && a !== c) assertError(await byCode(a), 400, 'CODE_INVALID');
    assertOk(await byCode(b));
    assertOk(await call(t.app, 'POST', API.login, { body: { method: 'password', account: email, password: PASSWORD } }));
  });
});
