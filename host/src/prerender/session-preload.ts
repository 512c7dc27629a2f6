import { pageChunkName } from '@b2b/shared/federation';

/** The shared packages every signed-in page loads once the session is known (antd's providers and the header's widgets). */
export const SIGNED_IN_SHARED = ['antd', '@tanstack/react-query', '@b2b/shared/query', 'dayjs'] as const;

/** The app's own chunk groups every signed-in page loads: antd's providers (AntdZone), the header's widgets (MainLayout). */
export const SIGNED_IN_CHUNKS = ['antd-providers', 'signed-in-widgets'] as const;

/** The host pages a returning user lands on (host/src/guard/home-path.ts), by path, with their chunk group. */
export const SIGNED_IN_PAGES: Record<string, string> = { '/home': pageChunkName('home') };

/** What a returning user's first page needs beyond the start-up files, by the build's file names. */
export interface SessionPreloadFiles {
  /** Every signed-in page: the antd providers, antd and the other shared packages they load, the header's widgets, antd's stylesheet. */
  common: string[];
  /** A host page's own files, by its path (`/home`). */
  pages: Record<string, string[]>;
}

/**
 * Runs inline in the app's index.html head, before any script is fetched. A returning user with a stored
 * session would otherwise fetch antd, its providers and the page only once the app has started and the
 * session has answered (a chain of five round trips before the largest of the page's files); this fetches
 * them beside the start-up files. A visitor without a session fetches none of it (the sign-in page does not
 * use the shared antd). Self-contained, because it is written out as text (the storage keys of
 * @b2b/shared/session are written out, and a test holds them equal).
 */
export function sessionPreload(files: SessionPreloadFiles): void {
  try {
    const storage = window.localStorage;
    const expires = Number(storage.getItem('b2b.expires'));
    if (!storage.getItem('b2b.token') || (expires > 0 && expires <= Date.now())) return;
  } catch {
    return;
  }
  const path = window.location.pathname.replace(/\/+$/, '');
  const hrefs = files.common.concat(files.pages[path] || []);
  for (const href of hrefs) {
    const link = document.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', /\.css$/.test(href) ? 'style' : 'script');
    link.setAttribute('href', href);
    document.head.appendChild(link);
  }
}

/** The inline script the build writes into index.html's head (its hash goes in the CSP). */
export const sessionPreloadScript = (files: SessionPreloadFiles) => `(${sessionPreload.toString()})(${JSON.stringify(files)})`;
