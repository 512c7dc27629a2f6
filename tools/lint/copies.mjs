// The copy check of `pnpm lint`: jscpd (a maintained copy/paste detector) over the apps, the kernel, the
// ui-kit, the server and the tools. A block of 60 tokens or more found twice fails: about six lines of
// JSX props or a short function body, so a copied component or helper is caught while an import list or a
// one-line call is not. What is alike on purpose is left out, with the reason:
// - tests, fixtures and the test kits (`src/test/`, `test-utils.tsx`): a test spells out its arrange step
//   in full, and the kits of each app are being merged into one by their own change;
// - `server/src/db/schema/`: Drizzle table definitions are declarations; tables with similar columns
//   look alike without being one piece of logic;
// - generated or vendored code (`dist/`, `drizzle/` migrations, `bench/reference/`).
// Usage: `node tools/lint/copies.mjs [paths…]` (default: the whole tree); exits 1 on a copy.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

export const root = join(import.meta.dirname, '..', '..');

export const SCANNED = [
  'host',
  'remote-auth',
  'remote-workstation',
  'remote-chat',
  'remote-account',
  'shared/src',
  'ui-kit/src',
  'server/src',
  'tools',
  'scripts',
];

const IGNORED = [
  '**/node_modules/**',
  '**/dist/**',
  '**/drizzle/**',
  'bench/reference/**',
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/fixtures.ts',
  '**/src/test/**',
  '**/test-utils.tsx',
  'server/src/db/schema/**',
];

export const MIN_TOKENS = 60;

/** Runs jscpd on `paths` (relative to the repository root); `copies` is false when none is found. */
export function findCopies(paths = SCANNED) {
  const args = ['-f', 'typescript,tsx', '-i', IGNORED.join(','), '-k', String(MIN_TOKENS), '-r', 'console', '--no-colors'];
  // --no-gitignore: a file not yet added to git (a fresh copy) is checked like any other.
  const run = spawnSync(join(root, 'node_modules', '.bin', 'jscpd'), [...args, '--no-gitignore', '--exit-code', '1', ...paths], {
    cwd: root,
    encoding: 'utf8',
  });
  if (run.error) throw run.error;
  if (run.status !== 0 && run.status !== 1) throw new Error(`jscpd failed (${run.status}): ${run.stderr}`);
  return { copies: run.status === 1, report: run.stdout + run.stderr };
}

if (import.meta.main ?? process.argv[1] === import.meta.filename) {
  const { copies, report } = findCopies(process.argv.length > 2 ? process.argv.slice(2) : undefined);
  if (copies) {
    process.stderr.write(`${report}\nA copy: move the shared code into one component, hook or function (tools/lint/copies.mjs).\n`);
    process.exit(1);
  }
}
