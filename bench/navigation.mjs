#!/usr/bin/env node
// Moving into a remote, unthrottled on loopback, on the platform as `npm start` serves it (built, each app
// on its own origin, the API in demo mode): from a signed-in home, the time from the click to the frame
// that paints the remote's page (its [data-remote] root in the DOM, then the next animation frame),
//   cold:   a fresh browser context, clicked as soon as home shows (nothing of that remote loaded yet;
//           hovering the link on the way to the click is part of it, as for a real user);
//   warmed: the likely next page preloaded once home has settled (workstation), or the link hovered a
//           second before the click (chat, account);
// and the JavaScript a signed-in user downloads on a tour home → workstation → chat → account, by origin,
// with the part of it that is antd (read from each chunk's hidden source map) and how much antd comes
// down more than once. Budgets (medians), as ratios to the bare Module Federation reference's clicks in the same
// run (below), which a faster or slower machine does not move: cold and warmed ≤ 1.0× the reference's; the
// milliseconds are reported beside them. Each click also reports the
// renderer main thread's CPU time from just before the click (its pointer move and hover included) to
// that frame (CDP Performance.getMetrics, ThreadTime):
// the clicks are CPU-bound, and the CPU figure moves less than the wall clock on a shared machine. A fixed
// script's run time is printed as the machine's speed, to compare figures across machines.
// The same clicks on a bare Module Federation host and remote (bench/reference: React, rspack and the same
// federation runtime, a small widget) are measured in the same run, paired with the workstation's, as the
// yardstick the machine's speed cannot move: the workstation's figures are also given as a ratio to it.
// `--skip-build`, `--runs=<n>`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/platform/chromium.mjs';
import { REMOTES, ROOT, startPlatform } from '../scripts/platform/platform.mjs';
import { arg, printTable, reportFailures, signInOverApi } from './lib/servers.mjs';
import { recordFigure } from './lib/summary.mjs';
import { ensureReference, startReference } from './reference/build.mjs';

const RUNS = Number(arg('runs') ?? 5);
const PORTS = { api: 4400, host: 3400, auth: 3401, workstation: 3402, chat: 3403, account: 3404 };
const REFERENCE_PORTS = { hostPort: 3490, remotePort: 3491 };
/** A click into a remote, cold or warmed, at most this many times the reference's click in the same run. */
const BUDGET_RATIO = 1.0;
const ACCOUNT = 'dev@demo.test';

/** How each remote is reached from a DEV's home, as a user does it. */
const TARGETS = [
  { remote: 'workstation', link: 'nav a[href^="/workstation/"]' },
  { remote: 'chat', link: 'a[href="/chat-customer"]' },
  { remote: 'account', menu: '[data-testid=user-menu]', link: '.ant-dropdown-menu-item' },
];
/** The reference's link to its remote widget (bench/reference/host/src/bootstrap.tsx). */
const REFERENCE = { remote: 'reference', link: '#open-widget' };

const sessions = new WeakMap();

/** CPU time of the page's renderer main thread so far, in ms. */
async function mainThreadMs(page) {
  const { metrics } = await sessions.get(page).send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'ThreadTime').value * 1000;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => Math.round(bytes / 102.4) / 10;
const ANTD = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?(?:antd|@ant-design\/[^/]+|rc-[^/]+|@rc-component\/[^/]+)\//;

/** A new page of `context` whose main-thread CPU time `mainThreadMs` can read. */
async function measuredPage(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  sessions.set(page, cdp);
  return page;
}

/** A fresh context (its own cache) signed in as the DEV; `watch` sees the page before it opens home. */
async function homePage(browser, platform, watch = () => undefined) {
  const { token, expires } = await signInOverApi(platform.apiUrl, ACCOUNT);
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1366, height: 900 } });
  await context.addInitScript(
    ([t, e]) => {
      if (!localStorage.getItem('b2b.token')) {
        localStorage.setItem('b2b.expires', String(e));
        localStorage.setItem('b2b.token', t);
      }
    },
    [token, expires],
  );
  const page = await measuredPage(context);
  watch(page);
  await page.goto(`${platform.url}/home`);
  await page.getByTestId('home-page').waitFor();
  return page;
}

/** A fresh context on the reference's host page; `preload: false` leaves out its idle preload (a cold click). */
async function referencePage(browser, reference, { preload }) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await measuredPage(context);
  await page.goto(preload ? reference.url : reference.coldUrl);
  await page.getByTestId('reference-home').waitFor();
  // Its idle preload: the remote's entry and the widget's chunk.
  if (preload) await waitForPreload(page, reference.remoteOrigin, 2);
  return page;
}

/** What still shows that a page's data is on its way. */
const LOADING = '.ant-spin-spinning, .ant-skeleton, [aria-busy="true"]';
/** How long a click waits for its page's data to show before its content time is left out. */
const SETTLE_TIMEOUT_MS = 5000;

/**
 * Arms a listener for the next click: `__clickToVisible` resolves with the ms from it to the frame after
 * `[data-remote=<remote>]` appears, `__clickToSettled` to the frame after that root first holds no
 * loading indicator (the page's data shown; null after SETTLE_TIMEOUT_MS).
 */
function armClickToVisible(page, remote) {
  return page.evaluate(
    ([selector, loading, timeoutMs]) => {
      let resolveVisible;
      let resolveSettled;
      window.__clickToVisible = new Promise((resolve) => (resolveVisible = resolve));
      window.__clickToSettled = new Promise((resolve) => (resolveSettled = resolve));
      document.addEventListener(
        'click',
        () => {
          const started = performance.now();
          const frameAfter = () => new Promise((done) => requestAnimationFrame(() => done(performance.now() - started)));
          let visible = false;
          const check = () => {
            const root = document.querySelector(selector);
            if (!root) return false;
            if (!visible) void frameAfter().then(resolveVisible);
            visible = true;
            if (root.querySelector(loading)) return false;
            void frameAfter().then(resolveSettled);
            return true;
          };
          if (check()) return;
          const observer = new MutationObserver(() => {
            if (!check()) return;
            observer.disconnect();
            clearTimeout(timer);
          });
          const timer = setTimeout(() => {
            observer.disconnect();
            resolveSettled(null);
          }, timeoutMs);
          observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'aria-busy'] });
        },
        { capture: true, once: true },
      );
    },
    [`[data-remote=${remote}]`, LOADING, SETTLE_TIMEOUT_MS],
  );
}

async function openRemote(page, target, { hoverFirstMs = 0 } = {}) {
  await armClickToVisible(page, target.remote);
  if (target.menu) {
    await page.locator(target.menu).hover();
    await page.locator(target.link).first().waitFor();
  } else if (hoverFirstMs) {
    await page.locator(target.link).first().hover();
  }
  if (hoverFirstMs) await page.waitForTimeout(hoverFirstMs);
  const before = await mainThreadMs(page);
  await page.locator(target.link).first().click();
  const ms = await page.evaluate(() => window.__clickToVisible);
  const cpu = (await mainThreadMs(page)) - before;
  const settled = await page.evaluate(() => window.__clickToSettled);
  await page.locator(`[data-remote=${target.remote}]`).waitFor();
  return { ms, cpu, settled };
}

/** The medians of a list of clicks, and each click's time; `data` is "—" when a click's data never showed. */
function summarise(clicks) {
  const settled = clicks.map((run) => run.settled).filter((ms) => ms !== null);
  return {
    ms: Math.round(median(clicks.map((run) => run.ms))),
    cpu: Math.round(median(clicks.map((run) => run.cpu))),
    data: settled.length === clicks.length ? String(Math.round(median(settled))) : '—',
    runs: clicks.map((run) => Math.round(run.ms)).join(' '),
  };
}

/** A row of the table: cold and warmed, their CPU, their data shown, their runs. */
const row = (name, cold, warmed) =>
  [name, cold.ms, warmed.ms, cold.cpu, warmed.cpu, cold.data, warmed.data, cold.runs, warmed.runs].map(String);

/** The machine's speed: a fixed script's run time in a fresh page, median of 5 (ms). */
async function machineSpeed(browser) {
  const page = await browser.newPage();
  const runs = [];
  for (let i = 0; i < 5; i += 1) {
    runs.push(
      await page.evaluate(() => {
        const started = performance.now();
        const rows = Array.from({ length: 20_000 }, (_, n) => ({ id: n, name: `row ${n}`, tags: [n % 7, n % 11] }));
        const text = JSON.stringify(rows);
        const sum = JSON.parse(text).reduce((total, row) => total + row.tags[0] + row.name.length, 0);
        return sum > 0 ? performance.now() - started : -1;
      }),
    );
  }
  await page.close();
  return median(runs);
}

/** Waits until a page's idle preload has fetched at least `scripts` script files from `origin`. */
async function waitForPreload(page, origin, scripts) {
  await page.waitForFunction(
    ([o, n]) => performance.getEntriesByType('resource').filter((r) => r.name.startsWith(o) && r.name.endsWith('.js')).length >= n,
    [origin, scripts],
    { timeout: 20_000 },
  );
  await page.waitForLoadState('networkidle');
}

/** The local file behind a script URL of the platform, for its source map. */
function distFile(url, platform) {
  const { origin, pathname } = new URL(url);
  if (origin === new URL(platform.url).origin) return join(ROOT, 'host', 'dist', pathname);
  const name = Object.keys(REMOTES).find((n) => new URL(platform.remotes[n]).origin === origin);
  return name ? join(ROOT, REMOTES[name], 'dist', pathname) : null;
}

/** The share of a built chunk that is antd, by the length of its sources in the chunk's source map. */
function antdShare(file) {
  if (!file || !existsSync(`${file}.map`)) return 0;
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  let all = 0;
  let antd = 0;
  map.sources.forEach((source, i) => {
    const length = map.sourcesContent?.[i]?.length ?? 0;
    all += length;
    if (ANTD.test(source)) antd += length;
  });
  return all ? antd / all : 0;
}

async function tour(browser, platform) {
  const scripts = [];
  const page = await homePage(browser, platform, (p) =>
    p.on('requestfinished', async (request) => {
      if (request.resourceType() !== 'script') return;
      const sizes = await request.sizes().catch(() => null);
      if (sizes) scripts.push({ url: request.url(), bytes: sizes.responseBodySize });
    }),
  );
  await page.waitForLoadState('networkidle');
  for (const target of TARGETS) {
    await openRemote(page, target);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
  }
  await page.context().close();
  const byOrigin = new Map();
  for (const script of scripts) {
    const origin = new URL(script.url).origin;
    const row = byOrigin.get(origin) ?? { origin, files: 0, bytes: 0, antd: 0 };
    row.files += 1;
    row.bytes += script.bytes;
    row.antd += script.bytes * antdShare(distFile(script.url, platform));
    byOrigin.set(origin, row);
  }
  return [...byOrigin.values()];
}

async function main() {
  if (!process.argv.includes('--skip-build')) {
    const built = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build-apps.mjs')], { stdio: 'inherit' });
    if (built.status !== 0) throw new Error('the build failed');
  }
  await ensureReference({ reuse: process.argv.includes('--skip-build') });
  const reference = await startReference(REFERENCE_PORTS);
  const platform = await startPlatform({
    ports: PORTS,
    apiOutput: 'ignore',
    apiEnv: { DEMO: 'true', DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-navigation-')), LOG_LEVEL: 'warn', DATABASE_URL: '' },
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const failures = [];
  try {
    const rows = [];
    const refCold = [];
    const refWarmed = [];
    const clicks = [];
    for (const target of TARGETS) {
      const cold = [];
      const warmed = [];
      const paired = target.remote === 'workstation';
      for (let i = 0; i < RUNS; i += 1) {
        if (paired) {
          const refColdPage = await referencePage(browser, reference, { preload: false });
          refCold.push(await openRemote(refColdPage, REFERENCE));
          await refColdPage.context().close();
          const refWarmPage = await referencePage(browser, reference, { preload: true });
          refWarmed.push(await openRemote(refWarmPage, REFERENCE));
          await refWarmPage.context().close();
        }
        const coldPage = await homePage(browser, platform);
        cold.push(await openRemote(coldPage, target));
        await coldPage.context().close();
        const warmPage = await homePage(browser, platform);
        // The settle-time preload of the likely next page, the workstation: its entry and the page's files.
        await waitForPreload(warmPage, new URL(platform.remotes.workstation).origin, 3);
        warmed.push(await openRemote(warmPage, target, { hoverFirstMs: target.remote === 'workstation' ? 0 : 1000 }));
        await warmPage.context().close();
      }
      const c = summarise(cold);
      const w = summarise(warmed);
      recordFigure('navigation', `${target.remote} cold / warmed with its data shown`, `${c.data} / ${w.data} ms`, 'reported', true);
      recordFigure('navigation', `${target.remote} cold / warmed main-thread CPU`, `${c.cpu} / ${w.cpu} ms`, 'reported', true);
      rows.push(row(target.remote, c, w));
      clicks.push({ remote: target.remote, cold: c, warmed: w });
    }
    const yardstick = { cold: summarise(refCold), warmed: summarise(refWarmed) };
    rows.push(row('MF reference', yardstick.cold, yardstick.warmed));
    for (const click of clicks) {
      for (const phase of ['cold', 'warmed']) {
        const times = click[phase].ms / yardstick[phase].ms;
        const within = times <= BUDGET_RATIO;
        const value = `${times.toFixed(2)}× (${click[phase].ms} ms; reference ${yardstick[phase].ms} ms)`;
        recordFigure('navigation', `${click.remote} ${phase} ÷ MF reference`, value, `≤ ${BUDGET_RATIO.toFixed(1)}×`, within);
        if (!within) failures.push(`${click.remote} ${phase} ${value} (budget ≤ ${BUDGET_RATIO.toFixed(1)}× the reference)`);
      }
    }
    const ratio = (remote, phase) => `${(clicks.find((c) => c.remote === remote)[phase].ms / yardstick[phase].ms).toFixed(2)}×`;
    console.log(`\nclick to visible from a signed-in home, median of ${RUNS} (ms; CPU: the renderer's main thread):`);
    printTable(['remote', 'cold', 'warmed', 'cold CPU', 'warmed CPU', 'cold data', 'warmed data', 'cold runs', 'warmed runs'], rows, 1);
    console.log(`data: to the frame after the page's root first holds no loading indicator (${LOADING}); — when one never left`);
    console.log(
      `MF reference: bench/reference, a bare host and remote, its clicks paired with the workstation's; ÷ reference ` +
        `(budget ≤ ${BUDGET_RATIO.toFixed(1)}×), cold / warmed: ` +
        clicks.map((c) => `${c.remote} ${ratio(c.remote, 'cold')} / ${ratio(c.remote, 'warmed')}`).join(', '),
    );
    recordFigure(
      'navigation',
      'MF reference cold / warmed (same run)',
      `${yardstick.cold.ms} / ${yardstick.warmed.ms} ms`,
      'reported',
      true,
    );
    const speed = await machineSpeed(browser);
    console.log(`machine speed: a fixed script (JSON of 20,000 rows) runs in ${speed.toFixed(1)} ms`);
    recordFigure('navigation', 'machine speed (fixed script)', `${speed.toFixed(1)} ms`, 'reported', true);

    const origins = await tour(browser, platform);
    const total = origins.reduce((n, o) => n + o.bytes, 0);
    const antd = origins.map((o) => o.antd);
    const antdTotal = antd.reduce((a, b) => a + b, 0);
    console.log('\nJavaScript of the tour home → workstation → chat → account (bytes as transferred):');
    printTable(
      ['origin', 'files', 'KB', 'antd KB'],
      origins.map((o) => [o.origin, String(o.files), String(kb(o.bytes)), String(kb(o.antd))]),
      1,
    );
    console.log(
      `total ${kb(total)} KB; antd ${kb(antdTotal)} KB from ${antd.filter((a) => a > 0).length} origins, ` +
        `of which ${kb(antdTotal - Math.max(0, ...antd))} KB beyond the largest single copy`,
    );
    recordFigure(
      'navigation',
      'tour JS (antd beyond one copy)',
      `${kb(total)} KB (${kb(antdTotal - Math.max(0, ...antd))} KB)`,
      'reported',
      true,
    );
  } finally {
    await browser.close();
    await platform.stop();
    await reference.stop();
  }
  reportFailures(failures);
}

await main();
