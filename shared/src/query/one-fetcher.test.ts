import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '../../..');
const SOURCES = [
  'shared/src',
  'host/src',
  'ui-kit/src',
  ...readdirSync(ROOT)
    .filter((d) => d.startsWith('remote-'))
    .map((d) => `${d}/src`),
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !/test-kit|fixtures/.test(entry.name) ? [path] : [];
  });
}

/** A fetcher given to a key: `queryKey: queryKeys.<domain>.<key>(…), queryFn` (an invalidation has no queryFn). */
const FETCHER = /queryKey:\s*queryKeys\.(\w+\.\w+)\((?:[^()]|\([^()]*\))*\),\s*queryFn\b/g;

/** Every place that gives a query its fetcher, in the source of the apps and the kernel; and files with a stray one. */
function scan() {
  const fetchers = new Map<string, string[]>();
  const unkeyed: string[] = [];
  const loud: string[] = [];
  for (const file of SOURCES.flatMap((dir) => sourceFiles(join(ROOT, dir)))) {
    const text = readFileSync(file, 'utf8');
    const keyed = [...text.matchAll(FETCHER)];
    for (const match of keyed) fetchers.set(match[1], [...(fetchers.get(match[1]) ?? []), relative(ROOT, file)]);
    if ((text.match(/\bqueryFn:/g) ?? []).length !== keyed.length) unkeyed.push(relative(ROOT, file));
    if (keyed.length && (text.match(/\bapi\.get\b/g) ?? []).length !== (text.match(/\bsilent: true\b/g) ?? []).length)
      loud.push(relative(ROOT, file));
  }
  return { fetchers, unkeyed, loud };
}

describe('one fetcher per cache key', () => {
  const { fetchers, unkeyed, loud } = scan();

  it('finds the fetchers (the scan works)', () => {
    expect(fetchers.get('demands.detail')).toEqual(['shared/src/query/demand-queries.ts']);
    expect(fetchers.size).toBeGreaterThan(10);
  });

  it('sees every fetcher: each `queryFn` sits right after a key of queryKeys', () => {
    expect(unkeyed).toEqual([]);
  });

  it('makes every query fetcher silent, so only the query cache decides on a toast', () => {
    expect(loud).toEqual([]);
  });

  it('gives every key of queryKeys at most one fetcher in the whole platform', () => {
    const twice = [...fetchers].filter(([, files]) => files.length > 1);
    expect(twice).toEqual([]);
  });

  it('keeps the kernel’s keys to the kernel: no app defines its own fetcher for them', () => {
    const kernel = [...fetchers].filter(([, files]) => files.some((f) => f.startsWith('shared/')));
    expect(kernel.map(([key]) => key).sort()).toEqual([
      'chat.unread',
      'company.info',
      'company.types',
      'demands.detail',
      'demands.events',
      'demands.questions',
      'demands.revisions',
      'manpower.list',
      'noticeSettings.mine',
      'notices.counts',
      'notices.list',
      'regions.cities',
      'regions.provinces',
      'responses.detail',
      'responses.markHistory',
    ]);
  });
});
