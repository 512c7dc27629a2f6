/**
 * Holds back the browser's back and forward buttons while a prerendered page hydrates. The router listens
 * to `popstate`; a route change in the middle of hydration makes the tree differ from the HTML it is
 * hydrating, and React drops the HTML and renders the page again (error #418). Installed before the router
 * exists, its listener runs first (a capture listener on the target) and keeps the event from the router;
 * once the page has hydrated, `release` hands the router the location the browser moved to.
 */
export function holdHistoryWhileHydrating(win: Window = window) {
  let moved = false;
  const hold = (event: PopStateEvent) => {
    moved = true;
    event.stopImmediatePropagation();
  };
  win.addEventListener('popstate', hold, { capture: true });
  return {
    /** Ends the hold; when the location moved meanwhile, `navigate` is told where it is now. */
    release(navigate: (to: string) => void) {
      win.removeEventListener('popstate', hold, { capture: true });
      if (moved) navigate(`${win.location.pathname}${win.location.search}${win.location.hash}`);
    },
  };
}
