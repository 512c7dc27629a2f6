import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { expectConsole } from '@test/console';
import { assertRemoteVouchedFor, integrityPlugin, parseIntegrity, remoteIntegrity, setRemoteIntegrity } from './remote-integrity';

const hash = (c: string) => `sha384-${c.repeat(64)}`;
const PAIR = { manifest: hash('a'), entry: hash('b') };
const MANIFEST = 'http://cdn.test/remote-workstation/1.0.0/mf-manifest.json';
const ENTRY = 'http://cdn.test/remote-workstation/1.0.0/remoteEntry.js';
const info = (name: string) => ({ name, entry: MANIFEST }) as never;

type Hooks = Required<Pick<ModuleFederationRuntimePlugin, 'fetch' | 'createScript'>>;
const plugin = integrityPlugin() as Hooks;

afterEach(() => setRemoteIntegrity(null));

describe("the pointer's hashes", () => {
  it('checks nothing when remotes.json carries none (the development servers)', () => {
    expect(parseIntegrity({ auth: MANIFEST })).toBeNull();
  });

  it('keeps the well-formed sha384 pairs of known remotes only: a remote with a malformed pair is refused', () => {
    expect(
      parseIntegrity({
        integrity: { workstation: PAIR, chat: { manifest: 'md5-x', entry: hash('b') }, account: { manifest: hash('a') }, evil: PAIR },
      }),
    ).toEqual({ workstation: PAIR });
    expect(parseIntegrity({ integrity: 'nonsense' })).toEqual({});
  });

  it('refuses, with its name in the console, a remote the pointer has no hashes for', () => {
    setRemoteIntegrity({ workstation: PAIR });
    expect(remoteIntegrity('workstation')).toEqual(PAIR);
    expectConsole('error', /remote "chat" refused: remotes.json carries no sha384/);
    expect(() => assertRemoteVouchedFor('chat')).toThrow('remote "chat" refused');
  });
});

describe('the integrity plugin', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it("fetches the manifest with the pointer's hash, so the browser refuses a changed byte", async () => {
    setRemoteIntegrity({ workstation: PAIR });
    const answer = { ok: true } as Response;
    global.fetch = jest.fn().mockResolvedValue(answer);
    await expect(plugin.fetch(MANIFEST, {}, info('workstation'))).resolves.toBe(answer);
    expect(global.fetch).toHaveBeenCalledWith(MANIFEST, { integrity: PAIR.manifest });
  });

  it('names the remote when the browser refuses its manifest', async () => {
    setRemoteIntegrity({ workstation: PAIR });
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    expectConsole('error', /remote "workstation" refused: .*mf-manifest.json .*sha384/);
    await expect(plugin.fetch(MANIFEST, {}, info('workstation'))).rejects.toThrow('remote "workstation" refused');
  });

  it('leaves loading as it is when nothing is checked', () => {
    global.fetch = jest.fn();
    expect(plugin.fetch(MANIFEST, {}, info('workstation'))).toBeUndefined();
    expect(plugin.createScript({ url: ENTRY, attrs: {}, remoteInfo: info('workstation') } as never)).toBeUndefined();
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it("loads the entry with the pointer's hash and crossorigin, and names the remote when it fails", () => {
    setRemoteIntegrity({ workstation: PAIR });
    const script = plugin.createScript({ url: ENTRY, attrs: {}, remoteInfo: info('workstation') } as never) as HTMLScriptElement;
    expect([script.src, script.integrity, script.crossOrigin]).toEqual([ENTRY, PAIR.entry, 'anonymous']);
    expectConsole('error', /remote "workstation" refused: .*remoteEntry.js/);
    script.dispatchEvent(new Event('error'));
  });

  it('leaves other scripts alone, and refuses an entry the pointer does not vouch for', () => {
    setRemoteIntegrity({ workstation: PAIR });
    expect(plugin.createScript({ url: 'http://cdn.test/x/chunk.js', attrs: {}, remoteInfo: info('workstation') } as never)).toBeUndefined();
    expectConsole('error', /remote "chat" refused/);
    expect(() => plugin.createScript({ url: ENTRY, attrs: {}, remoteInfo: info('chat') } as never)).toThrow('refused');
  });
});
