jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
jest.mock('./remote-registry', () => ({ remoteRegistryReady: jest.fn() }));
import { loadRemote } from '@module-federation/enhanced/runtime';
import { remoteRegistryReady } from './remote-registry';
import { preloadLikelyNext, SETTLED_AFTER_LOAD_MS, warmRemotesOnIntent } from './warm-remote-pages';

const pageModule = { default: () => null };
const loadPage = jest.fn().mockResolvedValue(pageModule);
const routesModule = { routes: [{ path: 'chat-customer', load: loadPage }] };

beforeEach(() => {
  jest.useFakeTimers();
  jest.mocked(remoteRegistryReady).mockResolvedValue({
    auth: 'http://a/1/mf-manifest.json',
    chat: 'http://c/1/mf-manifest.json',
    workstation: 'http://w/1/mf-manifest.json',
    account: 'http://d/1/mf-manifest.json',
  });
  jest.mocked(loadRemote).mockResolvedValue(routesModule);
});
afterEach(() => {
  jest.useRealTimers();
  jest.clearAllMocks();
});

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('warming the next remote', () => {
  it('waits for the load event and the settling time, then loads the page asked for at that moment', async () => {
    const listeners: Record<string, () => void> = {};
    const win = {
      document: { readyState: 'interactive' },
      addEventListener: (name: string, fn: () => void) => (listeners[name] = fn),
      setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    } as unknown as Window;
    let likely: { owner: 'auth' | 'chat'; path: string } = { owner: 'auth', path: 'auth/login' };
    preloadLikelyNext(() => likely, win);
    jest.advanceTimersByTime(60_000);
    await flush();
    expect(loadRemote).not.toHaveBeenCalled();
    listeners.load();
    likely = { owner: 'chat', path: 'chat-customer' };
    jest.advanceTimersByTime(SETTLED_AFTER_LOAD_MS - 1);
    await flush();
    expect(loadRemote).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await flush();
    expect(loadRemote).toHaveBeenCalledWith('chat/routes');
    expect(loadRemote).not.toHaveBeenCalledWith('auth/routes');
    expect(loadPage).toHaveBeenCalled();
  });

  it('loads the remote of a link the pointer rests on, once, and ignores other links', async () => {
    warmRemotesOnIntent((path) => (path.startsWith('/workstation') ? { owner: 'workstation', path: 'workstation/x' } : null));
    document.body.innerHTML =
      '<a id="ws" href="/workstation/x"><span>ws</span></a><a id="host" href="/vip">vip</a><a id="away" href="https://evil.example/workstation/x">x</a>';
    const over = (id: string) => document.querySelector(`#${id} , #${id} span`)!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    over('host');
    over('away');
    await flush();
    expect(loadRemote).not.toHaveBeenCalled();
    over('ws');
    over('ws');
    await flush();
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledWith('workstation/routes');
  });

  it('swallows a failure, so a later click can still try again', async () => {
    jest.mocked(loadRemote).mockRejectedValueOnce(new Error('offline'));
    warmRemotesOnIntent((path) => (path === '/account/security' ? { owner: 'account', path: 'account/security' } : null));
    document.body.innerHTML = '<a id="login" href="/account/security">security</a>';
    document.getElementById('login')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    await flush();
    document.getElementById('login')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    await flush();
    expect(loadRemote).toHaveBeenCalledTimes(2);
    expect(loadRemote).toHaveBeenLastCalledWith('account/routes');
  });
});
