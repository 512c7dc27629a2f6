import type { ComponentType } from 'react';
import { loadablePage, type LoadablePage } from '../app/loadable-page';
import { loadExpose } from './load-expose';
import { pageChunks } from './page-chunks';
import type { RemoteTarget } from './remote-registry';

/** One page per remote route, loaded once: after its module has arrived it renders at once (loadablePage). */
const pages = new Map<string, LoadablePage>();

async function loadPage({ owner, path }: RemoteTarget): Promise<{ default: ComponentType }> {
  pageChunks.preload({ owner, path });
  const remote = await loadExpose(owner, 'routes');
  const route = remote.routes.find((r) => r.path === path);
  if (!route) throw new Error(`remote ${owner} has no page for ${path}`);
  const Page = (await route.load()).default;
  return {
    default: () => (
      <div data-remote={owner} data-remote-version={remote.version ?? ''}>
        <Page />
      </div>
    ),
  };
}

/** The page of a remote route; warming it (`load()`) before the click makes that click render at once. */
export function pageOf(target: RemoteTarget): LoadablePage {
  const key = `${target.owner}:${target.path}`;
  let page = pages.get(key);
  if (!page) {
    page = loadablePage(() => loadPage(target));
    pages.set(key, page);
  }
  return page;
}

/** Forgets a page that failed while rendering, so a retry loads it again. */
export function forgetPage({ owner, path }: RemoteTarget): void {
  pages.delete(`${owner}:${path}`);
}

/** Forgets every page of a remote: after a promotion, its next page loads from the new release. */
export function forgetRemotePages(owner: RemoteTarget['owner']): void {
  for (const key of [...pages.keys()]) if (key.startsWith(`${owner}:`)) pages.delete(key);
}
