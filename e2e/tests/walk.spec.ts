import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, signIn, test, type Platform } from '../support/fixtures';
import { rawValuesIn, REPORT_DIR } from '../support/walk';
import type { Lang } from '../support/strings';

// Every page each role may open (its own site map, drawn from the route table), in both languages, at
// a desktop and a phone width: it opens (no refusal), shows no raw key or stored value, and a phone
// never scrolls sideways. Screenshots go to reports/walk/ for people to look at.

const ACCOUNTS = [
  null,
  'dev@demo.test',
  'devproj@demo.test',
  'ordinary@demo.test',
  'sup@demo.test',
  'supreq@demo.test',
  'newsup@demo.test',
  'service@demo.test',
] as const;

const PASSES: Array<{ lang: Lang; width: number; height: number }> = [
  { lang: 'zh-CN', width: 1440, height: 900 },
  { lang: 'en-US', width: 1440, height: 900 },
  { lang: 'zh-CN', width: 390, height: 844 },
  { lang: 'en-US', width: 390, height: 844 },
];

async function settled(page: Page) {
  // Until the new page renders, the old one stays on screen under a running progress bar.
  await expect(page.locator('[data-testid="progress-bar"]:not([data-phase="done"])')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('#root main, main').first()).toContainText(/\S/, { timeout: 15_000 });
  const loading = page.locator('[data-testid="page-loading"], .ant-spin-spinning, .ant-skeleton-active');
  await expect(loading).toHaveCount(0, { timeout: 15_000 });
}

/** Goes to `path` as a menu link does (the router, not a reload), and waits for the route to change. */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname === path);
}

async function sitemapPaths(page: Page, platform: Platform): Promise<string[]> {
  await page.goto(`${platform.url}/sitemap`);
  const links = page.getByTestId('sitemap-page').locator('a[href^="/"]');
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')!));
  // The first route change may come while the prerendered site map still hydrates: the app holds it until then.
  return [...new Set(hrefs)];
}

async function walk(browser: Browser, platform: Platform, account: string | null, pass: (typeof PASSES)[number]) {
  const context = await browser.newContext({ locale: pass.lang, viewport: { width: pass.width, height: pass.height } });
  const page = await context.newPage();
  const errors: string[] = [];
  const where = () => new URL(page.url()).pathname;
  page.on('pageerror', (err) => errors.push(`${where()}: ${err.message.slice(0, 200)}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${where()}: console: ${message.text().slice(0, 200)}`);
  });
  if (account) {
    await signIn(page, platform, account);
    await expect(page).not.toHaveURL(/\/auth\/login/);
  }
  const folder = join(REPORT_DIR, `${account?.split('@')[0] ?? 'visitor'}-${pass.lang}-${pass.width}`);
  mkdirSync(folder, { recursive: true });
  const problems: string[] = [];
  for (const path of await sitemapPaths(page, platform)) {
    await openInApp(page, path);
    await settled(page);
    await page.screenshot({ path: join(folder, `${path.slice(1).replace(/\//g, '_') || 'root'}.png`) });
    if (await page.getByTestId('access-denied').count()) problems.push(`${path}: refused`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 1) problems.push(`${path}: scrolls sideways by ${overflow}px`);
    for (const raw of rawValuesIn(await page.locator('body').innerText())) problems.push(`${path}: shows "${raw}"`);
  }
  problems.push(...errors.map((message) => `error on ${message}`));
  await context.close();
  return problems;
}

// One test per account and pass, spread over the workers. CI walks each account twice, once per language and
// width, the pairs alternating between accounts (decision 0013); E2E_ALL_LANGUAGES=1 walks all four passes.
test.describe.configure({ mode: 'parallel' });

// Chinese on desktop with English on a phone, or English on desktop with Chinese on a phone.
const CI_PAIRS = [
  [PASSES[0], PASSES[3]],
  [PASSES[1], PASSES[2]],
];
const passesOf = (index: number) => (process.env.E2E_ALL_LANGUAGES === '1' ? PASSES : CI_PAIRS[index % 2]);

ACCOUNTS.forEach((account, index) => {
  for (const pass of passesOf(index)) {
    const where = `${pass.lang}, ${pass.width === 390 ? 'phone' : 'desktop'}`;
    test(`every page ${account ?? 'a visitor'} may open opens (${where})`, async ({ browser, platform }) => {
      test.setTimeout(300_000);
      const problems = await walk(browser, platform, account, pass);
      expect(problems.map((problem) => `${pass.width}px ${problem}`)).toEqual([]);
    });
  }
});
