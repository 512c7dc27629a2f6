import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures';

const RAW_KEY = /\b[a-z][A-Za-z]+\.[a-z][A-Za-z.]+\b/;
const CJK = /[\u4e00-\u9fff]/;

/** The page's text less what is data, not interface: the logo mark, the language's own name (the switch), the user's names. */
async function visibleText(page: Page) {
  const user = await page.evaluate(async () => {
    const res = await fetch('/api/userInfo', { headers: { Authorization: `Bearer ${localStorage.getItem('b2b.token')}` } });
    return (await res.json()).data as { nickname: string; companyName: string | null } | null;
  });
  let text = (await page.locator('body').innerText()).replace(/企|中文/g, '');
  for (const name of [user?.nickname, user?.companyName]) if (name) text = text.split(name).join('');
  return text;
}

test('switch to English and back: nothing untranslated either way', async ({ app, platform }) => {
  await signIn(app, platform, 'dev@demo.test');
  await expect(app).toHaveURL(/\/home$/);
  // The page's own title, then the product's name, in the interface language.
  await expect(app).toHaveTitle('首页 - 企服通');

  await app.getByTestId('lang-en-US').click();
  await expect(app).toHaveTitle('Home - B2B Connect');
  for (const path of ['/home', '/intro', '/vip', '/terms/privacy', '/sitemap', '/account/password']) {
    await app.goto(`${platform.url}${path}`);
    await app.waitForLoadState('networkidle');
    const text = await visibleText(app);
    expect(text, `${path} in English`).not.toMatch(CJK);
    expect(text, `${path} raw keys`).not.toMatch(RAW_KEY);
  }

  // Demand titles and descriptions are what companies wrote, in their language: only the interface must be English.
  await app.goto(`${platform.url}/workstation/published/dev/List`);
  await expect(app.getByRole('tab', { name: 'All' })).toBeVisible();
  await expect(app.getByRole('columnheader', { name: 'Status' })).toBeVisible();
  expect(await visibleText(app), 'demand list raw keys').not.toMatch(RAW_KEY);

  await app.getByTestId('lang-zh-CN').click();
  await expect(app).toHaveTitle(/ - 企服通$/);
  await expect(app.getByRole('navigation')).toContainText('首页');
  expect(await visibleText(app)).not.toMatch(RAW_KEY);
});
