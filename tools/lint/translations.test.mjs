// Every folder of strings is checked in both languages: a zh-CN.json beside an en-US.json has a test beside it
// that compares them (`describeTranslations`, or the kernel's own locales.test.ts), so a text added in one language
// only fails the unit suite, with or without a browser flow on its page.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SKIP = new Set(['node_modules', 'dist', '.git', 'reports']);

function stringFolders(dir, found = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (existsSync(join(path, 'zh-CN.json'))) found.push(path);
    stringFolders(path, found);
  }
  return found;
}

const comparedIn = (folder) =>
  [folder, dirname(folder)].some((dir) =>
    readdirSync(dir)
      .filter((name) => /\.test\.tsx?$/.test(name))
      .some((name) => /describeTranslations|same keys in both languages/.test(readFileSync(join(dir, name), 'utf8'))),
  );

it('every folder of strings has both languages and a test comparing them', () => {
  const folders = stringFolders(root);
  assert.ok(folders.length > 10, 'the string folders were found');
  const missing = folders
    .filter((folder) => !existsSync(join(folder, 'en-US.json')) || !comparedIn(folder))
    .map((folder) => relative(root, folder));
  assert.deepEqual(missing, []);
});
