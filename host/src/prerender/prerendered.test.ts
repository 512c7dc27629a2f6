import { LANG_STORAGE_KEY, normalizeLang } from '@b2b/shared/i18n';
import { TOKEN_KEY } from '@b2b/shared/session';
import { isPrerenderedFor, PRERENDER_GUARD_SCRIPT, prerenderGuard } from './prerendered';

function prerenderedRoot(lang = 'zh-CN') {
  document.body.innerHTML = `<div id="root" data-prerendered="/intro" data-lang="${lang}" data-entry="/main.js?abc" data-boot-files="/1.js /bootstrap.ab.js"><h1>hero</h1></div>`;
  return document.getElementById('root')!;
}

const entryScripts = () => [...document.head.querySelectorAll('script')].filter((s) => s.getAttribute('src') === '/main.js?abc');

beforeEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
    cb(0);
    return 0;
  });
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('prerender guard (inline, before the first paint)', () => {
  it('keeps the page for the signed-out visitor it was written for and starts the app after the first paint', () => {
    jest.spyOn(navigator, 'language', 'get').mockReturnValue('zh-CN');
    const root = prerenderedRoot('zh-CN');
    prerenderGuard();
    expect(root.textContent).toBe('hero');
    expect(entryScripts()).toHaveLength(0);
    jest.runAllTimers();
    expect(entryScripts()).toHaveLength(1);
    // With the entry, the files it evaluates one by one are fetched together.
    const preloads = [...document.head.querySelectorAll('link[rel=preload][as=script]')].map((l) => l.getAttribute('href'));
    expect(preloads).toEqual(['/1.js', '/bootstrap.ab.js']);
  });

  it('starts the app in the task after the first contentful paint, once, where the browser reports paints', () => {
    jest.spyOn(navigator, 'language', 'get').mockReturnValue('zh-CN');
    let report: (names: string[]) => void = () => undefined;
    const disconnect = jest.fn();
    class FakePaintObserver {
      constructor(callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {
        report = (names) => callback({ getEntriesByName: (name) => names.filter((n) => n === name) });
      }
      observe = jest.fn();
      disconnect = disconnect;
    }
    Object.defineProperty(window, 'PerformanceObserver', { value: FakePaintObserver, configurable: true });
    try {
      prerenderedRoot('zh-CN');
      prerenderGuard();
      report(['first-paint']);
      jest.advanceTimersByTime(10);
      expect(entryScripts()).toHaveLength(0);
      report(['first-contentful-paint']);
      expect(entryScripts()).toHaveLength(0);
      jest.advanceTimersByTime(0);
      expect(entryScripts()).toHaveLength(1);
      expect(disconnect).toHaveBeenCalled();
      jest.runAllTimers();
      expect(entryScripts()).toHaveLength(1);
    } finally {
      delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    }
  });

  it('starts a page that is never painted (a background tab) after 3 s', () => {
    jest.spyOn(navigator, 'language', 'get').mockReturnValue('zh-CN');
    class SilentObserver {
      observe() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'PerformanceObserver', { value: SilentObserver, configurable: true });
    try {
      prerenderedRoot('zh-CN');
      prerenderGuard();
      jest.advanceTimersByTime(2_999);
      expect(entryScripts()).toHaveLength(0);
      jest.advanceTimersByTime(1);
      expect(entryScripts()).toHaveLength(1);
    } finally {
      delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    }
  });

  it('removes the page at once for a signed-in user (the header would be wrong) and starts the app', () => {
    localStorage.setItem(TOKEN_KEY, 'a-token');
    const root = prerenderedRoot('zh-CN');
    prerenderGuard();
    expect(root.childNodes).toHaveLength(0);
    expect(entryScripts()).toHaveLength(1);
  });

  it('removes the page written in another language than the app will choose', () => {
    localStorage.setItem(LANG_STORAGE_KEY, 'en-US');
    const root = prerenderedRoot('zh-CN');
    prerenderGuard();
    expect(root.childNodes).toHaveLength(0);
  });

  it('chooses the language exactly as the kernel does, for every browser language', () => {
    for (const tag of ['zh', 'zh-CN', 'zh_TW', 'ZH-hant', 'en', 'en-GB', 'fr-FR', 'ja', '', ' zh-HK ']) {
      jest.spyOn(navigator, 'language', 'get').mockReturnValue(tag);
      const root = prerenderedRoot(normalizeLang(tag));
      prerenderGuard();
      expect([tag, root.childNodes.length]).toEqual([tag, 1]);
    }
  });

  it('is the same function in the script the build writes inline', () => {
    expect(PRERENDER_GUARD_SCRIPT).toBe(`(${prerenderGuard.toString()})()`);
    expect(PRERENDER_GUARD_SCRIPT).toContain(`'${TOKEN_KEY}'`);
    expect(PRERENDER_GUARD_SCRIPT).toContain(`'${LANG_STORAGE_KEY}'`);
  });
});

describe('hydrate or render', () => {
  const at = { path: '/intro', search: '', lang: 'zh-CN', signedOut: true };

  it('hydrates only the page, language and signed-out visitor the HTML was written for, without a query', () => {
    const root = prerenderedRoot('zh-CN');
    expect(isPrerenderedFor(root, at)).toBe(true);
    expect(isPrerenderedFor(root, { ...at, lang: 'en-US' })).toBe(false);
    expect(isPrerenderedFor(root, { ...at, path: '/vip' })).toBe(false);
    expect(isPrerenderedFor(root, { ...at, search: '?redirect=%2Fhome' })).toBe(false);
    expect(isPrerenderedFor(root, { ...at, signedOut: false })).toBe(false);
    root.replaceChildren();
    expect(isPrerenderedFor(root, at)).toBe(false);
  });
});
