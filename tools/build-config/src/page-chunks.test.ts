import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMING_SOON_CHUNK, PAGE_CHUNKS_KEY, PAGE_FRAME_CHUNK, PAGE_PROVIDERS_CHUNK, pageChunkName } from '@b2b/shared/federation';
import { addChunkGroups, addPageChunks, CHUNK_GROUPS_KEY, pageChunks } from './page-chunks';
import { remoteDirs, REPO_ROOT, sourceFiles } from './repo-sources';

const group = (...files: string[][]) => ({ chunks: files.map((list) => ({ files: new Set(list) })) });
const compilation = (groups: Record<string, ReturnType<typeof group>>) =>
  ({ namedChunkGroups: new Map(Object.entries(groups)) }) as unknown as Parameters<typeof pageChunks>[0];

describe('the page index in a remote manifest', () => {
  it("lists each page's scripts with the providers', and the coming-soon panel's", () => {
    const index = pageChunks(
      compilation({
        'page.workstation.manpower': group(['page.workstation.manpower.a.js', 'page.workstation.manpower.a.js.map'], ['854.b.js']),
        'page-providers': group(['page-providers.c.js']),
        'page-coming-soon': group(['page-coming-soon.d.js']),
        __federation_expose_routes: group(['__federation_expose_routes.e.js']),
      }),
    );
    expect(index).toEqual({
      'page-coming-soon': ['page-coming-soon.d.js', 'page-providers.c.js'],
      'page.workstation.manpower': ['854.b.js', 'page-providers.c.js', 'page.workstation.manpower.a.js'],
    });
  });

  it("goes into the manifest's metaData", () => {
    const stats = { metaData: { name: 'workstation' } };
    addPageChunks({ stats, compilation: compilation({ 'page.x': group(['x.js']) }) });
    expect(stats.metaData).toEqual({ name: 'workstation', [PAGE_CHUNKS_KEY]: { 'page.x': ['x.js'] } });
  });

  it("lists a remote's page frame with each of its pages", () => {
    const index = pageChunks(
      compilation({
        'page.account.password': group(['page.account.password.a.js']),
        'page-providers': group(['page-providers.c.js']),
        [PAGE_FRAME_CHUNK]: group(['page-frame.f.js'], ['77.g.js']),
      }),
    );
    expect(index).toEqual({ 'page.account.password': ['77.g.js', 'page-frame.f.js', 'page-providers.c.js', 'page.account.password.a.js'] });
  });
});

describe("the chunk groups in the host's manifest", () => {
  it("lists every named group's scripts, for index.html's session preload", () => {
    const stats = { metaData: { name: 'host' } };
    addChunkGroups({
      stats,
      compilation: compilation({
        'antd-providers': group(['antd-providers.a.js', 'antd-providers.a.js.map'], ['12.b.js']),
        'page.home': group(['page.home.c.js']),
      }),
    });
    expect(stats.metaData).toEqual({
      name: 'host',
      [CHUNK_GROUPS_KEY]: { 'antd-providers': ['12.b.js', 'antd-providers.a.js'], 'page.home': ['page.home.c.js'] },
    });
  });

  it('is read by the prerender under the same key', () => {
    expect(readFileSync(join(REPO_ROOT, 'scripts', 'platform', 'prerender.mjs'), 'utf8')).toContain(`metaData?.${CHUNK_GROUPS_KEY}`);
  });
});

describe("the remotes' page imports", () => {
  // A page is a route path next to an import() of its module: `'<path>': () => import(...)` in a
  // pages map, or `path: '<path>', load: withProviders(() => import(...))` in a routes list.
  const PAGE =
    /'([^']+)'\s*:\s*\(\)\s*=>\s*import\(([^)]*)\)|path:\s*'([^']+)',\s*load:\s*withProviders\(\s*\(\)\s*=>\s*import\(([^)]*)\)/g;

  it('name each page chunk after its route, so the host finds its files in the manifest', () => {
    const pages: string[] = [];
    for (const remote of remoteDirs()) {
      for (const file of sourceFiles(join(REPO_ROOT, remote, 'src'))) {
        for (const match of readFileSync(file, 'utf8').matchAll(PAGE)) {
          const path = match[1] ?? match[3];
          const request = match[2] ?? match[4];
          pages.push(path);
          expect(`${path}: ${/webpackChunkName: "([^"]+)"/.exec(request)?.[1]}`).toBe(`${path}: ${pageChunkName(path)}`);
        }
      }
    }
    expect(pages).toEqual(expect.arrayContaining(['auth/login', 'workstation/published/dev/List', 'account/password']));
  });

  it("name the providers' and the coming-soon panel's chunks as the index expects (webpackChunkName takes only literals)", () => {
    const uiKit = (file: string) => readFileSync(join(REPO_ROOT, 'ui-kit', 'src', file), 'utf8');
    expect(uiKit('with-providers.tsx')).toContain(`webpackChunkName: "${PAGE_PROVIDERS_CHUNK}"`);
    expect(uiKit('coming-soon-route.tsx')).toContain(`webpackChunkName: "${COMING_SOON_CHUNK}"`);
  });
});
