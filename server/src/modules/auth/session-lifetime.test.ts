import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API } from '@b2b/shared/contract';
import { sessions } from '../../db/schema';
import { assertError, assertOk, call, createTestApp, loginAs, sendCode, type TestApp } from '../../test/helpers';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('session lifetime (idle 30 min, absolute 12 h, remember me 7 days)', () => {
  let t: TestApp;

  before(async () => {
    t = await createTestApp({ seed: true });
  });
  after(() => t.close());

  const login = (account: string, remember?: boolean) =>
    call(t.app, 'POST', API.login, {
      body: { method: 'password', account, password: 'Demo-2026-b2b', ...(remember === undefined ? {} : { remember }) },
    });
  const userInfo = (token: string) => call(t.app, 'GET', API.userInfo, { token });

  it('attack: a token left unused for 30 minutes is dead (402), and expires says so from the start', async () => {
    const start = t.clock.now().getTime();
    const session = assertOk(await login('dev@demo.test'));
    assert.equal(session.expires, start + 30 * MINUTE);
    assert.equal(session.user.expires, session.expires);
    t.clock.advance(30 * MINUTE);
    assertError(await userInfo(session.token), 402, 'TOKEN_EXPIRED');
  });

  it('each request moves the idle deadline; the answer carries it in X-Session-Expires and userInfo.expires', async () => {
    const session = assertOk(await login('devproj@demo.test'));
    t.clock.advance(20 * MINUTE);
    const reply = await userInfo(session.token);
    const now = t.clock.now().getTime();
    assert.equal(assertOk(reply).expires, now + 30 * MINUTE);
    assert.equal(reply.headers['x-session-expires'], String(now + 30 * MINUTE));
    t.clock.advance(25 * MINUTE);
    assertOk(await userInfo(session.token));
    // Errors of an authenticated request carry it too.
    const notFound = await call(t.app, 'PUT', '/api/user/notice/00000000-0000-4000-8000-000000000000/read', { token: session.token });
    assert.equal(notFound.headers['x-session-expires'], String(t.clock.now().getTime() + 30 * MINUTE));
  });

  it('writes the idle deadline at most once a minute', async () => {
    const session = assertOk(await login('supreq@demo.test'));
    const stored = async () => {
      const rows = await t.app.ctx.db.select().from(sessions);
      return rows.find((r) => r.idleExpiresAt.getTime() >= session.expires && r.createdAt.getTime() === session.expires - 30 * MINUTE)!;
    };
    const first = (await stored()).idleExpiresAt.getTime();
    t.clock.advance(30_000);
    const reply = await userInfo(session.token);
    assert.equal(reply.headers['x-session-expires'], String(first), 'within a minute nothing moves');
    assert.equal((await stored()).idleExpiresAt.getTime(), first);
    t.clock.advance(31_000);
    assertOk(await userInfo(session.token));
    assert.equal((await stored()).idleExpiresAt.getTime(), t.clock.now().getTime() + 30 * MINUTE);
  });

  it('attack: a session kept busy still ends 12 hours after sign-in', async () => {
    const start = t.clock.now().getTime();
    const session = assertOk(await login('sup@demo.test'));
    for (let i = 0; i < 12 * 4 - 1; i++) {
      t.clock.advance(15 * MINUTE);
      const info = assertOk(await userInfo(session.token));
      assert.ok(info.expires <= start + 12 * HOUR);
    }
    t.clock.advance(15 * MINUTE);
    assertError(await userInfo(session.token), 402, 'TOKEN_EXPIRED');
  });

  it('remember me: 7 days without an idle timeout, not past 7 days', async () => {
    const start = t.clock.now().getTime();
    const session = assertOk(await login('ordinary@demo.test', true));
    assert.equal(session.expires, start + 7 * 24 * HOUR);
    t.clock.advance(3 * 24 * HOUR);
    assert.equal(assertOk(await userInfo(session.token)).expires, start + 7 * 24 * HOUR);
    t.clock.advance(4 * 24 * HOUR);
    assertError(await userInfo(session.token), 402, 'TOKEN_EXPIRED');
  });

  it('remember applies to code sign-in too, and a non-boolean is refused', async () => {
    const code = await sendCode(t.app, 'rejected@demo.test', 'login');
    const start = t.clock.now().getTime();
    const body = { method: 'code', channel: 'mail', target: 'rejected@demo.test', code, remember: true };
    assert.equal(assertOk(await call(t.app, 'POST', API.login, { body })).expires, start + 7 * 24 * HOUR);
    assertError(await call(t.app, 'POST', API.login, { body: { ...body, remember: 'yes' } }), 400, 'VALIDATION', ['/remember']);
  });

  it('a password change keeps the kind of session (remembered stays remembered)', async () => {
    const session = assertOk(await login('newsup@demo.test', true));
    const body = { oldPassword: 'Demo-2026-b2b', newPassword: 'Another-pass-2026' };
    const fresh = assertOk(await call(t.app, 'PUT', API.changePassword, { body, token: session.token }));
    assert.equal(fresh.expires, t.clock.now().getTime() + 7 * 24 * HOUR);
  });

  it('the limits come from SESSION_IDLE_MINUTES, SESSION_MAX_HOURS and SESSION_REMEMBER_DAYS', async () => {
    const other = await createTestApp({ seed: true, config: { session: { idleMinutes: 5, maxHours: 1, rememberDays: 2 } } });
    try {
      const start = other.clock.now().getTime();
      assert.equal((await loginAs(other.app, 'dev@demo.test')).expires, start + 5 * MINUTE);
      const remembered = await call(other.app, 'POST', API.login, {
        body: { method: 'password', account: 'sup@demo.test', password: 'Demo-2026-b2b', remember: true },
      });
      assert.equal(assertOk(remembered).expires, start + 2 * 24 * HOUR);
    } finally {
      await other.close();
    }
  });
});
