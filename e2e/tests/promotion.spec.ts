import type { Page } from '@playwright/test';
import { NEW_COMPANY_PASSWORD, registerDeveloper } from '../support/companies';
import { expect, signIn, test } from '../support/fixtures';
import { signedInPage } from '../support/marketplace';
import { flowLanguages, label, type Lang, strings } from '../support/strings';

// A company's promotion page (issue 37, account/promotion): the main account sees its placement, the chart of its
// window's exposure and visits (the seed's 90 days) over 7, 30 and 90 days, its invite code with the seeded use;
// a company registered today redeems that code on its own page and both are credited.

const SHOTS = '../reports/promotion';

async function shoot(page: Page, name: string, lang: Lang) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await expect.poll(overflow, { message: `${name} scrolls sideways at ${width} px`, timeout: 5_000 }).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/${name}-${lang}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

const bars = (page: Page) => page.getByTestId('daily-chart').getByTestId('chart-bar');

for (const lang of flowLanguages('en-US')) {
  test(`(${lang}) a main account sees its placement, its window's statistics over 7/30/90 days and its invite code; an invited company redeems it`, async ({
    browser,
    platform,
  }) => {
    test.setTimeout(180_000);
    const t = strings(lang);
    const main = await signedInPage(browser, platform, 'dev@demo.test', lang);
    await main.goto(`${platform.url}/account/promotion`);
    const placement = main.getByTestId('promotion-placement');
    await expect(placement.getByTestId('promotion-state')).toHaveText(t('account', 'promotion.placement.promotedTag'));

    // The chart draws the seed's figures: 7 bars, then 30 and 90 as the period switches (kept in the URL).
    await expect(bars(main)).toHaveCount(7);
    await expect(main.getByTestId('stats-exposures').locator('.ant-statistic-content-value')).not.toHaveText('0');
    await shoot(main, 'promotion-7', lang);
    await main
      .getByTestId('stats-period')
      .getByText(t('account', 'promotion.stats.days', { count: 30 }))
      .click();
    await expect(bars(main)).toHaveCount(30);
    await expect(main).toHaveURL(/[?&]days=30\b/);
    await main
      .getByTestId('stats-period')
      .getByText(t('account', 'promotion.stats.days', { count: 90 }))
      .click();
    await expect(bars(main)).toHaveCount(90);
    await shoot(main, 'promotion-90', lang);
    // The same figures as a table.
    await main.getByTestId('chart-as-table').click();
    await expect(main.getByTestId('daily-chart').getByRole('row')).toHaveCount(91);
    await main.getByTestId('chart-as-table').click();
    await expect(bars(main)).toHaveCount(90);

    const invite = main.getByTestId('promotion-invite');
    const code = (await invite.getByTestId('invite-code').innerText()).trim();
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    await expect(invite.getByText(lang === 'zh-CN' ? '北风数字工作室' : 'Northwind Digital Studio')).toBeVisible();

    const usesBefore = await invite.getByTestId('invite-uses').locator('li').count();

    // A company registered today enters the code on its own promotion page: both companies get VIP days.
    const { email } = await registerDeveloper(platform, lang, 'invited', '受邀企业');
    const invited = await (await browser.newContext({ locale: lang })).newPage();
    await signIn(invited, platform, email, NEW_COMPANY_PASSWORD);
    await invited.waitForURL((url) => !url.pathname.startsWith('/auth/login'));
    await invited.goto(`${platform.url}/account/promotion`);
    const form = invited.getByTestId('invite-redeem');
    await expect(form).toBeVisible();
    await form.locator('#redeem-invite_code').fill(code.toLowerCase());
    await form.getByRole('button', { name: label(t('account', 'promotion.invite.redeem')) }).click();
    await expect(invited.getByTestId('invite-redeemed')).toBeVisible();
    await expect(invited.getByTestId('promotion-state')).toHaveText(t('account', 'promotion.placement.promotedTag'));
    await shoot(invited, 'promotion-invited', lang);

    await main.reload();
    await expect(main.getByTestId('invite-uses').locator('li')).toHaveCount(usesBefore + 1);
    await expect(
      main.getByTestId('promotion-invite').getByText(t('account', 'promotion.invite.uses', { count: usesBefore + 1, limit: 20 })),
    ).toBeVisible();
    await main.context().close();
    await invited.context().close();
  });
}
