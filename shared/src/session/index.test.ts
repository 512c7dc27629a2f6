import { act, renderHook } from '@testing-library/react';
import { ApiError, configureApi, http, isCancel } from '@b2b/shared/api';
import type { SessionResult } from '@b2b/shared/contract';
import type { UserInfo } from '@b2b/shared/contract';
import { envelope, fakeServer, hangUntilAborted, networkError, type FakeServer } from '../internal/fake-adapter';
import { i18n, setLanguage } from '@b2b/shared/i18n';
import type * as SessionModule from './index';
import { getToken, sessionSecondsLeft, useSession } from './index';

const HOUR = 3_600_000;

function user(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    userId: 'u1',
    role: 'DEV',
    refined: true,
    companyApprovalStatus: 'APPROVED',
    memberLevel: 'VIP',
    type: 'MAIN',
    expires: Date.now() + HOUR,
    customers: [{ id: 'cs1', nickname: 'Amy' }],
    nickname: 'Li Lei',
    email: 'li@example.com',
    phone: null,
    companyId: 'c1',
    companyName: 'ACME',
    memberExpires: null,
    ...overrides,
  };
}

function sessionResult(token = 'tok-1'): SessionResult {
  const u = user();
  return { token, expires: u.expires, user: u };
}

let server: FakeServer;
const notify = jest.fn();
const navigate = jest.fn();
const state = () => useSession.getState();
const bearer = (i: number) => server.calls[i].headers.get('Authorization');

beforeEach(() => {
  localStorage.clear();
  state().clear();
  server = fakeServer();
  http.defaults.adapter = server.adapter;
  configureApi({ notify, navigate, currentPath: () => '/home' });
  setLanguage('zh-CN');
});

describe('initial state', () => {
  /** A fresh copy, as a page load gets it; its storage listener is removed so it cannot react to later tests. */
  function load(): typeof SessionModule {
    const listen = jest.spyOn(window, 'addEventListener');
    let mod!: typeof SessionModule;
    jest.isolateModules(() => {
      mod = require('./index');
    });
    for (const [type, listener] of listen.mock.calls) window.removeEventListener(type, listener);
    listen.mockRestore();
    return mod;
  }

  it('is anonymous with nothing stored', () => {
    const s = load().useSession.getState();
    expect(s).toMatchObject({ token: null, expires: null, user: null, unread: 0, status: 'anonymous' });
  });

  it('is loading with a stored token, until refresh', () => {
    const expires = Date.now() + HOUR;
    localStorage.setItem('b2b.token', 'stored');
    localStorage.setItem('b2b.expires', String(expires));
    const s = load().useSession.getState();
    expect(s).toMatchObject({ token: 'stored', expires, user: null, status: 'loading' });
  });

  it('drops a stored token that has expired', () => {
    localStorage.setItem('b2b.token', 'old');
    localStorage.setItem('b2b.expires', String(Date.now() - 1000));
    const s = load().useSession.getState();
    expect(s).toMatchObject({ token: null, status: 'anonymous' });
    expect(localStorage.getItem('b2b.token')).toBeNull();
  });

  it('takes the current language', () => {
    setLanguage('en-US');
    expect(load().useSession.getState().lang).toBe('en-US');
  });
});

describe('applySession', () => {
  it('sets token, expiry and user, and persists them', () => {
    const result = sessionResult('abc');
    state().applySession(result);
    expect(state()).toMatchObject({ token: 'abc', expires: result.expires, user: result.user, status: 'authenticated' });
    expect(localStorage.getItem('b2b.token')).toBe('abc');
    expect(localStorage.getItem('b2b.expires')).toBe(String(result.expires));
    expect(getToken()).toBe('abc');
  });
});

describe('the countdown follows X-Session-Expires', () => {
  it('takes the moved end of the current session from any answer, and persists it', async () => {
    state().applySession(sessionResult('tok-live'));
    const moved = Date.now() + 30 * 60_000;
    server.next({ ...envelope(null), headers: { 'x-session-expires': String(moved) } });
    await http.get('/api/x');
    expect(state().expires).toBe(moved);
    expect(localStorage.getItem('b2b.expires')).toBe(String(moved));
    expect(sessionSecondsLeft()).toBeGreaterThan(29 * 60);
  });

  it('ignores it when signed out', async () => {
    server.next({ ...envelope(null), headers: { 'x-session-expires': String(Date.now() + 60_000) } });
    await http.get('/api/x');
    expect(state().expires).toBeNull();
  });
});

describe('login', () => {
  const body = { method: 'password', account: 'li@example.com', password: 'secret123' } as const;

  it('posts the body to /api/login and applies the session', async () => {
    const result = sessionResult('tok-login');
    server.next(envelope(result));
    await expect(state().login(body)).resolves.toEqual(result.user);
    expect(server.calls[0].method).toBe('post');
    expect(server.calls[0].url).toBe('/api/login');
    expect(JSON.parse(server.calls[0].data)).toEqual(body);
    expect(state()).toMatchObject({ token: 'tok-login', user: result.user, status: 'authenticated' });
    expect(localStorage.getItem('b2b.token')).toBe('tok-login');
  });

  it('makes later calls carry the new token', async () => {
    server.next(envelope(sessionResult('tok-next'))).next(envelope(null));
    await state().login(body);
    await state().logout();
    expect(bearer(1)).toBe('Bearer tok-next');
  });

  it('rejects with the ApiError, leaves the session signed out, and leaves the message to the form', async () => {
    server.next({ status: 400, data: { code: 400, msg: '账号或密码错误', data: { reason: 'BAD_CREDENTIALS' } } });
    const err = await state()
      .login(body)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).reason).toBe('BAD_CREDENTIALS');
    expect(state()).toMatchObject({ token: null, user: null, status: 'anonymous' });
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('register', () => {
  it('posts the body to /api/register and applies the session', async () => {
    const result = sessionResult('tok-reg');
    server.next(envelope(result, 201));
    const body = {
      role: 'SUP',
      companyName: 'ACME',
      nickname: 'Han',
      channel: 'mail',
      target: 'han@example.com',
      code: '123456',
      password: 'secret123',
      agreeTerms: true,
    } as const;
    await expect(state().register(body)).resolves.toEqual(result.user);
    expect(server.calls[0].url).toBe('/api/register');
    expect(server.calls[0].method).toBe('post');
    expect(JSON.parse(server.calls[0].data)).toEqual(body);
    expect(state().token).toBe('tok-reg');
  });
});

describe('refresh', () => {
  beforeEach(() => state().applySession(sessionResult('tok')));

  it('resolves null without a request when there is no token', async () => {
    state().clear();
    await expect(state().refresh()).resolves.toBeNull();
    expect(server.calls).toHaveLength(0);
    expect(state().status).toBe('anonymous');
  });

  it('loads the user of the token', async () => {
    useSession.setState({ user: null, status: 'loading' });
    const fresh = user({ nickname: 'Updated', expires: Date.now() + 2 * HOUR });
    server.next(envelope(fresh));
    await expect(state().refresh()).resolves.toEqual(fresh);
    expect(server.calls[0].method).toBe('get');
    expect(server.calls[0].url).toBe('/api/userInfo');
    expect(bearer(0)).toBe('Bearer tok');
    expect(state()).toMatchObject({ user: fresh, expires: fresh.expires, status: 'authenticated' });
    expect(localStorage.getItem('b2b.expires')).toBe(String(fresh.expires));
  });

  it('shows loading while the user is unknown', async () => {
    useSession.setState({ user: null, status: 'anonymous' });
    server.next(envelope(user()));
    const pending = state().refresh();
    expect(state().status).toBe('loading');
    await pending;
    expect(state().status).toBe('authenticated');
  });

  it('keeps a known user shown while it reloads', async () => {
    server.next(envelope(user()));
    const pending = state().refresh();
    expect(state().status).toBe('authenticated');
    await pending;
  });

  it.each([401, 402])('signs out on %i, without going to login', async (code) => {
    server.next({ status: code, data: { code, msg: 'expired', data: null } });
    await expect(state().refresh()).resolves.toBeNull();
    expect(state()).toMatchObject({ token: null, user: null, status: 'anonymous' });
    expect(localStorage.getItem('b2b.token')).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('rejects on other failures and keeps the token for a later try', async () => {
    useSession.setState({ user: null, status: 'loading' });
    server.next({ status: 500, data: '' });
    const err = await state()
      .refresh()
      .catch((e: unknown) => e);
    expect((err as ApiError).code).toBe(500);
    expect(state()).toMatchObject({ token: 'tok', user: null, status: 'anonymous' });
    expect(localStorage.getItem('b2b.token')).toBe('tok');
  });

  it('stays authenticated with the known user when the network fails', async () => {
    const known = state().user;
    server.next(networkError);
    await expect(state().refresh()).rejects.toBeInstanceOf(ApiError);
    expect(state()).toMatchObject({ token: 'tok', user: known, status: 'authenticated' });
  });

  it('ignores an answer for a token replaced meanwhile', async () => {
    server.next(() => {
      state().applySession(sessionResult('newer'));
      return envelope(user({ nickname: 'Stale' }));
    });
    await state().refresh();
    expect(state().token).toBe('newer');
    expect(state().user?.nickname).toBe('Li Lei');
  });

  it('does not sign out a session that replaced the one that failed', async () => {
    server.next(() => {
      state().applySession(sessionResult('newer'));
      return { status: 401, data: '' };
    });
    await expect(state().refresh()).resolves.toBeNull();
    expect(state()).toMatchObject({ token: 'newer', status: 'authenticated' });
  });
});

describe('logout', () => {
  beforeEach(() => state().applySession(sessionResult('tok')));

  it('posts /api/logout with the token, then clears', async () => {
    server.next(envelope(null));
    await state().logout();
    expect(server.calls[0].method).toBe('post');
    expect(server.calls[0].url).toBe('/api/logout');
    expect(bearer(0)).toBe('Bearer tok');
    expect(state()).toMatchObject({ token: null, user: null, status: 'anonymous' });
    expect(localStorage.getItem('b2b.token')).toBeNull();
  });

  it.each([
    ['a server error', { status: 500, data: '' }],
    ['a bad request', { status: 400, data: { code: 400, msg: 'nope', data: null } }],
    ['an expired token', { status: 401, data: '' }],
  ] as const)('ignores %s, silently', async (_, reply) => {
    server.next(reply);
    await expect(state().logout()).resolves.toBeUndefined();
    expect(state().token).toBeNull();
    expect(notify).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('ignores a network failure', async () => {
    server.next(networkError);
    await state().logout();
    expect(state().token).toBeNull();
    expect(notify).not.toHaveBeenCalled();
  });

  it('makes no request when signed out', async () => {
    state().clear();
    await state().logout();
    expect(server.calls).toHaveLength(0);
  });
});

describe('clear', () => {
  it('signs out locally', () => {
    state().applySession(sessionResult());
    state().setUnread(4);
    state().clear();
    expect(state()).toMatchObject({ token: null, expires: null, user: null, unread: 0, status: 'anonymous' });
    expect(localStorage.getItem('b2b.token')).toBeNull();
    expect(localStorage.getItem('b2b.expires')).toBeNull();
    expect(getToken()).toBeNull();
  });
});

describe('the API client and the store', () => {
  it('clears the store when any call answers 401', async () => {
    state().applySession(sessionResult('tok'));
    server.next({ status: 401, data: '' });
    await expect(http.get('/api/user/collect')).rejects.toBeInstanceOf(ApiError);
    expect(state()).toMatchObject({ token: null, user: null, status: 'anonymous' });
    expect(navigate).toHaveBeenCalledWith('/auth/login?redirect=%2Fhome');
  });

  it('uses the store countdown for a 403', async () => {
    state().applySession({ ...sessionResult('tok'), expires: Date.now() + 30_000 });
    server.next({ status: 403, data: '' });
    await http.get('/api/x').catch(() => undefined);
    expect(navigate).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalled();
  });

  it('lets a cancelled call leave the session alone', async () => {
    state().applySession(sessionResult('tok'));
    server.next(hangUntilAborted);
    const controller = new AbortController();
    const pending = http.get('/api/x', { signal: controller.signal });
    controller.abort();
    expect(isCancel(await pending.catch((e: unknown) => e))).toBe(true);
    expect(state().token).toBe('tok');
  });
});

describe('setUser, setUnread, setLang', () => {
  it('setUser replaces the user', () => {
    state().applySession(sessionResult());
    const next = user({ memberLevel: 'SVIP' });
    state().setUser(next);
    expect(state()).toMatchObject({ user: next, status: 'authenticated' });
  });

  it.each([
    [3, 3],
    [0, 0],
    [-2, 0],
    [2.7, 2],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('setUnread(%p) stores %p', (n, expected) => {
    state().setUnread(n);
    expect(state().unread).toBe(expected);
  });

  it('setLang switches the interface language', () => {
    state().setLang('en-US');
    expect(state().lang).toBe('en-US');
    expect(i18n.language).toBe('en-US');
    expect(localStorage.getItem('b2b.lang')).toBe('en-US');
    expect(document.title).toBe('B2B Connect');
    state().setLang('zh-CN');
    expect(state().lang).toBe('zh-CN');
  });

  it('mirrors a language set through i18n', () => {
    setLanguage('en-US');
    expect(state().lang).toBe('en-US');
    setLanguage('zh-CN');
    expect(state().lang).toBe('zh-CN');
  });

  it('re-renders components that read it', () => {
    const { result } = renderHook(() => useSession((s) => s.unread));
    expect(result.current).toBe(0);
    act(() => state().setUnread(5));
    expect(result.current).toBe(5);
  });
});

describe('sessionSecondsLeft', () => {
  it('is 0 without a session', () => {
    expect(sessionSecondsLeft()).toBe(0);
  });

  it('counts down to the expiry', () => {
    const now = 1_700_000_000_000;
    useSession.setState({ expires: now + 90_500 });
    expect(sessionSecondsLeft(now)).toBe(90);
    expect(sessionSecondsLeft(now + 30_000)).toBe(60);
    expect(sessionSecondsLeft(now + 90_500)).toBe(0);
    expect(sessionSecondsLeft(now + 100_000)).toBe(0);
  });
});

describe('another tab', () => {
  function storageEvent(key: string | null) {
    window.dispatchEvent(new StorageEvent('storage', { key }));
  }

  it('signing out signs this tab out', () => {
    state().applySession(sessionResult('shared'));
    localStorage.removeItem('b2b.token');
    storageEvent('b2b.token');
    expect(state()).toMatchObject({ token: null, user: null, status: 'anonymous' });
  });

  it('clearing storage signs this tab out', () => {
    state().applySession(sessionResult('shared'));
    localStorage.clear();
    storageEvent(null);
    expect(state().token).toBeNull();
  });

  it('signing in loads that session here', async () => {
    const other = user({ userId: 'u2', nickname: 'Other' });
    server.next(envelope(other));
    localStorage.setItem('b2b.expires', String(other.expires));
    localStorage.setItem('b2b.token', 'from-other-tab');
    storageEvent('b2b.token');
    expect(state()).toMatchObject({ token: 'from-other-tab', status: 'loading' });
    await new Promise((r) => setTimeout(r, 0));
    expect(bearer(0)).toBe('Bearer from-other-tab');
    expect(state()).toMatchObject({ user: other, status: 'authenticated' });
  });

  it('ignores other keys and unchanged tokens', () => {
    state().applySession(sessionResult('same'));
    storageEvent('b2b.lang');
    storageEvent('b2b.token');
    expect(state().token).toBe('same');
    expect(server.calls).toHaveLength(0);
  });
});
