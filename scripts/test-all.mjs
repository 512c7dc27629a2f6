#!/usr/bin/env node
// The README's test command: lint (walls, format, types), the unit suite, the platform scripts' tests,
// the server suite on PGlite (on PostgreSQL when DATABASE_URL is set, as CI does).
// Every step runs even when an earlier one fails, so one run shows everything that is wrong.
import { spawnSync } from 'node:child_process';

const STEPS = [
  ['lint', ['pnpm', 'lint']],
  ['unit', ['pnpm', 'test:unit']],
  ['platform scripts', ['node', '--test', '--test-reporter=tap', 'scripts/platform/', 'scripts/release/']],
  [process.env.DATABASE_URL ? 'server (PostgreSQL, DATABASE_URL)' : 'server (PGlite)', ['pnpm', 'test:server']],
];

const failed = [];
for (const [name, [command, ...args]] of STEPS) {
  console.log(`\n── ${name} ──`);
  const { status } = spawnSync(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
  if (status !== 0) failed.push(name);
}
console.log(failed.length ? `\nfailed: ${failed.join(', ')}` : '\nall steps passed');
process.exit(failed.length ? 1 : 0);
