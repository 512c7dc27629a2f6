import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { API, PASSWORD_PATTERN } from '@b2b/shared/contract';
import { isCommonPassword } from '../../lib/password';
import { DEMO_PASSWORD } from '../../seed/demo-accounts';
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

describe('password policy (10 to 64 characters, no composition rule, not a common password)', () => {
  let t: TestApp;

  before(async () => {
    t = await createTestApp({ seed: true });
  });
  after(() => t.close());

  const register = async (password: string) => {
    const email = uniqueEmail();
    const code = await sendCode(t.app, email, 'register');
    const body = {
      role: 'DEV',
      companyName: `策略 ${email}`,
      nickname: 'P',
      channel: 'mail',
      target: email,
      code,
      password,
      agreeTerms: true,
    };
    return call(t.app, 'POST', API.register, { body, lang: 'en_US' });
  };

  it('the common-password list is shipped, lower-cased, and the demo and test passwords are not on it', () => {
    const list = readFileSync(path.join(__dirname, '../../lib/common-passwords.txt'), 'utf8').split('\n').filter(Boolean);
    assert.ok(list.length > 2000);
    for (const word of list) assert.equal(word, word.toLowerCase());
    assert.ok(!isCommonPassword(DEMO_PASSWORD) && !isCommonPassword(PASSWORD));
    assert.ok(new RegExp(PASSWORD_PATTERN).test(DEMO_PASSWORD));
  });

  it('attack: register with a common password is 400 WEAK_PASSWORD on /password, whatever the case', async () => {
    for (const weak of ['password123', 'Qwerty123456', '1234567890', 'WOAINI1314520']) {
      const reply = await register(weak);
      assertError(reply, 400, 'WEAK_PASSWORD', ['/password']);
      assert.equal(reply.body.msg, 'This password is too common, please choose one that is harder to guess');
    }
  });

  it('needs 10 characters, at most 64, and no letters-and-digits rule', async () => {
    assertError(await register('Ab3$5678!'), 400, 'VALIDATION', ['/password']);
    assertError(await register('x'.repeat(65)), 400, 'VALIDATION', ['/password']);
    assertOk(await register('correct horse battery'));
    assertOk(await register('一二三四五六七八九十'));
  });

  it('attack: a reset to a common password is refused and the code stays usable', async () => {
    const { email } = await registerCompany(t.app, 'SUP');
    t.clock.advance(61_000);
    const code = await sendCode(t.app, email, 'forget');
    const body = { channel: 'mail', target: email, code, password: 'iloveyou123' };
    assertError(await call(t.app, 'PUT', API.forget, { body }), 400, 'WEAK_PASSWORD', ['/password']);
    assertOk(await call(t.app, 'PUT', API.forget, { body: { ...body, password: 'a-much-better-one' } }));
  });

  it('attack: a password change to a common password is refused', async () => {
    const { token } = await registerCompany(t.app, 'DEV');
    const body = { oldPassword: PASSWORD, newPassword: 'Password123!' };
    assertError(await call(t.app, 'PUT', API.changePassword, { body, token }), 400, 'WEAK_PASSWORD', ['/newPassword']);
    assertOk(await call(t.app, 'GET', API.userInfo, { token }));
  });
});
