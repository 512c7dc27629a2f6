import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { COMING_SOON_CHUNK, PAGE_CHUNKS_KEY, pageChunkName, REMOTE_ENTRY_FILE, type PageChunks } from '@b2b/shared/federation';
import type { RemoteTarget } from './remote-registry';

interface RemotePages {
  /** Where the remote's chunks are: its manifest's public path, or beside the manifest ("auto"). */
  base: URL;
  chunks: PageChunks;
}

/** A remote's page index from its manifest (`metaData[PAGE_CHUNKS_KEY]`), or null when it has none. */
export function readRemotePages(manifestUrl: string, manifest: unknown): RemotePages | null {
  const meta = (manifest as { metaData?: Record<string, unknown> } | undefined)?.metaData;
  const index = meta?.[PAGE_CHUNKS_KEY];
  if (!index || typeof index !== 'object') return null;
  const chunks: PageChunks = {};
  for (const [name, files] of Object.entries(index)) {
    if (Array.isArray(files)) chunks[name] = files.filter((file): file is string => typeof file === 'string');
  }
  const publicPath = typeof meta.publicPath === 'string' && meta.publicPath !== 'auto' ? meta.publicPath : '';
  try {
    return { base: new URL(publicPath, manifestUrl), chunks };
  } catch {
    return null;
  }
}

/**
 * Fetches a remote page's scripts alongside the remote's entry. Without it they are asked for only
 * once remoteEntry and the routes module have run and the page's `import()` starts: a third round
 * trip on every first visit to a remote page. The runtime plugin learns each remote's page index
 * when the federation runtime has loaded its manifest; a page asked for before that is fetched then.
 * The remote's entry is fetched earlier still, with the manifest (`preloadEntry`). The scripts are
 * only preloaded: they run when the remote's own chunk loading asks for them.
 */
export function pageChunkPreloader(getDocument: () => Document = () => document) {
  const known = new Map<string, RemotePages>();
  const wanted = new Map<string, Set<string>>();
  const preloaded = new Set<string>();

  const preloadScript = (url: URL, integrity?: string) => {
    if (preloaded.has(url.href)) return;
    preloaded.add(url.href);
    const doc = getDocument();
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = url.href;
    // The same request as the script's own (remote-integrity.ts), or the browser fetches the entry twice.
    if (integrity) {
      link.integrity = integrity;
      link.crossOrigin = 'anonymous';
    }
    doc.head.append(link);
  };

  const preload = ({ owner, path }: RemoteTarget) => {
    const pages = known.get(owner);
    if (!pages) {
      wanted.set(owner, (wanted.get(owner) ?? new Set()).add(path));
      return;
    }
    const { base, chunks } = pages;
    for (const file of chunks[pageChunkName(path)] ?? chunks[COMING_SOON_CHUNK] ?? []) {
      const url = new URL(file, base);
      // A manifest names files of its own origin; anything else is not fetched.
      if (url.origin === base.origin) preloadScript(url);
    }
  };

  /**
   * Fetches a remote's entry while its manifest is on its way: the entry sits beside the manifest
   * (REMOTE_ENTRY_FILE), so it need not wait for the manifest and the runtime's work on it. With the
   * pointer's hash when it has one, as the entry's script will ask for it.
   */
  const preloadEntry = (manifestUrl: string, integrity?: string) => {
    let url: URL;
    try {
      url = new URL(REMOTE_ENTRY_FILE, manifestUrl);
    } catch {
      return;
    }
    if (url.protocol === 'http:' || url.protocol === 'https:') preloadScript(url, integrity);
  };

  const plugin: ModuleFederationRuntimePlugin = {
    name: 'b2b-page-chunks',
    afterLoadManifest({ manifestUrl, manifestJson, moduleInfo }) {
      const pages = readRemotePages(manifestUrl, manifestJson);
      if (!pages) return;
      known.set(moduleInfo.name, pages);
      const paths = wanted.get(moduleInfo.name);
      wanted.delete(moduleInfo.name);
      paths?.forEach((path) => preload({ owner: moduleInfo.name as RemoteTarget['owner'], path }));
    },
  };

  /** Forgets a remote's page index: a promoted release's manifest brings its own. */
  const forget = (owner: RemoteTarget['owner']) => {
    known.delete(owner);
  };

  return { plugin, preload, preloadEntry, forget };
}

/** The host's one preloader; its plugin is registered with the federation runtime at start-up. */
export const pageChunks = pageChunkPreloader();
