#!/usr/bin/env node
// Entry point for `npm start` / `npm test` on a machine that has only Node and npm:
// fetches the pinned pnpm through npx, installs the workspace when needed, then runs
// the named root script with pnpm.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const pnpmSpec = pkg.packageManager; // e.g. pnpm@10.34.9
const script = process.argv[2];
const extra = process.argv.slice(3);

function pnpmCommand() {
  const wanted = pnpmSpec.split('@')[1];
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (probe.status === 0 && probe.stdout.trim() === wanted) return ['pnpm', []];
  return ['npx', ['--yes', pnpmSpec]];
}

function run(cmd, args) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function needsInstall() {
  const marker = join(root, 'node_modules', '.modules.yaml');
  if (!existsSync(marker)) return true;
  return statSync(join(root, 'pnpm-lock.yaml')).mtimeMs > statSync(marker).mtimeMs;
}

const [cmd, prefix] = pnpmCommand();
if (needsInstall()) {
  const status = run(cmd, [...prefix, 'install', '--frozen-lockfile']);
  if (status !== 0) process.exit(status);
}
if (!script) process.exit(0);
process.exit(run(cmd, [...prefix, 'run', script, ...extra]));
