jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
jest.mock('./remote-registry', () => ({ remoteRegistryReady: jest.fn() }));
import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadExpose, RemoteUnavailableError } from './load-expose';
import { remoteRegistryReady } from './remote-registry';
import { unavailableRemote } from './unavailable';

const load = jest.mocked(loadRemote);
const routes = { owner: 'chat', routes: [] };
const widgets = { RespondDialog: () => null };

// Each case loads exposes no earlier case loaded: the loader keeps what it loaded for the page's life.
beforeEach(() => {
  document.head.innerHTML = '';
  jest.mocked(remoteRegistryReady).mockResolvedValue({
    auth: 'http://a/1/mf-manifest.json',
    chat: 'http://c/1/mf-manifest.json',
    workstation: 'http://w/2/mf-manifest.json',
  });
});

describe("loading a remote's expose", () => {
  it('loads each expose once, by its module name, and unwraps a default export', async () => {
    load.mockImplementation(async (id) => (id === 'chat/routes' ? routes : { default: widgets }));
    expect(await loadExpose('chat', 'routes')).toBe(routes);
    expect(await loadExpose('chat', 'routes')).toBe(routes);
    expect(await loadExpose('workstation', 'widgets')).toBe(widgets);
    expect(load.mock.calls).toEqual([['chat/routes'], ['workstation/widgets']]);
  });

  it("fetches the remote's entry beside its manifest while the runtime reads the manifest", async () => {
    load.mockResolvedValue(routes);
    await loadExpose('auth', 'routes');
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload]')].map((link) => link.href);
    expect(preloads).toEqual(['http://a/1/remoteEntry.js']);
  });

  it('refuses a remote that remotes.json does not list, without asking the runtime', async () => {
    await expect(loadExpose('account', 'routes')).rejects.toThrow(new RemoteUnavailableError('account', 'not listed in remotes.json'));
    expect(load).not.toHaveBeenCalled();
  });

  it("turns the resilient plugin's marker (unreachable, or refused by the kernel check) into an error, and loads again after it", async () => {
    load.mockResolvedValueOnce(unavailableRemote('workstation/routes', new Error('kernel 9.0.0')));
    const failed = loadExpose('workstation', 'routes');
    await expect(failed).rejects.toBeInstanceOf(RemoteUnavailableError);
    await expect(failed).rejects.toThrow('remote workstation is unavailable: kernel 9.0.0');

    load.mockResolvedValueOnce(routes);
    expect(await loadExpose('workstation', 'routes')).toBe(routes);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
