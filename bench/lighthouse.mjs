#!/usr/bin/env node
// Every page a visitor can land on, and a returning user's first page, in Lighthouse 13 (mobile, simulated slow
// 4G, Debian's chromium) on the platform as `npm start` serves it (built, the API on a fresh embedded database in
// demo mode, each app on its own origin). The public pages come from the route table (every route the guard lets
// a visitor open, `terms/:type` expanded to its types), each in both languages; the signed-in ones are a
// returning DEV's home and workstation list, its session stored, its cache cold. Each run audits the bare Module
// Federation host of bench/reference once (its heading rendered by React once its scripts ran) as the yardstick
// of the same machine at the same moment; the medians are printed against the budgets with the ratio to it and
// Lighthouse's benchmark index of the machine. Exits 1 over budget.
// `--skip-build` uses the apps as last built; `--runs=<n>` (3); `--pages=/vip,/terms,/home` only the pages whose
// path starts with one of these; `--langs=en-US` one language.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, startPlatform } from '../scripts/platform/platform.mjs';
import { audit } from './lib/lighthouse-audit.mjs';
import { arg, printTable, signInOverApi } from './lib/servers.mjs';
import { recordFigure } from './lib/summary.mjs';
import { ensureReference, startReference } from './reference/build.mjs';

const RUNS = Number(arg('runs') ?? 3);
const LANGS = (arg('langs') ?? 'zh-CN,en-US').split(',');
const PORTS = { api: 4300, host: 3300, auth: 3301, workstation: 3302, chat: 3303, account: 3304 };
const REFERENCE_PORTS = { hostPort: 3390, remotePort: 3391 };
/** A returning DEV's first pages: home and the workstation's demand list (host/src/guard/home-path.ts). */
const SIGNED_IN_PATHS = ['/home', '/workstation/published/dev/List'];
const ACCOUNT = 'dev@demo.test';

/** The budgets of a public page (issue 33): the intro's, and ratios to the reference where speed moves them. */
const PUBLIC_BUDGETS = [
  ['score', (p) => p.score >= 95, '≥ 95'],
  ['LCP', (p, ref) => p.lcp <= 1500 && p.lcp <= 0.8 * ref.lcp, '≤ 1,500 ms and ≤ 0.8× ref'],
  ['CLS', (p) => p.cls <= 0.02, '≤ 0.02'],
  ['TBT', (p, ref) => p.tbt <= ref.tbt + 50, '≤ ref + 50 ms'],
  ['a11y', (p) => p.accessibility >= 95, '≥ 95'],
  ['SEO', (p) => p.seo >= 95, '≥ 95'],
];
/** A signed-in first load: "good" LCP of Core Web Vitals, and its largest paint is content, not a spinner. */
const SIGNED_IN_BUDGETS = [
  ['LCP', (p) => p.lcp <= 2500, '≤ 2,500 ms'],
  ['LCP is content', (p) => !p.lcpIsLoading, 'not a loading indicator'],
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The paths the guard lets a visitor open, from the route table (bench/lib/visitor-paths.ts). */
function visitorPaths() {
  const listed = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'bench', 'lib', 'visitor-paths.ts')], {
    cwd: join(ROOT, 'server'),
    encoding: 'utf8',
  });
  if (listed.status !== 0) throw new Error(`cannot list the visitor paths: ${listed.stderr}`);
  return JSON.parse(listed.stdout);
}

/** Every page to audit, filtered by `--pages`. */
function pagesToAudit() {
  const only = arg('pages')?.split(',');
  const wanted = (path) => !only || only.some((prefix) => path.startsWith(prefix));
  const pages = [
    ...visitorPaths().flatMap((path) => LANGS.map((lang) => ({ path, lang, signedIn: false }))),
    ...SIGNED_IN_PATHS.map((path) => ({ path, lang: 'zh-CN', signedIn: true })),
  ].filter((page) => wanted(page.path));
  if (pages.length === 0) throw new Error(`no page matches --pages=${arg('pages')}`);
  return pages;
}

/** The median of each figure over a page's runs; accessibility, SEO and the failed audits from its first. */
function summarise(runs) {
  const figure = (key) => median(runs.map((r) => r[key]));
  return {
    score: figure('score'),
    lcp: figure('lcp'),
    cls: figure('cls'),
    tbt: figure('tbt'),
    jsKB: figure('jsKB'),
    accessibility: runs[0].accessibility,
    seo: runs[0].seo,
    failedAudits: runs[0].failedAudits,
    lcpElement: runs[0].lcpElement,
    lcpIsLoading: runs.filter((r) => r.lcpIsLoading).length > runs.length / 2,
  };
}

async function main() {
  if (!process.argv.includes('--skip-build')) {
    const built = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build-apps.mjs')], { stdio: 'inherit' });
    if (built.status !== 0) throw new Error('the build failed');
  }
  const pages = pagesToAudit();
  await ensureReference({ reuse: process.argv.includes('--skip-build') });
  const reference = await startReference(REFERENCE_PORTS);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const platform = await startPlatform({
    ports: PORTS,
    apiOutput: 'ignore',
    apiEnv: { DEMO: 'true', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
  });
  const referenceRuns = [];
  const runs = pages.map(() => []);
  try {
    for (let i = 0; i < RUNS; i += 1) {
      referenceRuns.push(await audit(reference.coldUrl));
      console.log(`run ${i + 1}, MF reference: ${JSON.stringify(referenceRuns.at(-1))}`);
      for (const [n, page] of pages.entries()) {
        const session = page.signedIn ? await signInOverApi(platform.apiUrl, ACCOUNT) : undefined;
        const categories = i === 0 && !page.signedIn ? ['accessibility', 'seo'] : [];
        runs[n].push(await audit(`${platform.url}${page.path}`, { lang: page.lang, session, categories }));
        console.log(`run ${i + 1}, ${page.path} ${page.lang}: ${JSON.stringify(runs[n].at(-1))}`);
      }
    }
  } finally {
    await platform.stop();
    await reference.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const ref = summarise(referenceRuns);
  const index = median([...runs.flat(), ...referenceRuns].map((r) => r.benchmarkIndex));
  const failures = [];
  const rows = [];
  for (const [n, page] of pages.entries()) {
    const p = summarise(runs[n]);
    const budgets = page.signedIn ? SIGNED_IN_BUDGETS : PUBLIC_BUDGETS;
    const over = budgets.filter(([, within]) => !within(p, ref)).map(([label, , budget]) => `${label} (${budget})`);
    const name = `${page.path} ${page.lang}${page.signedIn ? ' signed in' : ''}`;
    const lcpRatio = (p.lcp / ref.lcp).toFixed(2);
    const a11ySeo = page.signedIn ? '–' : `${p.accessibility} / ${p.seo}`;
    rows.push([
      name,
      String(p.score),
      `${p.lcp} (${lcpRatio}×)`,
      String(p.cls),
      `${p.tbt} (${p.tbt - ref.tbt >= 0 ? '+' : ''}${p.tbt - ref.tbt})`,
      String(p.jsKB),
      a11ySeo,
      over.length ? `OVER ${over.join(', ')}` : 'ok',
    ]);
    const value =
      `score ${p.score}, LCP ${p.lcp} ms (${lcpRatio}× ref), CLS ${p.cls}, TBT ${p.tbt} ms, JS ${p.jsKB} KB` +
      (page.signedIn ? '' : `, a11y ${p.accessibility}, SEO ${p.seo}`);
    recordFigure('lighthouse', name, value, budgets.map(([label, , budget]) => `${label} ${budget}`).join('; '), over.length === 0);
    if (over.length)
      failures.push(`${name}: ${over.join(', ')}${p.failedAudits?.length ? ` (failed audits: ${p.failedAudits.join(', ')})` : ''}`);
    if (page.signedIn) console.log(`${name}: LCP element ${p.lcpElement}`);
  }
  console.log(`\nLighthouse mobile (simulated slow 4G), median of ${RUNS} runs (ms; LCP × the reference's; TBT − the reference's):`);
  printTable(['page', 'score', 'LCP', 'CLS', 'TBT', 'JS KB', 'a11y / SEO', 'budgets'], rows, 1);
  const refLine = `score ${ref.score}, LCP ${ref.lcp} ms, TBT ${ref.tbt} ms, JS ${ref.jsKB} KB`;
  console.log(`MF reference (bench/reference, same run): ${refLine}; Lighthouse benchmark index ${index}`);
  recordFigure('lighthouse', 'MF reference (same run)', refLine, 'reported', true);
  recordFigure('lighthouse', 'benchmark index (machine speed)', index, 'reported', true);
  for (const f of failures) console.log(`FAIL ${f}`);
  console.log(failures.length ? '\nOVER BUDGET' : '\nwithin budget');
  process.exitCode = failures.length ? 1 : 0;
}

await main();
