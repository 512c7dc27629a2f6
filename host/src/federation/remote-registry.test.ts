jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemoteRegistry, parseRemoteMap } from './remote-registry';
import { remoteIntegrity, setRemoteIntegrity } from './remote-integrity';

describe('remote registry', () => {
  it('keeps only the known remotes with a URL', () => {
    expect(parseRemoteMap({ auth: 'https://cdn/a/1.0.0/mf-manifest.json', chat: '', evil: 'x', account: 3 })).toEqual({
      auth: 'https://cdn/a/1.0.0/mf-manifest.json',
    });
    expect(() => parseRemoteMap(null)).toThrow();
  });

  it('reads remotes.json without the cache and registers every remote, replacing older URLs', async () => {
    const fetchImpl = jest
      .fn()
      .mockResolvedValue({ ok: true, json: async () => ({ auth: 'http://a/1/mf-manifest.json', chat: 'http://c/2/mf-manifest.json' }) });
    await loadRemoteRegistry(fetchImpl as unknown as typeof fetch);
    expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
    expect(registerRemotes).toHaveBeenCalledWith(
      [
        { name: 'auth', entry: 'http://a/1/mf-manifest.json' },
        { name: 'chat', entry: 'http://c/2/mf-manifest.json' },
      ],
      { force: true },
    );
  });

  it("hands the pointer's hashes to the integrity check, and checks nothing when it has none", async () => {
    const pair = { manifest: `sha384-${'a'.repeat(64)}`, entry: `sha384-${'b'.repeat(64)}` };
    const pointer = { auth: 'http://a/1/mf-manifest.json', integrity: { auth: pair } };
    await loadRemoteRegistry(jest.fn().mockResolvedValue({ ok: true, json: async () => pointer }) as unknown as typeof fetch);
    expect([remoteIntegrity('auth'), remoteIntegrity('chat')]).toEqual([pair, null]);
    await loadRemoteRegistry(
      jest.fn().mockResolvedValue({ ok: true, json: async () => ({ auth: pointer.auth }) }) as unknown as typeof fetch,
    );
    expect(remoteIntegrity('chat')).toBeUndefined();
    setRemoteIntegrity(null);
  });

  it('fails clearly when remotes.json is missing', async () => {
    const fetchImpl = jest.fn().mockResolvedValue({ ok: false, status: 404 });
    await expect(loadRemoteRegistry(fetchImpl as unknown as typeof fetch)).rejects.toThrow('HTTP 404');
  });
});
