import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { remoteDirs, REPO_ROOT, sourceFiles } from './repo-sources';
import { sharedConfig } from './shared-deps';

const routerModule = join(REPO_ROOT, 'shared', 'src', 'router', 'index.ts');

/** The value names the kernel's router module re-exports (its `export { … } from` list, comments left out). */
function routerExports(): string[] {
  const text = readFileSync(routerModule, 'utf8').replace(/\/\/.*$/gm, '');
  const list = /^export \{([^}]*)\} from 'react-router-dom'/m.exec(text);
  if (!list) throw new Error(`no export list in ${routerModule}`);
  return list[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .sort();
}

/** The value names the apps' and ui-kit's browser code imports from `@b2b/shared/router`. */
function routerImports(): string[] {
  const dirs = ['host', 'ui-kit', ...remoteDirs()].map((d) => join(REPO_ROOT, d, 'src'));
  const used = new Set<string>();
  for (const file of dirs.flatMap(sourceFiles)) {
    for (const m of readFileSync(file, 'utf8').matchAll(/import \{([^}]*)\} from '@b2b\/shared\/router'/g)) {
      for (const part of m[1].split(',')) {
        const name = part.trim();
        if (name && !name.startsWith('type ')) used.add(name);
      }
    }
  }
  return [...used].sort();
}

describe("React Router in the share: the kernel's router", () => {
  it('is shared as @b2b/shared/router, a strict kernel singleton, and react-router-dom is not shared at all', () => {
    const shared = sharedConfig(join(REPO_ROOT, 'host'), { shareAntd: true });
    const kernelVersion = JSON.parse(readFileSync(join(REPO_ROOT, 'shared', 'package.json'), 'utf8')).version;
    expect(shared['@b2b/shared/router']).toMatchObject({ singleton: true, strictVersion: true, requiredVersion: `^${kernelVersion}` });
    const routerShares = Object.keys(shared).filter((name) => name.startsWith('react-router'));
    expect(routerShares).toEqual([]);
  });

  it('re-exports exactly the parts the browser code imports, so the share carries nothing unused', () => {
    const imported = routerImports();
    expect(imported).toContain('RouterProvider');
    expect(routerExports()).toEqual(imported);
  });
});
