// One Lighthouse 13 audit (mobile, simulated slow 4G) in a fresh Debian chromium: as a visitor in a given
// language, or as a returning user whose session is already stored (cold cache all the same).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/platform/chromium.mjs';

/** What still shows that a page's data is on its way; the signed-in pages' LCP must not be one. */
const LOADING = /ant-spin|ant-skeleton|aria-busy="true"|role="status"/;

/** The largest contentful paint's element as Lighthouse saw it (its LCP breakdown insight names the node). */
function lcpElement(lhr) {
  const node = lhr.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node');
  return { label: node?.nodeLabel ?? '', snippet: node?.snippet ?? '' };
}

/**
 * Stores the session in the fresh profile before the audit: the host's remotes.json (no-cache, nothing
 * else of the app) opened to reach its origin's localStorage, so the cache stays cold for the page.
 */
async function storeSession(port, origin, sessionData) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${origin}/remotes.json`);
    await page.evaluate(
      ([token, expires]) => {
        localStorage.setItem('b2b.expires', String(expires));
        localStorage.setItem('b2b.token', token);
      },
      [sessionData.token, sessionData.expires],
    );
    await page.close();
  } finally {
    await browser.close();
  }
}

/**
 * Audits `url`; `lang` is the browser's language (navigator.language and Accept-Language), `session` a
 * signed-in user's `{ token, expires }` to store first, `categories` beyond performance (accessibility,
 * seo: the same on every run of one build, so asked for once).
 */
export async function audit(url, { lang = 'zh-CN', session, categories = [] } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS, `--lang=${lang}`, `--accept-lang=${lang}`],
  });
  try {
    if (session) await storeSession(chrome.port, new URL(url).origin, session);
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', ...categories],
      // Lighthouse clears the origin's storage and the cache first; with a stored session only the
      // storage must stay (the profile is fresh, its cache holds remotes.json alone).
      disableStorageReset: Boolean(session),
      extraHeaders: { 'Accept-Language': lang },
      // BENCH_LH_THROTTLING=devtools: the same slow 4G applied to the browser instead of simulated (slower, noisier;
      // it sees what simulation cannot, as requests fetched earlier).
      ...(process.env.BENCH_LH_THROTTLING === 'devtools' ? { throttlingMethod: 'devtools' } : {}),
    });
    // BENCH_LHR_DIR=<folder>: every audit's whole report, for its long tasks and scripts' start-up times.
    if (process.env.BENCH_LHR_DIR) {
      const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${lang}-${Date.now()}.json`;
      writeFileSync(join(process.env.BENCH_LHR_DIR, name), JSON.stringify(lhr));
    }
    const scripts = lhr.audits['resource-summary'].details.items.find((item) => item.resourceType === 'script');
    const score = (category) => (lhr.categories[category] ? Math.round(lhr.categories[category].score * 100) : undefined);
    const element = lcpElement(lhr);
    return {
      score: score('performance'),
      lcp: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      tbt: Math.round(lhr.audits['total-blocking-time'].numericValue),
      jsKB: Math.round((scripts?.transferSize ?? 0) / 1024),
      accessibility: score('accessibility'),
      seo: score('seo'),
      failedAudits: categories.flatMap((category) =>
        lhr.categories[category].auditRefs
          .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
          .map((ref) => ref.id),
      ),
      lcpElement: element.label || element.snippet,
      lcpIsLoading: LOADING.test(element.snippet),
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    };
  } finally {
    await chrome.kill();
  }
}
