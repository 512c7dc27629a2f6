import { clearPersistedSession, EXPIRES_KEY, persistSession, readPersistedSession, secondsUntil, TOKEN_KEY } from './persisted-session';

const NOW = 1_700_000_000_000;

describe('persisted session', () => {
  beforeEach(() => localStorage.clear());

  it('uses the keys b2b.token and b2b.expires', () => {
    expect(TOKEN_KEY).toBe('b2b.token');
    expect(EXPIRES_KEY).toBe('b2b.expires');
  });

  it('reads nothing when nothing is stored', () => {
    expect(readPersistedSession(NOW)).toEqual({ token: null, expires: null });
  });

  it('stores and reads back a session', () => {
    persistSession('tok', NOW + 5000);
    expect(localStorage.getItem('b2b.token')).toBe('tok');
    expect(localStorage.getItem('b2b.expires')).toBe(String(NOW + 5000));
    expect(readPersistedSession(NOW)).toEqual({ token: 'tok', expires: NOW + 5000 });
  });

  it('drops and removes an expired session', () => {
    persistSession('old', NOW - 1);
    expect(readPersistedSession(NOW)).toEqual({ token: null, expires: null });
    expect(localStorage.getItem('b2b.token')).toBeNull();
    expect(localStorage.getItem('b2b.expires')).toBeNull();
  });

  it('keeps a token without a usable expiry', () => {
    localStorage.setItem('b2b.token', 'tok');
    localStorage.setItem('b2b.expires', 'garbage');
    expect(readPersistedSession(NOW)).toEqual({ token: 'tok', expires: null });
    persistSession('tok2', null);
    expect(localStorage.getItem('b2b.expires')).toBeNull();
    expect(readPersistedSession(NOW)).toEqual({ token: 'tok2', expires: null });
  });

  it('ignores an expiry stored without a token', () => {
    localStorage.setItem('b2b.expires', String(NOW + 1000));
    expect(readPersistedSession(NOW)).toEqual({ token: null, expires: null });
  });

  it('clears both keys', () => {
    persistSession('tok', NOW + 5000);
    clearPersistedSession();
    expect(localStorage.getItem('b2b.token')).toBeNull();
    expect(localStorage.getItem('b2b.expires')).toBeNull();
  });
});

describe('secondsUntil', () => {
  it.each([
    [null, 0],
    [NOW - 1000, 0],
    [NOW, 0],
    [NOW + 999, 0],
    [NOW + 1000, 1],
    [NOW + 59_999, 59],
    [NOW + 60_000, 60],
    [NOW + 3_600_000, 3600],
    [Number.NaN, 0],
  ])('expires %p gives %p seconds', (expires, seconds) => {
    expect(secondsUntil(expires, NOW)).toBe(seconds);
  });
});
