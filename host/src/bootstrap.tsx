import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { currentLang } from '@b2b/shared/i18n';
import { useSession } from '@b2b/shared/session';
import { applyPageScaling } from '@b2b/shared/ui';
import { App } from './app/App';
import { createRouter } from './app/router';
import { loadHostPage, prefetchHostPage } from './app/routes';
import { remoteRegistryReady } from './federation/remote-registry';
import { pageChunks } from './federation/page-chunks';
import { watchPointer } from './federation/pointer-watch';
import { integrityPlugin } from './federation/remote-integrity';
import { pageOf } from './federation/remote-pages';
import { likelyNextPage, remoteTargetOf } from './federation/remote-target';
import { preloadLikelyNext, warmRemotesOnIntent } from './federation/warm-remote-pages';
import { addHostStrings } from './i18n';
import { warmFormatsOnceSignedIn } from './i18n/warm-formats';
import { nextTask } from './next-task';
import { holdHistoryWhileHydrating } from './prerender/hold-history';
import { isPrerenderedFor } from './prerender/prerendered';
import { startReportsWhenLoaded } from './client-reports';

async function boot() {
  startReportsWhenLoaded();
  addHostStrings();
  applyPageScaling();

  // remotes.json is fetched while the app starts, so the first remote page does not wait for it; a
  // remote's manifest and entry must match its hashes there; a remote page's scripts are fetched as soon as
  // the runtime has that remote's manifest.
  registerPlugins([integrityPlugin(), pageChunks.plugin]);
  void remoteRegistryReady();
  const container = document.getElementById('root')!;
  // Read before the session refresh starts: a prerendered page is what a signed-out visitor sees.
  const { pathname, search } = window.location;
  const prerendered = isPrerenderedFor(container, {
    path: pathname,
    search,
    lang: currentLang(),
    signedOut: useSession.getState().status === 'anonymous',
  });
  // From here until it has hydrated, the back and forward buttons wait (hold-history.ts); installed before
  // the router exists, so its listener comes first.
  const heldHistory = prerendered ? holdHistoryWhileHydrating() : null;
  void useSession.getState().refresh();
  await nextTask();

  const router = createRouter();
  // A location that moved before the router read it (a back button in the first milliseconds) is another
  // page than the HTML: that one is rendered, not hydrated.
  const hydrate = prerendered && window.location.pathname === pathname && window.location.search === search;
  if (!hydrate) heldHistory?.release(() => undefined);
  // Tells browser tests which way the page came to life.
  container.dataset.boot = hydrate ? 'hydrated' : 'rendered';
  if (hydrate) {
    // The page's own module is loaded before hydration starts, and the page then renders without
    // suspending (loadablePage): no part of it hydrates after the header already answers clicks, when
    // a language switched in between would make that part differ from its HTML.
    await loadHostPage(window.location.pathname)?.catch(() => undefined);
    await nextTask();
    // As a transition, hydration yields to the browser every few milliseconds instead of one long task.
    const hydrated = () => heldHistory?.release((to) => void router.navigate(to, { replace: true }));
    startTransition(() => {
      hydrateRoot(
        container,
        <>
          <App router={router} />
          <AfterCommit run={hydrated} />
        </>,
      );
    });
  } else {
    // A stored session's first page asks for its data now, beside antd's download (decision 0015).
    if (useSession.getState().status !== 'anonymous') prefetchHostPage(window.location.pathname);
    // A remote page's prerendered shell (`data-prerendered="shell:<path>"`, docs/decisions/0010) stays
    // on screen until the page's code has come, and the first render then replaces it with the page.
    const shellOf = remoteTargetOf(window.location.pathname);
    if (shellOf && container.hasChildNodes() && container.getAttribute('data-prerendered') === `shell:${window.location.pathname}`) {
      await pageOf(shellOf).ready();
    }
    container.replaceChildren();
    // The shell's inlined antd rules go with it: the page brings the stylesheet itself.
    for (const style of document.querySelectorAll('style[data-shell]')) style.remove();
    createRoot(container).render(<App router={router} />);
  }

  // A remote promoted while the tab is open reaches it at its next navigation to that remote.
  watchPointer(router);
  warmRemotesOnIntent(remoteTargetOf);
  // The page the user most likely opens next, warmed once the first page has settled.
  preloadLikelyNext(() => likelyNextPage(useSession.getState().user));
  warmFormatsOnceSignedIn();
}

/** Runs `run` once the tree it is part of has committed (for a hydrated page: once hydration has ended). */
function AfterCommit({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

void boot();
