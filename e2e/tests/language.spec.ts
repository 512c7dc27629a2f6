import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures';

const RAW_KEY = /\b[a-z][A-Za-z]+\.[a-z][A-Za-z.]+\b/;
const CJK = /[\u4e00-\u9fff]/;

async function visibleText(page: Page) {
  return (await page.locator('body').innerText()).replace(/企|中文/g, '');
}

test('switch to English and back: nothing untranslated either way', async ({ app, platform }) => {
  await signIn(app, platform, 'dev@demo.test');
  await expect(app).toHaveURL(/\/home$/);
  await expect(app).toHaveTitle('企服通');

  await app.getByTestId('lang-en-US').click();
  await expect(app).toHaveTitle('B2B Connect');
  for (const path of ['/home', '/intro', '/vip', '/terms/privacy', '/sitemap', '/workstation/published/dev/List', '/account/password']) {
    await app.goto(`${platform.url}${path}`);
    await app.waitForLoadState('networkidle');
    const text = await visibleText(app);
    expect(text, `${path} in English`).not.toMatch(CJK);
    expect(text, `${path} raw keys`).not.toMatch(RAW_KEY);
  }

  await app.getByTestId('lang-zh-CN').click();
  await expect(app).toHaveTitle('企服通');
  await expect(app.getByRole('navigation')).toContainText('首页');
  expect(await visibleText(app)).not.toMatch(RAW_KEY);
});
