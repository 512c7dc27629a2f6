import type { Page } from '@playwright/test';
import { clickInUserMenu, expect, fillLogin, signIn, test } from '../support/fixtures';
import { strings, type Lang } from '../support/strings';

// Navigation by role (issue 34): menus offer only what the account may open, upgrade offers say so and
// lead to /vip, a visitor publishing is asked to sign in and comes back, staff land on their console.

/** Every path the app's history took in this document (pushState and replaceState included). */
async function recordPaths(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __paths: string[] }).__paths = seen;
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
        if (url) seen.push(new URL(String(url), location.href).pathname);
        return original(data, unused, url);
      };
    }
  });
  return () => page.evaluate(() => (window as unknown as { __paths: string[] }).__paths);
}

for (const lang of ['zh-CN', 'en-US'] as Lang[]) {
  const t = strings(lang);

  test(`a visitor publishing a demand signs in with the reason said, then comes back to the form (${lang})`, async ({
    browser,
    platform,
  }) => {
    const context = await browser.newContext({ locale: lang });
    const app = await context.newPage();
    await app.goto(`${platform.url}/intro`);
    await app.getByTestId('publish-demand').click();
    await expect(app).toHaveURL(/\/auth\/login\?redirect=%2Fworkstation%2Fpublished%2Fdev%2Fpublish&reason=publishDemand$/);
    await expect(app.getByTestId('sign-in-reason')).toHaveText(t('kernel', 'signIn.reason.publishDemand'));
    await fillLogin(app, 'dev@demo.test');
    await expect(app).toHaveURL(/\/workstation\/published\/dev\/publish$/);
    await context.close();
  });
}

test('staff land on the console without /home first, and their menus offer only what they may open', async ({ app, platform }) => {
  const paths = await recordPaths(app);
  await signIn(app, platform, 'service@demo.test');
  await expect(app).toHaveURL(/\/workstation\/console$/);
  expect(await paths()).not.toContain('/home');
  // Customer service is their desk (the queue and their conversations), not an offer to buy membership.
  await expect(app.getByTestId('customer-service')).toHaveAttribute('href', '/chat-customer');
  await expect(app.getByTestId('customer-service')).toHaveAttribute('data-state', 'open');
  await expect(app.getByTestId('publish-demand')).toHaveCount(0);
  // The user menu has sign-out alone: no company information, password or notifications.
  const t = strings('zh-CN');
  const logout = app.getByRole('menuitem', { name: t('kernel', 'action.logout') });
  await expect(async () => {
    await app.mouse.move(0, 0);
    await app.getByTestId('user-menu').hover();
    await expect(logout).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(app.getByRole('menuitem')).toHaveCount(1);
  await clickInUserMenu(app, logout);
  await expect(app).toHaveURL(/\/intro$/);
});

test('an ordinary DEV sees the pay-only pages as upgrade offers that lead to /vip, then to membership', async ({ app, platform }) => {
  const t = strings('zh-CN');
  await signIn(app, platform, 'ordinary@demo.test');
  await expect(app).toHaveURL(/\/home$/);
  const nav = app.getByRole('navigation', { name: t('kernel', 'nav.label') });
  const offers = nav.locator('a[data-state="upgrade"]');
  await expect(offers).toHaveCount(2);
  for (const offer of await offers.all()) {
    await expect(offer).toHaveAttribute('href', '/vip');
    await expect(offer).toContainText(t('kernel', 'menu.upgradeTag'));
  }
  await expect(app.getByTestId('publish-demand')).toHaveAttribute('href', '/vip');
  await app.getByTestId('publish-demand').click();
  await expect(app).toHaveURL(/\/vip$/);
  await app.getByTestId('vip-next-step').getByRole('link').click();
  await expect(app).toHaveURL(/\/account\/payment$/);
  await expect(app.getByTestId('account-menu')).toBeVisible();
  await expect(app.getByTestId('access-denied')).toHaveCount(0);
});

test('a SUP REQ sub-account is offered no demand zone, and every menu item it is shown opens', async ({ app, platform }) => {
  await signIn(app, platform, 'supreq@demo.test');
  await expect(app).toHaveURL(/\/home$/);
  const t = strings('zh-CN');
  const nav = app.getByRole('navigation', { name: t('kernel', 'nav.label') });
  await expect(nav.getByRole('link', { name: t('kernel', 'nav.demand') })).toHaveCount(0);
  const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  const cards = await app
    .locator('[data-testid="home-page"] a[data-state]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  expect(cards).not.toContain('/demand');
  for (const href of [...new Set([...hrefs, ...cards])]) {
    await app.goto(`${platform.url}${href}`);
    await expect(app.locator('main')).toContainText(/\S/);
    await expect(app.getByTestId('access-denied'), href).toHaveCount(0);
  }
});

test('the account pages have their own side menu with the pages the user may open', async ({ app, platform }) => {
  const t = strings('zh-CN');
  await signIn(app, platform, 'devproj@demo.test');
  await expect(app).toHaveURL(/\/home$/);
  await app.goto(`${platform.url}/account/password`);
  const menu = app.getByTestId('account-menu');
  // Password, email, phone, the company profile (which a PROJ account reads), the companies it follows, notices.
  await expect(menu.getByRole('link')).toHaveCount(6);
  await menu.getByRole('link', { name: t('kernel', 'route.accountEmail') }).click();
  await expect(app).toHaveURL(/\/account\/email$/);
  await expect(menu.getByRole('link', { name: t('kernel', 'route.accountEmail') })).toHaveAttribute('aria-current', 'page');
});
