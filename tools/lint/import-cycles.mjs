// Import cycles among the browser code (host, remotes, ui-kit, the kernel), type-only and dynamic
// imports included: `import-x/no-cycle` skips both, so a circle through `import type` or `import()`
// passed lint. The server has its own check (server/src/modules/boundaries.test.ts).
// Run alone: `node tools/lint/import-cycles.mjs` prints every cycle.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const ROOT = join(import.meta.dirname, '..', '..');

/** The project's files and compiler options, from a tsconfig (the root one: every app, ui-kit and the kernel). */
export function projectOf(tsconfigPath = join(ROOT, 'tsconfig.json')) {
  const parsed = ts.getParsedCommandLineOfConfigFile(tsconfigPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!parsed) throw new Error(`cannot read ${tsconfigPath}`);
  return { files: parsed.fileNames, options: parsed.options };
}

/**
 * Each file's imports among the project's files: static, `import type`, `export … from`, `import()`
 * and `require()`, resolved as TypeScript resolves them (workspace packages land on their source).
 */
export function importGraph({ files, options }) {
  const inProject = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = new Set();
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule?.resolvedFileName;
      if (resolved && inProject.has(resolved) && resolved !== file) targets.add(resolved);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** The strongly connected components of more than one file (Tarjan): each is one or more import circles. */
export function cyclesOf(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  let next = 0;
  const visit = (start) => {
    // Iterative, so a long chain of imports cannot overflow the call stack.
    const work = [[start, 0]];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [file, i] = frame;
      const targets = graph.get(file) ?? [];
      if (i < targets.length) {
        frame[1] += 1;
        const target = targets[i];
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), index.get(target)));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(file)));
      }
      if (low.get(file) === index.get(file)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== file);
        if (component.length > 1) cycles.push(component);
      }
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

/** One shortest circle through the component's first file, as the chain of imports a reader can follow. */
export function circleThrough(graph, component) {
  const members = new Set(component);
  const [start] = [...component].sort();
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const target of graph.get(file) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const chain = [file];
        for (let at = cameFrom.get(file); at != null; at = cameFrom.get(at)) chain.unshift(at);
        return [...chain, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, file);
        queue.push(target);
      }
    }
  }
  return component;
}

/** Every import circle of the project, each as `a → b → … → a` with paths relative to `root`. */
export function findImportCycles({ tsconfigPath, root = ROOT } = {}) {
  const graph = importGraph(projectOf(tsconfigPath));
  return cyclesOf(graph).map((component) =>
    circleThrough(graph, component)
      .map((file) => relative(root, file))
      .join(' → '),
  );
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const cycles = findImportCycles();
  for (const cycle of cycles) console.log(cycle);
  console.log(cycles.length === 0 ? 'no import cycle' : `${cycles.length} import cycle(s)`);
  process.exitCode = cycles.length === 0 ? 0 : 1;
}
