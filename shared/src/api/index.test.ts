import { envelope, fakeServer, type FakeServer } from '../internal/fake-adapter';
import type * as ApiModule from './index';
import { api, cancellable, CLIENT_ID_KEY, configureApi, DEFAULT_TIMEOUT_MS, http } from './index';

let server: FakeServer;
const notify = jest.fn();
const navigate = jest.fn();

beforeEach(() => {
  localStorage.clear();
  server = fakeServer();
  http.defaults.adapter = server.adapter;
  configureApi({ notify, navigate, currentPath: () => '/home', baseURL: '' });
});

describe('http', () => {
  it('has an empty base URL and a 60 s timeout by default', () => {
    expect(http.defaults.baseURL).toBe('');
    expect(http.defaults.timeout).toBe(60000);
    expect(DEFAULT_TIMEOUT_MS).toBe(60000);
  });

  it('exports the client id key', () => {
    expect(CLIENT_ID_KEY).toBe('b2b.clientId');
  });
});

describe('api methods', () => {
  it('get sends params in the query and resolves the data', async () => {
    server.next(envelope({ list: [], total: 0 }));
    await expect(api.get('/api/user/notice', { page: 1, type: 'TODO' })).resolves.toEqual({ list: [], total: 0 });
    const call = server.calls[0];
    expect(call.method).toBe('get');
    expect(http.getUri(call)).toBe('/api/user/notice?page=1&type=TODO');
    expect(call.data).toBeUndefined();
  });

  it('get keeps params given in the config when none are passed', async () => {
    await api.get('/api/common/city', undefined, { params: { provinceCode: '44' } });
    expect(http.getUri(server.calls[0])).toBe('/api/common/city?provinceCode=44');
  });

  it('post sends a JSON body', async () => {
    server.next(envelope({ token: 't' }));
    await expect(api.post('/api/login', { method: 'password', account: 'a@b.cn', password: 'x' })).resolves.toEqual({ token: 't' });
    const call = server.calls[0];
    expect(call.method).toBe('post');
    expect(call.url).toBe('/api/login');
    expect(JSON.parse(call.data)).toEqual({ method: 'password', account: 'a@b.cn', password: 'x' });
    expect(call.headers.getContentType()).toMatch(/application\/json/);
  });

  it('post works without a body', async () => {
    await api.post('/api/logout');
    expect(server.calls[0].method).toBe('post');
    expect(server.calls[0].data).toBeUndefined();
  });

  it('put sends a body', async () => {
    await api.put('/api/common/company/addExposure', { visitCompanyId: 'c1' });
    expect(server.calls[0].method).toBe('put');
    expect(JSON.parse(server.calls[0].data)).toEqual({ visitCompanyId: 'c1' });
  });

  it('delete sends params in the query', async () => {
    await api.delete('/api/imGroup/delete', { groupId: 'g1' });
    expect(server.calls[0].method).toBe('delete');
    expect(http.getUri(server.calls[0])).toBe('/api/imGroup/delete?groupId=g1');
  });

  it('pass the rest of the config on', async () => {
    const { signal } = cancellable();
    await api.get('/api/x', undefined, { headers: { 'X-Trace': '1' }, signal, responseType: 'json' });
    expect(server.calls[0].headers.get('X-Trace')).toBe('1');
    expect(server.calls[0].signal).toBe(signal);
  });
});

describe('configureApi', () => {
  afterEach(() => configureApi({ baseURL: '' }));

  it('sets the base URL', async () => {
    configureApi({ baseURL: 'https://api.example.com' });
    await api.get('/api/userInfo');
    expect(http.getUri(server.calls[0])).toBe('https://api.example.com/api/userInfo');
  });

  it('keeps the hooks it is not given', async () => {
    const other = jest.fn();
    configureApi({ notify: other });
    server.next({ status: 401, data: '' });
    await api.get('/api/x').catch(() => undefined);
    expect(navigate).toHaveBeenCalledWith('/auth/login?redirect=%2Fhome');
  });

  it('ignores hooks given as undefined', async () => {
    configureApi({ notify: undefined });
    server.next(envelope(null, 400, 'still notified'));
    await api.get('/api/x').catch(() => undefined);
    expect(notify).toHaveBeenCalledWith('still notified');
  });

  it('replaces a hook', async () => {
    const other = jest.fn();
    configureApi({ notify: other });
    server.next(envelope(null, 400, 'to the new toast'));
    await api.get('/api/x').catch(() => undefined);
    expect(other).toHaveBeenCalledWith('to the new toast');
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('default hooks', () => {
  function load(): typeof ApiModule {
    let mod!: typeof ApiModule;
    jest.isolateModules(() => {
      mod = require('./index');
    });
    return mod;
  }
  afterEach(() => {
    jest.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it('write the toast text to the console', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const mod = load();
    mod.http.defaults.adapter = fakeServer().next(envelope(null, 400, 'console text')).adapter;
    await mod.api.get('/api/x').catch(() => undefined);
    expect(consoleError).toHaveBeenCalledWith('console text');
  });

  it('read the current path from the window location', async () => {
    window.history.replaceState(null, '', '/workstation/manpower?tab=2');
    const mod = load();
    const go = jest.fn();
    mod.configureApi({ navigate: go });
    mod.http.defaults.adapter = fakeServer().next({ status: 401, data: '' }).adapter;
    await mod.api.get('/api/x').catch(() => undefined);
    expect(go).toHaveBeenCalledWith('/auth/login?redirect=%2Fworkstation%2Fmanpower%3Ftab%3D2');
  });
});

describe('cancellable', () => {
  it('gives a signal that cancel aborts', () => {
    const { signal, cancel } = cancellable();
    expect(signal.aborted).toBe(false);
    cancel();
    expect(signal.aborted).toBe(true);
  });

  it('gives a new controller each time', () => {
    const a = cancellable();
    const b = cancellable();
    a.cancel();
    expect(b.signal.aborted).toBe(false);
  });
});
