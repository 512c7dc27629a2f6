/** Where the visitor is and who they are, as the browser sees it when the app boots. */
export interface BootContext {
  path: string;
  search: string;
  lang: string;
  signedOut: boolean;
}

/**
 * Whether the root holds the prerendered HTML of exactly this page, language and visitor (signed
 * out, no query), so the app can hydrate it; otherwise the app renders on the client.
 */
export function isPrerenderedFor(root: HTMLElement, at: BootContext): boolean {
  return (
    root.hasChildNodes() &&
    root.getAttribute('data-prerendered') === at.path &&
    root.getAttribute('data-lang') === at.lang &&
    at.search === '' &&
    at.signedOut
  );
}

/**
 * Runs inline right after the prerendered root, before the first paint (so it cannot import: the
 * storage keys and the language rule of @b2b/shared are written out, and a test holds them equal).
 * The HTML was written for a signed-out visitor in one language with no query; for anyone else it
 * would flash the wrong header or language, so it is removed and the app starts at once, as on any
 * page. Otherwise the app's entry (`data-entry`, preloaded by the page's head) starts right after
 * the first contentful paint, so the page's largest text never waits for a script.
 */
export function prerenderGuard(): void {
  const root = document.getElementById('root');
  if (!root) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // The files the entry evaluates one by one (`data-boot-files`), fetched together from now on.
    for (const href of (root.getAttribute('data-boot-files') ?? '').split(' ')) {
      if (!href) continue;
      const link = document.createElement('link');
      link.setAttribute('rel', 'preload');
      link.setAttribute('as', 'script');
      link.setAttribute('href', href);
      document.head.appendChild(link);
    }
    const script = document.createElement('script');
    script.src = root.getAttribute('data-entry') ?? '';
    document.head.appendChild(script);
  };
  // The first contentful paint shows the page's largest text; the app starts in the task after it.
  // (A frame callback alone is not enough: a busy browser may skip painting that frame.)
  const startAfterFirstPaint = () => {
    try {
      const observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        setTimeout(start, 0);
      });
      observer.observe({ type: 'paint', buffered: true });
      // A page never painted (a tab opened in the background) starts all the same.
      setTimeout(start, 3000);
    } catch {
      requestAnimationFrame(() => setTimeout(start, 0));
    }
  };
  try {
    const storage = window.localStorage;
    const tag = (storage.getItem('b2b.lang') || navigator.language || '').trim().toLowerCase().replace(/_/g, '-');
    const lang = tag === '' || tag === 'zh' || tag.indexOf('zh-') === 0 ? 'zh-CN' : 'en-US';
    if (!storage.getItem('b2b.token') && !window.location.search && lang === root.getAttribute('data-lang')) {
      startAfterFirstPaint();
      return;
    }
  } catch {
    // no storage (blocked): the app decides on the client
  }
  root.replaceChildren();
  start();
}

/** The guard as the inline script the build writes after the root (its hash goes in the CSP). */
export const PRERENDER_GUARD_SCRIPT = `(${prerenderGuard.toString()})()`;
