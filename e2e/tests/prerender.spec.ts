import type { Page } from '@playwright/test';
import { expect, fillLogin, signIn, test } from '../support/fixtures';
import { strings, type Lang } from '../support/strings';

// The intro page is written as HTML at build time in both languages: it shows before any script
// runs, the app then hydrates it (same nodes, no errors) for the visitor it was written for, and
// everyone else (signed in, another language) gets the app rendered as on any other page.

/**
 * Clicks the language switch until the page follows: a button of the prerendered HTML does nothing until
 * the app has started and hydrated it (a link works at once: it is a plain link until then).
 */
async function switchLanguage(page: Page, to: Lang) {
  await expect(async () => {
    await page.getByTestId(`lang-${to}`).click();
    await expect(page.locator('h1')).toHaveText(strings(to)('host', 'intro.heroTitle'), { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

for (const lang of ['zh-CN', 'en-US'] as Lang[]) {
  const t = strings(lang);

  test(`intro in ${lang}: whole without JavaScript, then hydrated in place and working`, async ({ browser, platform }) => {
    const noScript = await browser.newContext({ locale: lang, javaScriptEnabled: false });
    const bare = await noScript.newPage();
    const response = await bare.goto(`${platform.url}/intro`);
    expect(response!.headers()['vary']).toContain('Accept-Language');
    await expect(bare.locator('h1')).toHaveText(t('host', 'intro.heroTitle'));
    await expect(bare.locator('html')).toHaveAttribute('lang', lang);
    await expect(bare.getByRole('link', { name: t('host', 'intro.register') })).toBeVisible();
    await noScript.close();

    const context = await browser.newContext({ locale: lang });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { prerenderedTitle: Element | null }).prerenderedTitle = document.querySelector('h1');
      }),
    );
    await page.goto(`${platform.url}/intro`);
    await expect(page.locator('#root')).toHaveAttribute('data-boot', 'hydrated');
    await expect(page.locator('[data-testid=intro-page]')).toBeVisible();
    // Hydration kept the prerendered nodes instead of painting new ones.
    expect(
      await page.evaluate(() => document.querySelector('h1') === (window as unknown as { prerenderedTitle: Element }).prerenderedTitle),
    ).toBe(true);
    // And the page is alive: the language switch re-renders it, a link navigates in the app.
    const other: Lang = lang === 'zh-CN' ? 'en-US' : 'zh-CN';
    await switchLanguage(page, other);
    await page.getByTestId('header-login').click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.locator('#login-password_account')).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('the language chosen in the app is the language of the next prerendered page', async ({ browser, platform }) => {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto(`${platform.url}/intro`);
  await switchLanguage(page, 'en-US');
  // The server now answers the English page (the cookie), and the app hydrates it.
  const response = await page.goto(`${platform.url}/intro`);
  expect(await response!.text()).toContain(strings('en-US')('host', 'intro.heroTitle'));
  await expect(page.locator('#root')).toHaveAttribute('data-boot', 'hydrated');
  await context.close();
});

test('a signed-in user never sees the visitor header: the app renders intro for them', async ({ app, platform }) => {
  const t = strings('zh-CN');
  await signIn(app, platform, 'dev@demo.test');
  await expect(app).not.toHaveURL(/\/auth\//);
  await app.goto(`${platform.url}/intro`);
  await expect(app.locator('#root')).toHaveAttribute('data-boot', 'rendered');
  await expect(app.getByRole('link', { name: t('host', 'intro.toHome') })).toBeVisible();
  await expect(app.getByTestId('header-login')).toHaveCount(0);
});

// remote-auth's pages paint from a shell its own build wrote, put in the host's frame by the web origin
// (docs/decisions/0010-public-pages.md); the app replaces it with the same page once the page's code is there.
for (const lang of ['zh-CN', 'en-US'] as Lang[]) {
  const t = strings(lang);

  test(`login in ${lang}: the form shows without JavaScript, then the app's page takes its place without a shift`, async ({
    browser,
    platform,
  }) => {
    const noScript = await browser.newContext({ locale: lang, javaScriptEnabled: false });
    const bare = await noScript.newPage();
    const response = await bare.goto(`${platform.url}/auth/login`);
    expect(response!.headers()['vary']).toContain('Accept-Language');
    await expect(bare.locator('#root')).toHaveAttribute('data-prerendered', 'shell:/auth/login');
    await expect(bare.locator('[data-remote=auth]').getByText(t('auth', 'login.subtitle'))).toBeVisible();
    await expect(bare.locator('#login-password_account')).toBeVisible();
    await expect(bare.getByTestId('lang-zh-CN')).toBeVisible();
    const shellText = await bare.locator('[data-remote=auth]').innerText();
    await noScript.close();

    const context = await browser.newContext({ locale: lang });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${platform.url}/auth/login`);
    await expect(page.locator('#root')).toHaveAttribute('data-boot', 'rendered');
    // The app's own page (RemotePage's wrapper carries the version; the shell's is inert), alive: a
    // wrong password gets the server's answer.
    await expect(page.locator('[data-remote=auth][data-remote-version]')).toBeVisible();
    await expect(page.locator('[data-remote=auth][inert]')).toHaveCount(0);
    // The shell is the page as its code renders it: the same words in the same order.
    expect(await page.locator('[data-remote=auth]').innerText()).toBe(shellText);
    await fillLogin(page, 'nobody@demo.test', 'Wrong-password-1');
    await expect(page.locator('.ant-form-item-explain-error, .ant-alert').first()).toBeVisible();
    const shift = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0));
    expect(shift).toBeLessThanOrEqual(0.02);
    expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
    await context.close();
  });
}

test('the other pages a visitor may land on in remote-auth paint from shells too, the same words as the app then shows', async ({
  browser,
  platform,
}) => {
  const t = strings('zh-CN');
  const pages = [
    ['/auth/register-improve-info', t('auth', 'company.signInFirst.title')],
    ['/auth/update-improve-info', t('auth', 'company.signInFirst.title')],
    ['/auth/update-improve-info/reject', t('auth', 'company.signInFirst.title')],
    ['/auth/invitation', t('auth', 'invitation.noLink.description')],
  ];
  const noScript = await browser.newContext({ locale: 'zh-CN', javaScriptEnabled: false });
  const context = await browser.newContext({ locale: 'zh-CN' });
  for (const [path, words] of pages) {
    const bare = await noScript.newPage();
    await bare.goto(`${platform.url}${path}`);
    await expect(bare.locator('#root')).toHaveAttribute('data-prerendered', `shell:${path}`);
    await expect(bare.locator('[data-remote=auth]').getByText(words)).toBeVisible();
    const shellText = await bare.locator('[data-remote=auth]').innerText();
    const page = await context.newPage();
    await page.goto(`${platform.url}${path}`);
    await expect(page.locator('[data-remote=auth][data-remote-version]')).toBeVisible();
    expect(await page.locator('[data-remote=auth]').innerText()).toBe(shellText);
  }
  await noScript.close();
  await context.close();
});

test('the back or forward button while a prerendered page hydrates lands on its page, the HTML kept', async ({ browser, platform }) => {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  // The history moves at the moment the app has its router and is about to hydrate the prerendered site map
  // (`data-boot` is set then): what a back button pressed in that second does.
  await page.addInitScript(() => {
    new MutationObserver((changes, observer) => {
      if (!changes.some((change) => change.attributeName === 'data-boot')) return;
      observer.disconnect();
      history.pushState({}, '', '/vip');
      dispatchEvent(new PopStateEvent('popstate'));
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-boot'] });
  });
  await page.goto(`${platform.url}/sitemap`);
  await expect(page.getByTestId('vip-page')).toBeVisible();
  await expect(page).toHaveURL(/\/vip$/);
  await expect(page.locator('#root')).toHaveAttribute('data-boot', 'hydrated');
  await page.goBack();
  await expect(page.getByTestId('sitemap-page')).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});
