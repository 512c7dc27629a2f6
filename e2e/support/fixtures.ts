import { test as playwrightTest, expect, type Locator, type Page } from '@playwright/test';
// The same launcher `pnpm start` uses: API on a fresh PGlite, each app on its own origin.
import { startPlatform } from '../../scripts/platform/platform.mjs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type Platform = Awaited<ReturnType<typeof startPlatform>>;

/**
 * `E2E_PORT_BASE` moves every port (the first worker's host is the base, its API's base + 1000), so two checkouts can
 * run the suite side by side. Mind the ports fetch refuses (6000, 6665–6669: not 5000 or 5665–5669).
 */
const base = Number(process.env.E2E_PORT_BASE) || 3100;
/** Each Playwright worker starts its own platform (its own database), ten ports above the previous worker's. */
const portsOf = (worker: number, host = base + 10 * worker) => ({
  api: host + 1000,
  host,
  auth: host + 1,
  workstation: host + 2,
  chat: host + 3,
  account: host + 4,
});

export const test = playwrightTest.extend<{ app: Page }, { platform: Platform; testClock: boolean }>({
  /**
   * `test.use({ testClock: true })`: the spec's platform runs the API with `TEST_CLOCK=true`, so staff can move its
   * time forward (`advanceClock`). A worker option: such a spec gets a worker and platform of its own, and no other
   * spec ever runs against a clock a test moved.
   */
  testClock: [false, { option: true, scope: 'worker' }],
  platform: [
    async ({ testClock }, use, workerInfo) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'b2b-e2e-'));
      const platform = await startPlatform({
        ports: portsOf(workerInfo.parallelIndex),
        apiOutput: process.env.E2E_API_LOG ? 'inherit' : 'ignore',
        // Every browser context of the suite is a new visitor from 127.0.0.1: hundreds of visit reports an hour
        // from one address, which the per-address limit (60) would answer 429 and the browser log as an error.
        apiEnv: {
          DEMO: 'true',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          DATABASE_URL: '',
          RATE_VISIT_PER_IP_PER_HOUR: '100000',
          RATE_REPORT_PER_IP_PER_MINUTE: '100000',
          TEST_CLOCK: testClock ? 'true' : 'false',
        },
      });
      await use(platform);
      await platform.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  app: async ({ page, platform }, use) => {
    page.on('pageerror', (err) => console.log(`[pageerror] ${err.message}`));
    await use(page);
    void platform;
  },
});

export { expect };

/** A page of each remote a DEV may open, with the remote's name (`[data-remote=<name>]`). */
export const DEV_REMOTE_PAGES = [
  ['workstation', '/workstation/published/dev/List'],
  ['chat', '/chat'],
  ['account', '/account/password'],
] as const;

/**
 * Opens the user menu and clicks `item` in it. The hover is repeated until the item shows: a hover
 * that reaches the menu before the page has finished rendering it opens nothing. The pointer leaves
 * the page first each time, or a second hover on the same spot would send no new mouseenter. The
 * click waits for the menu's slide-in to end: on a slow machine two frames at its start can look
 * still, and a click there landed 25 px above the item, where it ends up.
 */
export async function clickInUserMenu(page: Page, item: Locator) {
  await expect(async () => {
    await page.mouse.move(0, 0);
    await page.getByTestId('user-menu').hover();
    await expect(item).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.locator('.ant-dropdown').filter({ has: item })).not.toHaveClass(/-(appear|enter|leave)\b/);
  await item.click();
}

export async function signIn(page: Page, platform: Platform, account: string, password = 'Demo-2026-b2b') {
  await page.goto(`${platform.url}/auth/login`);
  await fillLogin(page, account, password);
}

/**
 * Waits until the remote's page itself is on screen: a page a visitor lands on may first show its
 * prerendered shell (inert, without the version RemotePage's wrapper carries), which the app replaces.
 */
export async function appPage(page: Page, remote: string) {
  await page.locator(`[data-remote="${remote}"][data-remote-version]`).waitFor();
}

/** antd names a field's input `<form name>_<field name>`; the selectors hold in both languages. */
export async function fillLogin(page: Page, account: string, password = 'Demo-2026-b2b') {
  await appPage(page, 'auth');
  await page.locator('#login-password_account').fill(account);
  await page.locator('#login-password_password').fill(password);
  await page.locator('form#login-password button[type=submit]').click();
}

/**
 * The newest verification code sent to a target, read from the outbox the API keeps. Asked again for a few seconds:
 * a test that clicks "send" reads it while the send may still be on its way.
 */
export async function latestCode(platform: Platform, target: string): Promise<string> {
  let last: unknown;
  for (const until = Date.now() + 10_000; Date.now() < until; await new Promise((r) => setTimeout(r, 200))) {
    const res = await fetch(`${platform.apiUrl}/api/demo/outbox/latest?target=${encodeURIComponent(target)}`);
    last = await res.json();
    const data = (last as { data?: { subject?: string; body?: string } }).data;
    const match = /\b(\d{6})\b/.exec(`${data?.subject ?? ''} ${data?.body ?? ''}`);
    if (match) return match[1];
  }
  throw new Error(`no code in the outbox for ${target}: ${JSON.stringify(last)}`);
}

/**
 * The page's dialog once antd has finished opening it: a click in the first frames of its zoom can be lost (the
 * award's confirm once stayed open, its button clicked 30 ms after it appeared, and no request went).
 */
export async function openedDialog(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).not.toHaveClass(/ant-zoom-(appear|enter)/);
  return dialog;
}
