jest.mock('./remote-registry', () => ({ refreshRemoteRegistry: jest.fn() }));
jest.mock('./load-expose', () => ({ forgetRemoteExposes: jest.fn() }));
jest.mock('./remote-pages', () => ({ forgetRemotePages: jest.fn() }));
jest.mock('./remote-widget', () => ({ forgetRemoteWidgets: jest.fn() }));
jest.mock('./page-chunks', () => ({ pageChunks: { forget: jest.fn() } }));
import { forgetRemoteExposes } from './load-expose';
import { pageChunks } from './page-chunks';
import { checkPointer, POINTER_MAX_AGE_MS, POINTER_MIN_INTERVAL_MS, resetPointerWatch, takePromotion, watchPointer } from './pointer-watch';
import { refreshRemoteRegistry } from './remote-registry';
import { forgetRemotePages } from './remote-pages';
import { forgetRemoteWidgets } from './remote-widget';

const refresh = refreshRemoteRegistry as jest.Mock;
const forgotten = () =>
  [forgetRemoteExposes, forgetRemotePages, forgetRemoteWidgets, pageChunks.forget].map((f) => (f as jest.Mock).mock.calls);

beforeEach(() => {
  resetPointerWatch();
  jest.clearAllMocks();
});

describe('an open tab and a promoted remote', () => {
  it('shows the promoted release from the next navigation to that remote, never before the pointer said so', async () => {
    takePromotion('workstation');
    expect(forgotten()).toEqual([[], [], [], []]);

    refresh.mockResolvedValue([{ name: 'workstation', sameOrigin: true }]);
    await checkPointer(() => 0);
    takePromotion('chat');
    expect(forgotten()).toEqual([[], [], [], []]);
    takePromotion('workstation');
    expect(forgotten()).toEqual([[['workstation']], [['workstation']], [['workstation']], [['workstation']]]);

    // Taken once: later navigations to it load from what is now the remote's release, nothing more to forget.
    takePromotion('workstation');
    expect(forgetRemotePages).toHaveBeenCalledTimes(1);
  });

  it('loads the page again for a release on another origin, which the page’s security policy does not let in', async () => {
    refresh.mockResolvedValue([{ name: 'chat', sameOrigin: false }]);
    await checkPointer(() => 0);
    const reload = jest.fn();
    expect(takePromotion('chat', reload)).toBe('reloading');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(forgetRemotePages).not.toHaveBeenCalled();
    expect(takePromotion('chat', reload)).toBeUndefined();
  });

  it('reads the pointer once however many navigations come in a moment, and again after the interval', async () => {
    refresh.mockResolvedValue([]);
    let now = 10_000;
    await Promise.all([checkPointer(() => now), checkPointer(() => now)]);
    now += POINTER_MIN_INTERVAL_MS - 1;
    await checkPointer(() => now);
    expect(refresh).toHaveBeenCalledTimes(1);
    now += 1;
    await checkPointer(() => now);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('leaves every remote as it was when the pointer cannot be read', async () => {
    refresh.mockRejectedValue(new Error('remotes.json: HTTP 503'));
    await expect(checkPointer(() => 0)).resolves.toBeUndefined();
    takePromotion('workstation');
    expect(forgetRemotePages).not.toHaveBeenCalled();
  });

  it('reads the pointer at each change of the router, when the tab comes into view and every few minutes in view', () => {
    jest.useFakeTimers();
    try {
      refresh.mockReturnValue(new Promise(() => undefined));
      const listeners: (() => void)[] = [];
      const stop = watchPointer({ subscribe: (listener: () => void) => (listeners.push(listener), () => undefined) } as never);
      listeners[0]!();
      expect(refresh).toHaveBeenCalledTimes(1);

      resetPointerWatch();
      document.dispatchEvent(new Event('visibilitychange'));
      expect(refresh).toHaveBeenCalledTimes(2);

      resetPointerWatch();
      jest.advanceTimersByTime(POINTER_MAX_AGE_MS);
      expect(refresh).toHaveBeenCalledTimes(3);
      stop();
      resetPointerWatch();
      jest.advanceTimersByTime(POINTER_MAX_AGE_MS);
      expect(refresh).toHaveBeenCalledTimes(3);
    } finally {
      jest.useRealTimers();
    }
  });
});
