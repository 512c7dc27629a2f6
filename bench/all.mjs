#!/usr/bin/env node
// `pnpm bench`: every bench in turn (each still prints its own tables), then one table of the headline
// figures against their budgets. A bench over budget does not stop the others; the exit code is 1 when
// any figure is over budget or any bench failed to run.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { printTable } from './lib/servers.mjs';

const BENCHES = [
  ['size', []],
  ['upload', []],
  ['market', []],
  ['directory', []],
  ['api', []],
  // size has built the apps the topology serves.
  ['web-tier', []],
  ['projects', []],
  ['chat', []],
  ['lighthouse', []],
  // lighthouse has just built the apps.
  ['navigation', ['--skip-build']],
];

const dir = mkdtempSync(join(tmpdir(), 'bench-all-'));
const summary = join(dir, 'figures.jsonl');
const crashed = [];
try {
  for (const [name, args] of BENCHES) {
    console.log(`\n════ ${name} ════`);
    const before = figures().length;
    const run = spawnSync(process.execPath, [join(dirname(fileURLToPath(import.meta.url)), `${name}.mjs`), ...args], {
      stdio: 'inherit',
      env: { ...process.env, BENCH_SUMMARY: summary },
    });
    // Over budget exits 1 with its figures recorded; anything else (a crash, no figure at all) is a failure to run.
    if (run.status !== 0 && (run.status !== 1 || figures().length === before)) crashed.push(`${name} (exit ${run.status ?? run.signal})`);
  }
  const rows = figures().map((f) => [f.bench, f.measure, f.value, f.budget, f.within ? 'ok' : 'OVER']);
  console.log('\n════ all benches ════');
  printTable(['bench', 'measure', 'value', 'budget', ''], rows, 2);
  for (const c of crashed) console.log(`FAILED TO RUN ${c}`);
  const over = rows.filter((r) => r[4] === 'OVER').length;
  console.log(over || crashed.length ? `\n${over} over budget, ${crashed.length} failed to run` : '\nwithin budget');
  process.exitCode = over || crashed.length ? 1 : 0;
} finally {
  rmSync(dir, { recursive: true, force: true });
}

function figures() {
  try {
    return readFileSync(summary, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
  } catch {
    return [];
  }
}
