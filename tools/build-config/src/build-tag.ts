import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REPO_ROOT } from './repo-sources';

const SKIPPED = new Set(['node_modules', 'dist', '.git', 'test']);

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : filesUnder(path);
    // A test changes no build: a test-only change keeps the release.
    return /\.test\.[cm]?[jt]sx?$/.test(entry.name) ? [] : [path];
  });
}

/**
 * A short hash of what a remote's build is made of: its own sources and package file, the kernel's and
 * ui-kit's sources, this build configuration, the lockfile, and the variables that change its output. A
 * remote's `uniqueName` carries it, so two builds of one remote never share the global their chunks load
 * through: an open tab that takes a promotion (host/src/federation/pointer-watch.ts) runs the new build
 * beside the chunks of the old one, which a shared global would hand to the new build's runtime under the
 * same chunk ids. The same sources give the same tag, so a rebuild stays byte for byte the same.
 */
export function buildTag(appDir: string, env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha256');
  const files = [
    ...filesUnder(join(appDir, 'src')),
    join(appDir, 'package.json'),
    join(appDir, 'rspack.config.ts'),
    ...filesUnder(join(REPO_ROOT, 'shared', 'src')),
    ...filesUnder(join(REPO_ROOT, 'ui-kit', 'src')),
    ...filesUnder(join(REPO_ROOT, 'tools', 'build-config', 'src')),
    join(REPO_ROOT, 'pnpm-lock.yaml'),
  ]
    .filter((file) => existsSync(file))
    .sort();
  for (const file of files) hash.update(relative(REPO_ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  for (const name of ['APP_VERSION', 'E2E_KERNEL_VERSION', 'BENCH_ANTD_RUNTIME_STYLES']) hash.update(`${name}=${env[name] ?? ''}\0`);
  return hash.digest('hex').slice(0, 10);
}
