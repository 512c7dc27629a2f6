import type { Browser, Page } from '@playwright/test';
import { expect, signIn, test, type Platform } from '../support/fixtures';
import { LANGUAGES, type Lang, strings } from '../support/strings';
import { shootBothWidths } from '../support/screens';

// Staff write and publish a pinned announcement in the console; a visitor sees it on the intro and the
// bulletin, reads it, goes on to the services and the member benefits. Both languages, 1440 and 390 px.

const shoot = (page: Page, name: string) => shootBothWidths(page, 'bulletin', name);

async function staffConsole(browser: Browser, platform: Platform, lang: Lang) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, platform, 'service@demo.test');
  await page.waitForURL(/\/workstation\/console/);
  if (lang === 'en-US') await page.getByTestId('lang-en-US').click();
  return { context, page };
}

for (const lang of LANGUAGES) {
  test(`staff publish a pinned post; a visitor reads it on intro and bulletin, then services and vip (${lang})`, async ({
    browser,
    platform,
  }) => {
    test.setTimeout(180_000);
    const tb = (key: string) => strings(lang)('bulletin', key);
    const th = (key: string, vars?: Record<string, string | number>) => strings(lang)('host', key, vars);
    const stamp = Date.now().toString(36);
    const title = { 'zh-CN': `平台升级公告 ${stamp}`, 'en-US': `Platform upgrade ${stamp}` };

    // Staff: console → Bulletin → new post in both languages, saved, pinned, published.
    const staff = await staffConsole(browser, platform, lang);
    const s = staff.page;
    await s.getByRole('tab', { name: tb('tab') }).click();
    await s.getByRole('button', { name: tb('new') }).click();
    await s.locator('#titleZh').fill(title['zh-CN']);
    await s.locator('#bodyZh').fill('本周末将进行**系统升级**：\n\n- 周六 22:00 开始\n- 约两小时');
    await expect(s.getByTestId('bulletin-preview-Zh').locator('strong')).toHaveText('系统升级');
    await s.getByRole('tab', { name: tb('editor.en') }).click();
    await s.locator('#titleEn').fill(title['en-US']);
    await s.locator('#bodyEn').fill('The platform is **upgraded** this weekend:\n\n- from Saturday 22:00\n- for about two hours');
    await s.getByRole('button', { name: tb('editor.create') }).click();
    await expect(s.getByTestId('bulletin-actions')).toBeVisible();
    await s.getByTestId('bulletin-pin').click();
    await expect(s.getByTestId('bulletin-pin')).toHaveAttribute('aria-checked', 'true');
    await s.getByTestId('bulletin-publish').click();
    await s.getByRole('button', { name: tb('actions.ok') }).click();
    await expect(s.getByTestId('bulletin-unpublish')).toBeVisible();
    await shoot(s, `console-editor-${lang}`);
    await staff.context.close();

    // A visitor in that language: intro's latest announcements → bulletin → the post → services → vip.
    const visitor = await browser.newContext({ locale: lang, viewport: { width: 1440, height: 900 } });
    const v = await visitor.newPage();
    const errors: string[] = [];
    v.on('pageerror', (error) => errors.push(error.message));
    await v.goto(`${platform.url}/intro`);
    const latest = v.getByTestId('latest-bulletin');
    await expect(latest.getByRole('link', { name: title[lang] })).toBeVisible();
    await expect(latest.locator('li').first()).toContainText(th('bulletin.pinned'));
    await shoot(v, `intro-${lang}`);

    await v.getByRole('link', { name: th('intro.latestAll') }).click();
    await expect(v).toHaveURL(/\/bulletin$/);
    const first = v.getByTestId('bulletin-item').first();
    await expect(first).toContainText(title[lang]);
    await expect(first).toContainText(th('bulletin.pinned'));
    await shoot(v, `bulletin-${lang}`);

    await first.getByRole('link', { name: title[lang] }).click();
    await expect(v.locator('h1')).toHaveText(title[lang]);
    await expect(v.getByTestId('bulletin-body').locator('li')).toHaveCount(2);
    await shoot(v, `post-${lang}`);

    await v.goto(`${platform.url}/services`);
    await expect(v.getByTestId('services-page')).toBeVisible();
    await shoot(v, `services-${lang}`);
    await v.getByTestId('service-membership').getByRole('link').click();
    await expect(v).toHaveURL(/\/vip$/);
    await expect(v.getByTestId('vip-page')).toBeVisible();
    expect(errors).toEqual([]);
    await visitor.close();
  });
}
