import { fakeServer } from '../internal/fake-adapter';
import { api, bindSession, configureApi, http } from './index';
import { sessionLink } from './session-link';

const navigate = jest.fn();
const notify = jest.fn();

beforeEach(() => {
  localStorage.clear();
  bindSession(null);
  configureApi({ navigate, notify, currentPath: () => '/home' });
});

describe('session link before the session store binds', () => {
  it('reads the persisted token and countdown', () => {
    localStorage.setItem('b2b.token', 'tok');
    localStorage.setItem('b2b.expires', String(Date.now() + 120_500));
    expect(sessionLink().getToken()).toBe('tok');
    expect(sessionLink().secondsLeft()).toBe(120);
  });

  it('clears the persisted session on a 401', async () => {
    localStorage.setItem('b2b.token', 'tok');
    localStorage.setItem('b2b.expires', String(Date.now() + 120_000));
    http.defaults.adapter = fakeServer().next({ status: 401, data: '' }).adapter;
    await api.get('/api/userInfo').catch(() => undefined);
    expect(localStorage.getItem('b2b.token')).toBeNull();
    expect(localStorage.getItem('b2b.expires')).toBeNull();
  });

  it('uses the persisted countdown for a 403', async () => {
    localStorage.setItem('b2b.token', 'tok');
    localStorage.setItem('b2b.expires', String(Date.now() + 120_000));
    http.defaults.adapter = fakeServer().next({ status: 403, data: '' }).adapter;
    await api.get('/api/x').catch(() => undefined);
    expect(navigate).toHaveBeenCalledWith('/auth/login?type=remote');
  });
});

describe('bindSession', () => {
  it('replaces the link, and null restores the persisted one', () => {
    const link = { getToken: () => 'bound', secondsLeft: () => 5, clear: jest.fn(), setExpires: jest.fn() };
    bindSession(link);
    expect(sessionLink()).toBe(link);
    bindSession(null);
    localStorage.setItem('b2b.token', 'persisted');
    expect(sessionLink().getToken()).toBe('persisted');
  });
});
