#!/usr/bin/env node
// Front-end size and build-time benchmark: builds every app for production (timed), then loads
// the intro page as a first-time visitor in Chromium and adds up the gzip size of every script it
// fetched, and of each remoteEntry.js. Budgets: intro ≤ 250 KB gzip, full build ≤ 45 s (issue 15).
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { REMOTES, ROOT, remoteVersion, startPlatform } from '../scripts/platform/platform.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/platform/chromium.mjs';
import { recordFigure } from './lib/summary.mjs';

const BUDGET_INTRO_KB = 250;
const BUDGET_BUILD_S = 45;
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const gz = (buf) => gzipSync(buf, { level: 9 }).length;

let buildSeconds = null;
if (!process.argv.includes('--no-build')) {
  // Timed as a clean clone builds (CI): without the antd stylesheet an earlier build cached.
  rmSync(join(ROOT, 'tools/build-config/node_modules/.cache/antd-stylesheet'), { recursive: true, force: true });
  const started = Date.now();
  execFileSync('node', [join(ROOT, 'scripts/build-apps.mjs')], { stdio: 'inherit' });
  buildSeconds = (Date.now() - started) / 1000;
}

const ports = { api: 4200, host: 3200, auth: 3201, workstation: 3202, chat: 3203, account: 3204 };
const platform = await startPlatform({
  ports,
  apiOutput: 'ignore',
  apiEnv: { DEMO: 'true', DATABASE_URL: '', DATA_DIR: join(ROOT, 'bench/.data'), LOG_LEVEL: 'warn' },
});
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
const scripts = [];
try {
  const page = await browser.newPage();
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    try {
      scripts.push({ url: res.url(), gzip: gz(await res.body()) });
    } catch {
      // a redirect or aborted response has no body
    }
  });
  await page.goto(`${platform.url}/intro`, { waitUntil: 'load' });
  await page.getByTestId('intro-page').waitFor();
  await page.waitForLoadState('networkidle');
  const hostOrigin = new URL(platform.url).origin;
  const sum = (list) => list.reduce((n, s) => n + s.gzip, 0);
  // What the page needs comes from the host's origin; a remote's files are the idle-time prefetch
  // of the page a visitor most likely opens next (sign-in), not part of this page.
  const needed = scripts.filter((s) => s.url.startsWith(hostOrigin));
  const prefetched = scripts.filter((s) => !s.url.startsWith(hostOrigin));
  const initial = sum(needed);
  console.log('\nIntro page, first visit, scripts it needs (gzip):');
  for (const s of needed) console.log(`  ${kb(s.gzip).toString().padStart(7)} KB  ${s.url.replace(hostOrigin, '')}`);
  console.log(`  ${kb(initial).toString().padStart(7)} KB  total (budget ${BUDGET_INTRO_KB} KB)`);
  console.log(
    `  ${kb(sum(prefetched)).toString().padStart(7)} KB  prefetched when idle: ${prefetched.map((s) => new URL(s.url).pathname).join(', ') || 'nothing'}`,
  );

  console.log('\nremoteEntry.js (gzip):');
  for (const [name, dir] of Object.entries(REMOTES)) {
    const file = join(ROOT, dir, 'dist', remoteVersion(dir), 'remoteEntry.js');
    console.log(
      `  ${kb(gz(readFileSync(file)))
        .toString()
        .padStart(7)} KB  ${name}`,
    );
  }
  if (buildSeconds !== null) console.log(`\nFull production build of 5 apps: ${buildSeconds.toFixed(1)} s (budget ${BUDGET_BUILD_S} s)`);
  recordFigure('size', 'intro scripts (gzip)', `${kb(initial)} KB`, `≤ ${BUDGET_INTRO_KB} KB`, kb(initial) <= BUDGET_INTRO_KB);
  if (buildSeconds !== null)
    recordFigure('size', 'build of 5 apps', `${buildSeconds.toFixed(1)} s`, `≤ ${BUDGET_BUILD_S} s`, buildSeconds <= BUDGET_BUILD_S);
  const over = kb(initial) > BUDGET_INTRO_KB || (buildSeconds ?? 0) > BUDGET_BUILD_S;
  console.log(over ? '\nOVER BUDGET' : '\nwithin budget');
  process.exitCode = over ? 1 : 0;
} finally {
  await browser.close();
  await platform.stop();
}
