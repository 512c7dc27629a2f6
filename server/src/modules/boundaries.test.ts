import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { MODULES } from '.';

const SRC = path.resolve(__dirname, '..');
const MODULES_DIR = path.join(SRC, 'modules');
/** Folders below the modules: they may not import one. */
const BELOW_MODULES = ['db', 'events', 'jobs', 'lib', 'mail', 'metrics', 'plugins', 'policies'];

const sourceFiles = () =>
  readdirSync(SRC, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => path.join(SRC, file));

/** The files a source file imports by relative path, resolved. */
function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s+'(\.{1,2}\/[^']+)'/g)].map((m) => path.resolve(path.dirname(file), m[1]));
}

/** `auth` for anything under src/modules/auth/; undefined outside a module folder. */
function moduleOf(file: string): string | undefined {
  const relative = path.relative(MODULES_DIR, file);
  const [first, ...rest] = relative.split(path.sep);
  return relative.startsWith('..') || rest.length === 0 ? undefined : first;
}

function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles()) {
    const from = moduleOf(file);
    if (!from) continue;
    for (const target of relativeImports(file)) {
      const to = moduleOf(target);
      if (to && to !== from) graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
}

function findCycle(graph: Map<string, Set<string>>): string[] | undefined {
  const done = new Set<string>();
  const visit = (node: string, trail: string[]): string[] | undefined => {
    if (trail.includes(node)) return [...trail.slice(trail.indexOf(node)), node];
    if (done.has(node)) return undefined;
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next, [...trail, node]);
      if (cycle) return cycle;
    }
    done.add(node);
    return undefined;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node, []);
    if (cycle) return cycle;
  }
  return undefined;
}

describe('module boundaries', () => {
  it('has no import cycle between modules', () => {
    const graph = moduleGraph();
    assert.ok(graph.size > 0, 'the graph was read');
    assert.equal(findCycle(graph)?.join(' → '), undefined);
  });

  it('keeps db, events, jobs, lib, mail, plugins and policies free of module imports', () => {
    const offending = sourceFiles()
      .filter((file) => BELOW_MODULES.includes(path.relative(SRC, file).split(path.sep)[0]))
      .flatMap((file) =>
        relativeImports(file)
          .filter((target) => moduleOf(target))
          .map((target) => `${path.relative(SRC, file)} → ${path.relative(SRC, target)}`),
      );
    assert.deepEqual(offending, []);
  });

  it('registers every module folder from the one list', () => {
    const folders = readdirSync(MODULES_DIR).filter((name) => statSync(path.join(MODULES_DIR, name)).isDirectory());
    assert.deepEqual(MODULES.map((m) => m.name).sort(), folders.sort());
  });
});
