import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The repository's root, for tests that read the apps' sources. */
export const REPO_ROOT = join(__dirname, '..', '..', '..');

/** The remotes' folders (`remote-*`) at the repository's root. */
export const remoteDirs = () => readdirSync(REPO_ROOT).filter((name) => name.startsWith('remote-'));

/** Every `.ts`/`.tsx` source file under a folder: no test, and nothing under `node_modules`, `dist` or a `test` folder. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'dist', 'test'].includes(entry.name) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
