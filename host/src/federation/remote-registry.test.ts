jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), getInstance: jest.fn() }));
import { getInstance, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemoteRegistry, parseRemoteMap, refreshRemoteRegistry } from './remote-registry';
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

  it('reads the pointer again revalidated, and registers only the remotes whose release changed', async () => {
    const first = { auth: 'http://a/1/mf-manifest.json', workstation: 'http://w/1/mf-manifest.json' };
    await loadRemoteRegistry(jest.fn().mockResolvedValue({ ok: true, json: async () => first }) as unknown as typeof fetch);
    (registerRemotes as jest.Mock).mockClear();

    const same = jest.fn().mockResolvedValue({ ok: true, json: async () => first });
    await expect(refreshRemoteRegistry(same as unknown as typeof fetch)).resolves.toEqual([]);
    expect(same).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
    expect(registerRemotes).not.toHaveBeenCalled();

    const promoted = { ...first, workstation: 'http://w/2/mf-manifest.json' };
    const next = jest.fn().mockResolvedValue({ ok: true, json: async () => promoted });
    await expect(refreshRemoteRegistry(next as unknown as typeof fetch)).resolves.toEqual([{ name: 'workstation', sameOrigin: true }]);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'workstation', entry: 'http://w/2/mf-manifest.json' }], { force: true });
    // Read again, the promoted release is what is registered: nothing changes.
    await expect(refreshRemoteRegistry(next as unknown as typeof fetch)).resolves.toEqual([]);

    const moved = { ...promoted, workstation: 'https://cdn2.test/w/3/mf-manifest.json' };
    const elsewhere = jest.fn().mockResolvedValue({ ok: true, json: async () => moved });
    await expect(refreshRemoteRegistry(elsewhere as unknown as typeof fetch)).resolves.toEqual([
      { name: 'workstation', sameOrigin: false },
    ]);
  });

  it('keeps every remote as it is when the pointer cannot be read again', async () => {
    (registerRemotes as jest.Mock).mockClear();
    const down = jest.fn().mockResolvedValue({ ok: false, status: 503 });
    await expect(refreshRemoteRegistry(down as unknown as typeof fetch)).rejects.toThrow('HTTP 503');
    expect(registerRemotes).not.toHaveBeenCalled();
  });

  it('keeps the share scope as it was when a promoted remote replaces its old container (the kernel the host provides among it)', async () => {
    const kernel = { from: 'workstation', loaded: true };
    const shareScopeMap: Record<string, Record<string, Record<string, unknown>>> = {
      default: { '@b2b/shared/upload': { '0.5.1': kernel }, react: { '19.0.0': { from: 'host' } } },
    };
    (getInstance as jest.Mock).mockReturnValue({ shareScopeMap });
    const first = { workstation: 'http://w/1/mf-manifest.json' };
    await loadRemoteRegistry(jest.fn().mockResolvedValue({ ok: true, json: async () => first }) as unknown as typeof fetch);
    // What the runtime does to the replaced container's versions.
    (registerRemotes as jest.Mock).mockImplementationOnce(() => delete shareScopeMap.default!['@b2b/shared/upload']!['0.5.1']);
    const next = { workstation: 'http://w/2/mf-manifest.json' };
    await refreshRemoteRegistry(jest.fn().mockResolvedValue({ ok: true, json: async () => next }) as unknown as typeof fetch);
    expect(shareScopeMap.default!['@b2b/shared/upload']!['0.5.1']).toBe(kernel);
    expect(Object.keys(shareScopeMap.default!)).toEqual(['@b2b/shared/upload', 'react']);
    (getInstance as jest.Mock).mockReset();
  });
});
