import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { signedInPage } from '../support/marketplace';
import { flowLanguages, strings } from '../support/strings';

// The header search: a visitor finds announcements only, a paying supplier finds demands and opens one with the
// keyboard, party A finds suppliers on a phone (the full-width search) and goes to the directory's full list, and
// home shows the news of the companies the demo supplier follows. Both languages, 1440 and 390 px.

const SHOTS = '../reports/screens';

/** Words of the demo seed each kind finds, in each language. */
const FIND = {
  bulletin: { 'zh-CN': 'VIP', 'en-US': 'VIP' },
  demand: { 'zh-CN': '小程序', 'en-US': 'Cloud' },
  supplier: { 'zh-CN': '极光', 'en-US': 'Aurora' },
} as const;

async function noSidewaysScroll(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

/** The search's loaded module is not among the scripts of a page that has not used it. */
const searchBoxLoaded = (page: Page) => page.evaluate(() => !!document.querySelector('[data-testid="search-box"]'));

for (const lang of flowLanguages('en-US')) {
  test(`a visitor searches from the intro page: announcements only, Escape closes (${lang})`, async ({ browser, platform }) => {
    const t = strings(lang);
    const context = await browser.newContext({ locale: lang, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${platform.url}/intro`);
    const trigger = page.getByTestId('header-search');
    await expect(trigger).toHaveAccessibleName(t('host', 'search.open'));
    await page.waitForLoadState('networkidle');
    expect(await searchBoxLoaded(page)).toBe(false);
    await trigger.click();
    const input = page.getByTestId('search-input');
    await expect(input).toBeFocused();
    await input.fill(FIND.bulletin[lang]);
    const group = page.getByTestId('search-group-bulletin');
    await expect(group).toBeVisible();
    await expect(group).toContainText(t('host', 'searchBox.kind.bulletin'));
    await expect(input).toHaveAccessibleName(t('host', 'search.open'));
    await expect(group.locator('mark').first()).toHaveText(FIND.bulletin[lang]);
    await expect(page.getByTestId('search-group-demands')).toHaveCount(0);
    await expect(page.getByTestId('search-group-suppliers')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/search-visitor-${lang}-1440.png` });
    await input.press('Escape');
    await expect(input).toHaveCount(0);
    await expect(trigger).toBeFocused();
    // `/` opens it again from anywhere outside a field.
    await page.keyboard.press('/');
    await expect(page.getByTestId('search-input')).toBeFocused();
    await context.close();
  });

  test(`a paying supplier finds a demand and opens it with the keyboard; home shows followed news (${lang})`, async ({
    browser,
    platform,
  }) => {
    const t = strings(lang);
    const page = await signedInPage(browser, platform, 'sup@demo.test', lang);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${platform.url}/home`);
    const news = page.getByTestId('home-news');
    await expect(news.getByTestId('home-news-item').first()).toBeVisible();
    await expect(news).toContainText(lang === 'zh-CN' ? '星河科技' : 'Galaxy Tech');
    await page.keyboard.press('/');
    const input = page.getByTestId('search-input');
    await input.fill(FIND.demand[lang]);
    const demands = page.getByTestId('search-group-demands');
    await expect(demands.getByTestId('search-hit').first()).toBeVisible();
    await expect(demands).toContainText(t('host', 'searchBox.kind.demands'));
    await expect(page.getByTestId('search-group-suppliers')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/search-supplier-${lang}-1440.png` });
    await input.press('ArrowDown');
    await expect(demands.getByTestId('search-hit').first()).toHaveAttribute('aria-selected', 'true');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/demand\?.*open=/);
    await expect(page.getByTestId('demand-zone')).toBeVisible();

    // On a phone: the icon opens the search over the whole width, without sideways scroll.
    await page.goto(`${platform.url}/home`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('header-search').click();
    await page.getByTestId('search-input').fill(FIND.demand[lang]);
    await expect(page.getByTestId('search-group-demands')).toBeVisible();
    // The whole width but a scrollbar's (the page may be scaled: measured in the viewport's pixels).
    const box = (await page.getByTestId('search-box').boundingBox())!;
    expect(box.x).toBeLessThanOrEqual(1);
    expect(box.x + box.width).toBeGreaterThanOrEqual(390 - 16);
    await noSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/search-supplier-${lang}-390.png` });
    await page.keyboard.press('Escape');
    await noSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/home-news-${lang}-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: `${SHOTS}/home-news-${lang}-1440.png`, fullPage: true });
    expect(await page.evaluate(() => document.body.innerText)).not.toMatch(/searchBox\.|home\.news\./);
    await page.context().close();
  });

  test(`party A finds a supplier on a phone and sees them all in the directory (${lang})`, async ({ browser, platform }) => {
    const t = strings(lang);
    const page = await signedInPage(browser, platform, 'dev@demo.test', lang);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${platform.url}/home`);
    await page.getByTestId('header-search').click();
    await page.getByTestId('search-input').fill(FIND.supplier[lang]);
    const suppliers = page.getByTestId('search-group-suppliers');
    await expect(suppliers.getByTestId('search-hit')).toContainText(FIND.supplier[lang]);
    await expect(page.getByTestId('search-group-demands')).toHaveCount(0);
    await noSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/search-dev-${lang}-390.png` });
    await page.getByTestId('search-all-suppliers').click();
    await expect(page).toHaveURL(new RegExp(`/onboarded-sup\\?q=${encodeURIComponent(FIND.supplier[lang])}`));
    await expect(page.getByRole('heading', { name: t('host', 'onboardedSup.title') })).toBeVisible();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByTestId('header-search').click();
    await page.getByTestId('search-input').fill(FIND.supplier[lang]);
    await expect(page.getByTestId('search-group-suppliers')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/search-dev-${lang}-1440.png` });
    await page.context().close();
  });
}
