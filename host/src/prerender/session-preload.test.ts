import { EXPIRES_KEY, TOKEN_KEY } from '@b2b/shared/session';
import { sessionPreload, sessionPreloadScript, SIGNED_IN_PAGES, type SessionPreloadFiles } from './session-preload';

const FILES: SessionPreloadFiles = {
  common: ['/9.js', '/antd.0a1b2c3d4e.css'],
  pages: { '/home': ['/page.home.1.js'] },
};

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => [link.getAttribute('href'), link.getAttribute('as')]);

beforeEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
  window.history.replaceState(null, '', '/home');
});

describe('session preload (inline, in index.html)', () => {
  it("fetches a stored session's files from the start: every signed-in page's, then the page's own", () => {
    localStorage.setItem(TOKEN_KEY, 'a-token');
    localStorage.setItem(EXPIRES_KEY, String(Date.now() + 60_000));
    sessionPreload(FILES);
    expect(preloads()).toEqual([
      ['/9.js', 'script'],
      ['/antd.0a1b2c3d4e.css', 'style'],
      ['/page.home.1.js', 'script'],
    ]);
  });

  it("fetches only every signed-in page's files on a page it has no list for", () => {
    localStorage.setItem(TOKEN_KEY, 'a-token');
    window.history.replaceState(null, '', '/workstation/published/dev/List');
    sessionPreload(FILES);
    expect(preloads().map(([href]) => href)).toEqual(['/9.js', '/antd.0a1b2c3d4e.css']);
  });

  it('fetches nothing for a visitor, nor for a session that has expired (the sign-in page does not use them)', () => {
    sessionPreload(FILES);
    expect(preloads()).toEqual([]);
    localStorage.setItem(TOKEN_KEY, 'a-token');
    localStorage.setItem(EXPIRES_KEY, String(Date.now() - 1000));
    sessionPreload(FILES);
    expect(preloads()).toEqual([]);
  });

  it("is written out with the session's storage keys and the files, and the pages a returning user lands on", () => {
    const script = sessionPreloadScript(FILES);
    expect(script).toContain(`'${TOKEN_KEY}'`);
    expect(script).toContain(`'${EXPIRES_KEY}'`);
    expect(script).toContain(JSON.stringify(FILES));
    expect(SIGNED_IN_PAGES['/home']).toBe('page.home');
  });
});
