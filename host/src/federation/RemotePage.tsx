import { useRef } from 'react';
import type { LoadablePage } from '../app/loadable-page';
import { RemoteBoundary } from './RemoteBoundary';
import { forgetPage, pageOf } from './remote-pages';
import type { RemoteName } from './remote-registry';

/**
 * Renders the page a remote supplies for one route of the shared route table. A navigation finds its
 * module loaded (the route's loader waited for it); on the first location the page suspends to the
 * layout's boundary. A page that still suspends in a navigation (a transition) keeps the previous page
 * with the progress bar running, instead of committing a fallback that React then holds for at least
 * 300 ms before it reveals the page (measured: a cold click took 330 ms with 85 ms of network).
 * The page on screen stays the one it was while it is on screen: a promotion of its remote
 * (pointer-watch.ts) reaches the next page, never this one in a re-render.
 */
export function RemotePage({ owner, path }: { owner: RemoteName; path: string }) {
  const shown = useRef<{ path: string; page: LoadablePage } | null>(null);
  return (
    <RemoteBoundary
      remote={owner}
      part={path}
      size="page"
      forget={() => {
        shown.current = null;
        forgetPage({ owner, path });
      }}
    >
      {() => {
        if (shown.current?.path !== path) shown.current = { path, page: pageOf({ owner, path }) };
        const { Page } = shown.current.page;
        return <Page />;
      }}
    </RemoteBoundary>
  );
}
