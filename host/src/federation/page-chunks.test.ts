import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { PAGE_CHUNKS_KEY } from '@b2b/shared/federation';
import { pageChunkPreloader, readRemotePages } from './page-chunks';

const MANIFEST = 'http://localhost:3002/0.1.0/mf-manifest.json';
const manifest = (chunks: unknown, publicPath = 'auto') => ({ metaData: { publicPath, [PAGE_CHUNKS_KEY]: chunks } });
const CHUNKS = {
  'page.workstation.published.dev.List': ['3139.aaaaaaaaaa.js', 'page-providers.bbbbbbbbbb.js'],
  'page.workstation.published.dev._requirementId.view': ['view.cccccccccc.js', 'page-providers.bbbbbbbbbb.js'],
  'page-coming-soon': ['page-coming-soon.dddddddddd.js', 'page-providers.bbbbbbbbbb.js'],
};

type AfterLoadManifest = (args: { manifestUrl: string; manifestJson?: unknown; moduleInfo: { name: string } }) => void;
const manifestLoaded = (plugin: ModuleFederationRuntimePlugin, name: string, json: unknown) =>
  (plugin.afterLoadManifest as unknown as AfterLoadManifest)({ manifestUrl: MANIFEST, manifestJson: json, moduleInfo: { name } });

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload]')].map((link) => `${link.as} ${link.href}`);

beforeEach(() => {
  document.head.innerHTML = '';
});

describe("a remote page's scripts, fetched alongside the remote's entry", () => {
  it('preloads the files the manifest lists for the page once the runtime has that manifest, each once', () => {
    const { plugin, preload } = pageChunkPreloader();
    preload({ owner: 'workstation', path: 'workstation/published/dev/List' });
    expect(preloads()).toEqual([]);

    manifestLoaded(plugin, 'workstation', manifest(CHUNKS));
    expect(preloads()).toEqual([
      'script http://localhost:3002/0.1.0/3139.aaaaaaaaaa.js',
      'script http://localhost:3002/0.1.0/page-providers.bbbbbbbbbb.js',
    ]);

    preload({ owner: 'workstation', path: 'workstation/published/dev/:requirementId/view' });
    preload({ owner: 'workstation', path: 'workstation/published/dev/List' });
    expect(preloads()).toEqual([
      'script http://localhost:3002/0.1.0/3139.aaaaaaaaaa.js',
      'script http://localhost:3002/0.1.0/page-providers.bbbbbbbbbb.js',
      'script http://localhost:3002/0.1.0/view.cccccccccc.js',
    ]);
  });

  it('gives a route the manifest does not name the coming-soon panel, and another remote nothing', () => {
    const { plugin, preload } = pageChunkPreloader();
    manifestLoaded(plugin, 'workstation', manifest(CHUNKS));
    preload({ owner: 'workstation', path: 'workstation/company/info' });
    preload({ owner: 'chat', path: 'chat-customer' });
    expect(preloads()).toEqual([
      'script http://localhost:3002/0.1.0/page-coming-soon.dddddddddd.js',
      'script http://localhost:3002/0.1.0/page-providers.bbbbbbbbbb.js',
    ]);
  });

  it('fetches nothing a manifest names on another origin', () => {
    const { plugin, preload } = pageChunkPreloader();
    manifestLoaded(
      plugin,
      'workstation',
      manifest({ 'page.workstation.manpower': ['https://evil.example/x.js', '//evil.example/y.js', 'ok.eeeeeeeeee.js'] }),
    );
    preload({ owner: 'workstation', path: 'workstation/manpower' });
    expect(preloads()).toEqual(['script http://localhost:3002/0.1.0/ok.eeeeeeeeee.js']);
  });

  it('does nothing for a remote built without the index (an older build): it loads as before', () => {
    const { plugin, preload } = pageChunkPreloader();
    preload({ owner: 'workstation', path: 'workstation/manpower' });
    manifestLoaded(plugin, 'workstation', { metaData: { publicPath: 'auto' } });
    manifestLoaded(plugin, 'workstation', undefined);
    preload({ owner: 'workstation', path: 'workstation/manpower' });
    expect(preloads()).toEqual([]);
  });
});

describe("a remote's entry, fetched alongside its manifest", () => {
  it('preloads remoteEntry.js beside the manifest, once, and nothing for a URL that is not http(s)', () => {
    const { preloadEntry } = pageChunkPreloader();
    preloadEntry(MANIFEST);
    preloadEntry(MANIFEST);
    preloadEntry('javascript:alert(1)//mf-manifest.json');
    preloadEntry('not a url');
    expect(preloads()).toEqual(['script http://localhost:3002/0.1.0/remoteEntry.js']);
  });

  it('asks for the entry as its script will when the pointer has its hash: integrity and crossorigin', () => {
    const { preloadEntry } = pageChunkPreloader();
    preloadEntry(MANIFEST, `sha384-${'a'.repeat(64)}`);
    const link = document.head.querySelector<HTMLLinkElement>('link[rel=preload]')!;
    expect([link.integrity, link.crossOrigin]).toEqual([`sha384-${'a'.repeat(64)}`, 'anonymous']);
  });
});

describe('readRemotePages', () => {
  it('resolves files beside the manifest for "auto", else against the public path', () => {
    expect(readRemotePages(MANIFEST, manifest(CHUNKS))?.base.href).toBe('http://localhost:3002/0.1.0/mf-manifest.json');
    expect(readRemotePages(MANIFEST, manifest(CHUNKS, 'https://cdn.example/ws/0.1.0/'))?.base.href).toBe('https://cdn.example/ws/0.1.0/');
  });

  it('keeps only lists of file names', () => {
    const pages = readRemotePages(MANIFEST, manifest({ a: ['x.js', 3, null], b: 'y.js', c: null }));
    expect(pages?.chunks).toEqual({ a: ['x.js'] });
    expect(readRemotePages(MANIFEST, manifest('nope'))).toBeNull();
    expect(readRemotePages(MANIFEST, { metaData: null })).toBeNull();
  });
});
