// The reference host's page: registers the remote named by ?remote=, and renders its Widget when the link is clicked.
// `?preload=off` leaves out the idle preload, so a click is cold however long the page has been open.
import { lazy, startTransition, Suspense, useState, type ComponentType, type MouseEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

const REMOTE = 'reference_remote';
const params = new URLSearchParams(location.search);
const manifest = params.get('remote');
if (manifest) registerRemotes([{ name: REMOTE, entry: manifest }]);

const Widget = lazy(async () => {
  const module = await loadRemote<{ default: ComponentType }>(`${REMOTE}/Widget`);
  if (!module) throw new Error(`${REMOTE}/Widget did not load`);
  return module;
});

function Home() {
  const [open, setOpen] = useState(false);
  const openWidget = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    // As a transition under a boundary already showing, React keeps the page until the Widget's code is
    // in, then shows it at once; a fallback committed first would hold it back for React's 300 ms reveal throttle.
    startTransition(() => setOpen(true));
  };
  return (
    <main data-testid="reference-home">
      <h1>Reference host</h1>
      <a href="/widget" id="open-widget" onClick={openWidget}>
        Open the widget
      </a>
      {open && <Widget />}
    </main>
  );
}

/** The warmed path: the Widget's remoteEntry and chunks fetched once the page is idle after its first paint. */
function preloadWhenIdle() {
  const preload = () => {
    preloadRemote([{ nameOrAlias: REMOTE, exposes: ['./Widget'] }]).catch((error: unknown) => console.warn('preload failed', error));
  };
  requestAnimationFrame(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(preload);
    else setTimeout(preload, 1);
  });
}

const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
createRoot(container).render(
  <Suspense fallback={null}>
    <Home />
  </Suspense>,
);
if (params.get('preload') !== 'off') preloadWhenIdle();
