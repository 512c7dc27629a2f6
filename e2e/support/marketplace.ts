import type { Browser, Page } from '@playwright/test';
import { expect, signIn, type Platform } from './fixtures';
import type { Lang } from './strings';

/** Signs in through the API and answers `call(method, path, body)` with the envelope's data. */
export async function apiAs(platform: Platform, account: string) {
  const login = await fetch(`${platform.apiUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ method: 'password', account, password: 'Demo-2026-b2b' }),
  });
  const token = (await login.json()).data.token as string;
  return async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${platform.apiUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const envelope = await res.json();
    if (envelope.code !== 200) throw new Error(`${method} ${path}: ${envelope.code} ${envelope.msg}`);
    return envelope.data;
  };
}

/**
 * Moves the API's clock `ms` forward as staff and waits for the jobs that became due (a platform started with
 * `test.use({ testClock: true })`); `0` reads the API's time. Sessions age with the clock: sign in again after a move.
 */
export async function advanceClock(platform: Platform, ms: number): Promise<{ now: number; ran: number }> {
  const staff = await apiAs(platform, 'service@demo.test');
  return staff('POST', '/api/test-clock/advance', { ms });
}

/**
 * Picks an option of an antd Select by its input's id, until the Select shows it: a click that lands
 * while the list is still opening, or is re-rendered under the pointer, picks nothing.
 */
export async function chooseOption(page: Page, selectId: string, text: string) {
  const select = page.locator('.ant-select').filter({ has: page.locator(selectId) });
  await expect(async () => {
    await page.locator(selectId).click();
    await page
      .locator(`.ant-select-dropdown:has(${selectId}_list) .ant-select-item-option`)
      .filter({ hasText: text })
      .first()
      .click({ timeout: 3_000 });
    await expect(select).toContainText(text, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

/** A new browser context in `locale`, signed in as `account`. */
export async function signedInPage(browser: Browser, platform: Platform, account: string, locale: Lang = 'zh-CN') {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  page.on('pageerror', (err) => console.log(`[pageerror ${account}] ${err.message}`));
  await signIn(page, platform, account);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/login'));
  return page;
}

/** `days` from now at 10:00 local time, as the deadline picker takes it. */
export const inDays = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} 10:00`;
};

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
