import { DEV_REMOTE_PAGES, expect, signIn, test } from '../support/fixtures';

// antd's styles come from the stylesheet each app's build wrote (same antd and theme, same file):
// the page loads it once whichever remote asks, and antd generates no component styles while it renders.

test('one antd stylesheet for the host and every remote, and no component styles made at run time', async ({ app, platform }) => {
  await signIn(app, platform, 'dev@demo.test');
  await expect(app).toHaveURL(/\/home$/);
  let remoteIconRendering = '';
  for (const [name, path] of DEV_REMOTE_PAGES) {
    await app.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(app.locator(`[data-remote="${name}"]`)).toBeVisible({ timeout: 20_000 });
    if (name === 'workstation') {
      remoteIconRendering = await app
        .locator('[data-remote="workstation"] .anticon')
        .first()
        .evaluate((el) => getComputedStyle(el).textRendering);
    }
  }

  const sheets = await app.evaluate(() => [...document.querySelectorAll('link[rel=stylesheet]')].map((l) => l.getAttribute('href') ?? ''));
  expect(sheets.filter((href) => /\/antd\.[0-9a-f]{10}\.css$/.test(href))).toHaveLength(1);

  // antd's component rules are scoped by its hash class (`:where(.css-…)`); at run time it now only
  // sets the theme's CSS variables (`.b2b-theme.ant-btn{--ant-…}`), never a component rule.
  const generated = await app.evaluate(
    () => [...document.querySelectorAll('style')].filter((s) => (s.textContent ?? '').includes(':where(.css-')).length,
  );
  expect(generated).toBe(0);

  // Icons too: a remote's own copy of @ant-design/icons is told their styles are in the stylesheet
  // (AppProviders) and inserts none (it would as `<style rc-util-key="@ant-design-icons">`), and its
  // icons are styled by the sheet (its `.anticon` rule is the one that sets text-rendering).
  expect(await app.locator('style[rc-util-key="@ant-design-icons"]').count()).toBe(0);
  expect(remoteIconRendering).toBe('optimizelegibility');

  // And the styles apply: a primary button has the brand colour.
  const primary = app.locator('.ant-btn-primary').first();
  await expect(primary).toBeVisible();
  expect(await primary.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(31, 111, 235)');
});
