import type { RemoteTarget } from './remote-registry';
import { pageOf } from './remote-pages';

/** Loads a remote page's module (its scripts, the remote's routes, the page), so opening that page renders at once. */
export async function warmRemotePage(target: RemoteTarget): Promise<void> {
  await pageOf(target).load();
}

const warm = (target: RemoteTarget | null) => {
  if (target) void warmRemotePage(target).catch(() => undefined);
};

/** How long after the page's load event the likely next page is warmed, so it never competes with the first page. */
export const SETTLED_AFTER_LOAD_MS = 3000;

/**
 * Warms the page a user is likely to open next (asked for when the time comes: the session may have
 * been restored by then) once the page has settled: after its load event, a further
 * SETTLED_AFTER_LOAD_MS, then when the browser is idle. Loading a remote runs its entry and modules,
 * so it must never land on the first page's critical path.
 */
export function preloadLikelyNext(likelyNext: () => RemoteTarget | null, win: Window = window): void {
  const run = () => warm(likelyNext());
  const whenIdle = () =>
    win.setTimeout(() => {
      if ('requestIdleCallback' in win) win.requestIdleCallback(run, { timeout: 5000 });
      else run();
    }, SETTLED_AFTER_LOAD_MS);
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}

/**
 * Starts loading a remote's page the moment a pointer rests on (or focus reaches) a link to it, some
 * hundred milliseconds before the click that opens it.
 */
export function warmRemotesOnIntent(targetOf: (pathname: string) => RemoteTarget | null, doc: Document = document): void {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link instanceof HTMLAnchorElement && link.origin === doc.location.origin) warm(targetOf(link.pathname));
  };
  doc.addEventListener('pointerover', onIntent, { passive: true });
  doc.addEventListener('focusin', onIntent);
  doc.addEventListener('touchstart', onIntent, { passive: true });
}
