import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { signedInPage } from '../support/marketplace';
import type { Lang } from '../support/strings';

// Accessibility of the front door (issue 38): axe-core's WCAG 2.1 A/AA rules on the pages a visitor lands on and
// on a signed-in developer's daily pages, in both languages. No serious or critical violation may remain.
// The windows are opened by ordinary@: a window counts its viewers once a day, and windows.spec counts dev@'s.

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const LANGS = ['zh-CN', 'en-US'] as const satisfies readonly Lang[];

/** The serious and critical violations on the page as it is now, one readable line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => `${v.impact} ${v.id} (${v.help}): ${node.target.join(' ')} — ${node.failureSummary ?? ''}`));
}

async function expectAccessible(page: Page, ready: Locator) {
  await expect(ready).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page), page.url()).toEqual([]);
}

for (const lang of LANGS) {
  test(`a visitor's pages have no serious accessibility violation (${lang})`, async ({ browser, platform }) => {
    const context = await browser.newContext({ locale: lang });
    const page = await context.newPage();
    for (const path of ['/intro', '/bulletin', '/services', '/vip']) {
      await page.goto(`${platform.url}${path}`);
      await expectAccessible(page, page.locator('main h1, main h2').first());
    }
    await context.close();
  });

  test(`a developer's home, the directory and a showcase window have no serious accessibility violation (${lang})`, async ({
    browser,
    platform,
  }) => {
    test.setTimeout(150_000);
    const dev = await signedInPage(browser, platform, 'dev@demo.test', lang);
    await dev.goto(`${platform.url}/home`);
    await expectAccessible(dev, dev.getByTestId('home-tiles'));
    await dev.goto(`${platform.url}/onboarded-sup`);
    await expectAccessible(dev, dev.getByTestId('supplier-list'));
    await dev.context().close();

    const viewer = await signedInPage(browser, platform, 'ordinary@demo.test', lang);
    await viewer.goto(`${platform.url}/windows/partyBshow`);
    const card = viewer.locator('[data-testid^=window-card-]').first();
    await expectAccessible(viewer, card);
    await card.locator('a').first().click();
    await expectAccessible(viewer, viewer.getByTestId('window-detail'));
    await viewer.context().close();
  });
}
