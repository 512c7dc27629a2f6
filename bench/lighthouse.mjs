#!/usr/bin/env node
// The front door's speed: Lighthouse 13 (mobile, simulated slow 4G, Debian's chromium) on /intro of the
// platform as `npm start` serves it (built, then the API on a fresh embedded database in demo mode and each
// app on its own origin), five times; prints the medians against the budgets of the performance issue and
// exits 1 over budget. Each run is paired with one on the bare Module Federation host of bench/reference (its
// heading rendered by React once its scripts ran, as in the Module Federation examples), reported with the
// intro's ratio to it, and with Lighthouse's benchmark index of the machine (higher is faster), so figures from
// machines of different speeds can be compared. `--skip-build` uses the apps as last built; `--runs=<n>`
// changes the five.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/platform/chromium.mjs';
import { ROOT, startPlatform } from '../scripts/platform/platform.mjs';
import { arg } from './lib/servers.mjs';
import { recordFigure } from './lib/summary.mjs';
import { ensureReference, startReference } from './reference/build.mjs';

const RUNS = Number(arg('runs') ?? 5);
const PORTS = { api: 4300, host: 3300, auth: 3301, workstation: 3302, chat: 3303, account: 3304 };
const REFERENCE_PORTS = { hostPort: 3390, remotePort: 3391 };
/** The performance issue's goals for the intro page. */
const BUDGETS = [
  ['performance score', 'score', (v) => v >= 95, '≥ 95'],
  ['LCP', 'lcp', (v) => v <= 1500, '≤ 1,500 ms'],
  ['CLS', 'cls', (v) => v <= 0.02, '≤ 0.02'],
  ['TBT', 'tbt', (v) => v <= 150, '≤ 150 ms'],
  ['JS transferred', 'jsKB', () => true, 'reported'],
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function audit(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const scripts = lhr.audits['resource-summary'].details.items.find((item) => item.resourceType === 'script');
    return {
      score: Math.round(lhr.categories.performance.score * 100),
      lcp: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      tbt: Math.round(lhr.audits['total-blocking-time'].numericValue),
      jsKB: Math.round((scripts?.transferSize ?? 0) / 1024),
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    };
  } finally {
    await chrome.kill();
  }
}

async function main() {
  if (!process.argv.includes('--skip-build')) {
    const built = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build-apps.mjs')], { stdio: 'inherit' });
    if (built.status !== 0) throw new Error('the build failed');
  }
  await ensureReference({ reuse: process.argv.includes('--skip-build') });
  const reference = await startReference(REFERENCE_PORTS);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const platform = await startPlatform({
    ports: PORTS,
    apiOutput: 'ignore',
    apiEnv: { DEMO: 'true', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
  });
  const runs = [];
  const referenceRuns = [];
  try {
    for (let i = 0; i < RUNS; i += 1) {
      runs.push(await audit(`${platform.url}/intro`));
      console.log(`run ${i + 1}: ${JSON.stringify(runs.at(-1))}`);
      referenceRuns.push(await audit(reference.coldUrl));
      console.log(`run ${i + 1}, MF reference: ${JSON.stringify(referenceRuns.at(-1))}`);
    }
  } finally {
    await platform.stop();
    await reference.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const failures = [];
  console.log(`\n/intro, Lighthouse mobile (simulated slow 4G), median of ${RUNS}:`);
  for (const [label, key, within, budget] of BUDGETS) {
    const value = median(runs.map((r) => r[key]));
    const ok = within(value);
    if (!ok) failures.push(`${label} ${value} (budget ${budget})`);
    recordFigure('lighthouse', `/intro ${label}`, value, budget, ok);
    console.log(`${label.padEnd(18)} ${String(value).padStart(7)}  ${budget.padEnd(11)} ${ok ? '' : 'OVER'}`);
  }
  const lcp = median(runs.map((r) => r.lcp));
  const referenceLcp = median(referenceRuns.map((r) => r.lcp));
  const index = median([...runs, ...referenceRuns].map((r) => r.benchmarkIndex));
  console.log(
    `MF reference (bench/reference, same run): score ${median(referenceRuns.map((r) => r.score))}, LCP ${referenceLcp} ms, ` +
      `TBT ${median(referenceRuns.map((r) => r.tbt))} ms, JS ${median(referenceRuns.map((r) => r.jsKB))} KB; ` +
      `intro LCP ÷ reference LCP ${(lcp / referenceLcp).toFixed(2)}×; Lighthouse benchmark index ${index}`,
  );
  recordFigure('lighthouse', 'MF reference LCP (same run)', `${referenceLcp} ms`, 'reported', true);
  recordFigure('lighthouse', '/intro LCP ÷ MF reference LCP', `${(lcp / referenceLcp).toFixed(2)}×`, 'reported', true);
  recordFigure('lighthouse', 'benchmark index (machine speed)', index, 'reported', true);
  for (const f of failures) console.log(`FAIL ${f}`);
  console.log(failures.length ? '\nOVER BUDGET' : '\nwithin budget');
  process.exitCode = failures.length ? 1 : 0;
}

await main();
