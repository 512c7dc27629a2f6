import { expect, test } from '../support/fixtures';
import type { Lang } from '../support/strings';

// Every host page a visitor may open is written as HTML at build time (prerendered.json lists them): each
// shows whole without JavaScript, with its own title and description in its language, and the app then
// hydrates it without an error.

for (const lang of ['zh-CN', 'en-US'] as Lang[]) {
  test(`every prerendered public page in ${lang}: whole without JavaScript, titled and described, then hydrated`, async ({
    browser,
    platform,
  }) => {
    // Every public page twice (without JavaScript, then hydrated): over a minute on a slow two-core machine.
    test.setTimeout(150_000);
    const index = (await (await fetch(`${platform.url}/prerendered.json`)).json()) as { pages: Record<string, Record<Lang, string>> };
    const paths = Object.keys(index.pages);
    expect(paths).toEqual(expect.arrayContaining(['/intro', '/vip', '/services', '/bulletin', '/sitemap', '/terms/privacy']));
    const noScript = await browser.newContext({ locale: lang, javaScriptEnabled: false });
    const context = await browser.newContext({ locale: lang });
    const titles = new Set<string>();
    for (const path of paths) {
      const bare = await noScript.newPage();
      await bare.goto(`${platform.url}${path}`);
      await expect(bare.locator('html')).toHaveAttribute('lang', lang);
      await expect(bare.locator('h1')).toBeVisible();
      await expect(bare.locator('meta[name="description"]')).toHaveAttribute('content', /.{10}/);
      titles.add(await bare.title());
      await bare.close();

      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${platform.url}${path}`);
      await expect(page.locator('#root')).toHaveAttribute('data-boot', 'hydrated');
      await expect(page.locator('h1')).toBeVisible();
      expect(errors, path).toEqual([]);
      await page.close();
    }
    // Each page its own title.
    expect(titles.size).toBe(paths.length);
    await noScript.close();
    await context.close();
  });
}

test('a policy page links to the others with real links, which move within the app', async ({ browser, platform }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(`${platform.url}/terms/user`);
  await expect(page.locator('#root')).toHaveAttribute('data-boot', 'hydrated');
  await page.locator('nav a[href="/terms/privacy"]').click();
  await expect(page).toHaveURL(/\/terms\/privacy$/);
  await expect(page.locator('h1')).toHaveText('Privacy Policy');
  await expect(page).toHaveTitle('Privacy Policy - B2B Connect');
  await context.close();
});
