// `pnpm lint` fails on an import cycle anywhere in the browser code, including circles that close
// through `import type` or `import()` (import-x/no-cycle skips both).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { findImportCycles } from './import-cycles.mjs';

describe('import cycles', () => {
  it('the host, the remotes, ui-kit and the kernel have none', () => {
    assert.deepEqual(findImportCycles(), []);
  });

  describe('are found whatever kind of import closes them', () => {
    const dir = mkdtempSync(join(tmpdir(), 'import-cycles-'));
    after(() => rmSync(dir, { recursive: true, force: true }));
    const project = (files) => {
      const root = mkdtempSync(join(dir, 'case-'));
      writeFileSync(
        join(root, 'tsconfig.json'),
        JSON.stringify({ compilerOptions: { jsx: 'react-jsx', moduleResolution: 'Bundler', module: 'ESNext' }, include: ['.'] }),
      );
      for (const [name, code] of Object.entries(files)) writeFileSync(join(root, name), code);
      return findImportCycles({ tsconfigPath: join(root, 'tsconfig.json'), root });
    };

    it('a type-only import', () => {
      const cycles = project({
        'router.ts': "import { Layout } from './layout';\nexport const router = { Layout };\nexport type Router = typeof router;",
        'layout.tsx': "import { useTarget } from './target';\nexport const Layout = () => useTarget();",
        'target.ts': "import type { Router } from './router';\nexport const useTarget = (r?: Router) => r;",
      });
      assert.deepEqual(cycles, ['layout.tsx → target.ts → router.ts → layout.tsx']);
    });

    it('a dynamic import and an `export … from`', () => {
      const cycles = project({
        'a.ts': "export const load = () => import('./b');",
        'b.ts': "export * from './c';",
        'c.ts': "export { load } from './a';",
      });
      assert.deepEqual(cycles, ['a.ts → b.ts → c.ts → a.ts']);
    });

    it('but not a chain without a way back', () => {
      const cycles = project({
        'a.ts': "import type { B } from './b';\nexport type A = B;",
        'b.ts': "export const b = () => import('./c');\nexport type B = string;",
        'c.ts': 'export const c = 1;',
      });
      assert.deepEqual(cycles, []);
    });
  });
});
