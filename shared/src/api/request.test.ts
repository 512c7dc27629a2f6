import { envelope, fakeServer, type FakeServer } from '../internal/fake-adapter';
import { REQUEST_ID_PATTERN } from '@b2b/shared/contract';
import { setLanguage } from '@b2b/shared/i18n';
import { bindSession, configureApi, http, api } from './index';

let server: FakeServer;
const header = (i: number, name: string) => server.calls[i].headers.get(name);
const NOW = Date.now();

beforeEach(() => {
  localStorage.clear();
  bindSession(null);
  server = fakeServer();
  http.defaults.adapter = server.adapter;
  configureApi({ notify: jest.fn(), navigate: jest.fn(), currentPath: () => '/home', baseURL: '' });
  setLanguage('zh-CN');
});

describe('Authorization header', () => {
  it('sends the stored token as a bearer token', async () => {
    localStorage.setItem('b2b.token', 'tok-1');
    localStorage.setItem('b2b.expires', String(NOW + 3_600_000));
    await api.get('/api/userInfo');
    expect(header(0, 'Authorization')).toBe('Bearer tok-1');
  });

  it('reads the token at request time, not once', async () => {
    await api.get('/api/common/init');
    localStorage.setItem('b2b.token', 'tok-2');
    await api.get('/api/common/init');
    expect(header(0, 'Authorization')).toBeUndefined();
    expect(header(1, 'Authorization')).toBe('Bearer tok-2');
  });

  it('is left out without a token', async () => {
    await api.post('/api/login', { method: 'password' });
    expect(server.calls[0].headers.has('Authorization')).toBe(false);
  });

  it('takes the token from the bound session when there is one', async () => {
    localStorage.setItem('b2b.token', 'stored');
    bindSession({ getToken: () => 'from-store', secondsLeft: () => 0, clear: jest.fn(), setExpires: jest.fn() });
    await api.get('/api/userInfo');
    expect(header(0, 'Authorization')).toBe('Bearer from-store');
  });

  it('keeps an Authorization header the caller set', async () => {
    localStorage.setItem('b2b.token', 'tok');
    await api.get('/api/x', undefined, { headers: { Authorization: 'Bearer explicit' } });
    expect(header(0, 'Authorization')).toBe('Bearer explicit');
  });
});

describe('language header', () => {
  it('sends zh_CN for Chinese', async () => {
    await api.get('/api/common/area');
    expect(header(0, 'Accept-Language')).toBe('zh_CN');
  });

  it('follows a language switch', async () => {
    setLanguage('en-US');
    await api.get('/api/common/area');
    setLanguage('zh-CN');
    await api.get('/api/common/area');
    expect(header(0, 'Accept-Language')).toBe('en_US');
    expect(header(1, 'Accept-Language')).toBe('zh_CN');
  });
});

describe('X-Request-Id header', () => {
  it('sends a new id of the contract’s format with every call to our API, none to another origin', async () => {
    await api.get('/api/common/init');
    await api.get('/api/common/init');
    await api.get('https://cdn.example.com/files/a.pdf');
    expect(header(0, 'X-Request-Id')).toMatch(REQUEST_ID_PATTERN);
    expect(header(0, 'X-Request-Id')).toMatch(/^[0-9a-f]{32}$/);
    expect(header(1, 'X-Request-Id')).not.toBe(header(0, 'X-Request-Id'));
    expect(server.calls[2].headers.has('X-Request-Id')).toBe(false);
  });
});

describe('X-Client-Id header', () => {
  it('sends a random id persisted under b2b.clientId, the same on every request', async () => {
    await api.get('/api/common/addVisit');
    await api.put('/api/common/addVisit');
    const id = header(0, 'X-Client-Id');
    expect(id).toEqual(expect.any(String));
    expect(localStorage.getItem('b2b.clientId')).toBe(id);
    expect(header(1, 'X-Client-Id')).toBe(id);
  });

  it('sends it for visitors too', async () => {
    await api.put('/api/common/addVisit');
    expect(server.calls[0].headers.has('Authorization')).toBe(false);
    expect(header(0, 'X-Client-Id')).toBeTruthy();
  });
});

describe('other origins', () => {
  beforeEach(() => localStorage.setItem('b2b.token', 'secret'));

  it('get none of our headers', async () => {
    await api.get('https://cdn.example.com/files/a.pdf');
    const headers = server.calls[0].headers;
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.has('X-Client-Id')).toBe(false);
    expect(headers.has('Accept-Language')).toBe(false);
  });

  it('include protocol-relative URLs', async () => {
    await api.get('//cdn.example.com/a.png');
    expect(server.calls[0].headers.has('Authorization')).toBe(false);
  });

  it('do not include an absolute URL of this origin', async () => {
    await api.get(`${window.location.origin}/api/userInfo`);
    expect(header(0, 'Authorization')).toBe('Bearer secret');
  });

  it('do not include the configured API origin', async () => {
    configureApi({ baseURL: 'https://api.example.com' });
    try {
      await api.get('/api/userInfo');
      await api.get('https://api.example.com/api/userInfo');
      await api.get('https://other.example.com/x');
    } finally {
      configureApi({ baseURL: '' });
    }
    expect(header(0, 'Authorization')).toBe('Bearer secret');
    expect(header(1, 'Authorization')).toBe('Bearer secret');
    expect(server.calls[2].headers.has('Authorization')).toBe(false);
  });
});

describe('timeout', () => {
  it('is 60000 ms by default', async () => {
    await api.get('/api/common/init');
    expect(server.calls[0].timeout).toBe(60000);
  });

  it('is none for an upload', async () => {
    await api.post('/api/common/upload/file', new FormData(), { upload: true });
    expect(server.calls[0].timeout).toBe(0);
  });

  it('can be set per call', async () => {
    await api.get('/api/common/init', undefined, { timeout: 5000 });
    expect(server.calls[0].timeout).toBe(5000);
  });
});

describe('query strings', () => {
  it('repeat array values', async () => {
    server.next(envelope({ list: [] }));
    await api.get('/api/user/follow', { type: ['DEV', 'SUP'], page: 1 });
    expect(http.getUri(server.calls[0])).toBe('/api/user/follow?type=DEV&type=SUP&page=1');
  });
});
