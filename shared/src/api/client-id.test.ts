import type * as ClientIdModule from './client-id';

function load(): typeof ClientIdModule {
  let mod!: typeof ClientIdModule;
  jest.isolateModules(() => {
    mod = require('./client-id');
  });
  return mod;
}

describe('clientId', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('is stored under b2b.clientId', () => {
    const { clientId, CLIENT_ID_KEY } = load();
    expect(CLIENT_ID_KEY).toBe('b2b.clientId');
    const id = clientId();
    expect(id).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(localStorage.getItem('b2b.clientId')).toBe(id);
  });

  it('stays the same across calls and page loads', () => {
    const first = load().clientId();
    expect(load().clientId()).toBe(first);
    expect(load().clientId()).toBe(first);
  });

  it('uses an id already stored', () => {
    localStorage.setItem('b2b.clientId', 'known-id');
    expect(load().clientId()).toBe('known-id');
  });

  it('differs between browsers', () => {
    const a = load().clientId();
    localStorage.clear();
    const b = load().clientId();
    expect(a).not.toBe(b);
  });

  it('stays stable for the page when storage is unavailable', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied');
    });
    const { clientId } = load();
    const id = clientId();
    expect(id).toBeTruthy();
    expect(clientId()).toBe(id);
  });

  it('works without crypto.randomUUID', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(load().clientId()).toMatch(/^[0-9a-f]{32}$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
