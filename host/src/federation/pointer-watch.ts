import { forgetRemoteExposes } from './load-expose';
import { pageChunks } from './page-chunks';
import { refreshRemoteRegistry, type RemoteName } from './remote-registry';
import { forgetRemotePages } from './remote-pages';
import { forgetRemoteWidgets } from './remote-widget';

/** The pointer is read again at most this often, however fast the user navigates. */
export const POINTER_MIN_INTERVAL_MS = 2_000;
/** And at least this often while the tab is in view, so a tab left open for hours is never far behind. */
export const POINTER_MAX_AGE_MS = 5 * 60_000;

/**
 * Remotes whose promoted release this tab has registered and not yet shown, and whether it is on the origin
 * the page's Content-Security-Policy was made for (the old release's).
 */
const promoted = new Map<RemoteName, { sameOrigin: boolean }>();
let checking: Promise<void> | null = null;
let lastCheck = -Infinity;

/**
 * Reads the pointer again unless it was read a moment ago; a remote whose release changed is registered
 * at once and waits in `promoted` for the next navigation to it. Never throws: an unreachable pointer
 * leaves every remote as it was.
 */
export function checkPointer(now: () => number = () => performance.now()): Promise<void> {
  if (checking) return checking;
  if (now() - lastCheck < POINTER_MIN_INTERVAL_MS) return Promise.resolve();
  lastCheck = now();
  checking = refreshRemoteRegistry()
    .then((changed) => {
      for (const { name, sameOrigin } of changed)
        promoted.set(name, { sameOrigin: sameOrigin && (promoted.get(name)?.sameOrigin ?? true) });
    })
    .catch(() => undefined)
    .finally(() => {
      checking = null;
    });
  return checking;
}

/**
 * Called by a navigation to one of the remote's pages before it loads that page: a promotion read
 * earlier takes effect now, so the page, and every page and widget of that remote loaded after it, come
 * from the new release. What is on screen is never swapped under the user: it changes with a navigation.
 * A release on another origin is not one the page's Content-Security-Policy lets in: that navigation loads
 * the page again (`reload`), with the policy of the new pointer.
 */
export function takePromotion(owner: RemoteName, reload: () => void = () => window.location.reload()): 'reloading' | undefined {
  const promotion = promoted.get(owner);
  if (!promotion) return undefined;
  promoted.delete(owner);
  if (!promotion.sameOrigin) {
    reload();
    return 'reloading';
  }
  forgetRemoteExposes(owner);
  forgetRemotePages(owner);
  forgetRemoteWidgets(owner);
  pageChunks.forget(owner);
  return undefined;
}

/**
 * Keeps an open tab on the releases the pointer names: it is read again at every navigation (a
 * revalidation: 304 while unchanged; never on the navigation's path), when the tab comes back into view,
 * and every POINTER_MAX_AGE_MS while it is in view. A promotion reaches the tab's first navigation to that
 * remote after the read (docs/deploy.md).
 */
export function watchPointer(router: { subscribe(listener: () => void): () => void }, win: Window = window): () => void {
  const check = () => void checkPointer();
  // Every change of the router's state (a navigation starting, ending); the interval keeps it to one read.
  const unsubscribe = router.subscribe(check);
  const onVisible = () => {
    if (win.document.visibilityState === 'visible') check();
  };
  win.document.addEventListener('visibilitychange', onVisible);
  const timer = win.setInterval(() => {
    if (win.document.visibilityState === 'visible') check();
  }, POINTER_MAX_AGE_MS);
  return () => {
    unsubscribe();
    win.document.removeEventListener('visibilitychange', onVisible);
    win.clearInterval(timer);
  };
}

/** Tests only: forgets what an earlier case read. */
export function resetPointerWatch(): void {
  promoted.clear();
  checking = null;
  lastCheck = -Infinity;
}
