import type { Page } from '@playwright/test';
import { NEW_COMPANY_PASSWORD, registerDeveloper } from '../support/companies';
import { expect, signIn, test } from '../support/fixtures';
import { escapeRegExp } from '../support/marketplace';
import { flowLanguages, type Lang, strings } from '../support/strings';
import { shootBothWidths } from '../support/screens';

/** The sandbox checkout page's own words (the API serves it, not an app). */
const CHECKOUT = { 'zh-CN': { title: '沙箱收银台', pay: '确认支付' }, 'en-US': { title: 'Sandbox checkout', pay: 'Pay now' } } as const;

const shoot = (page: Page, name: string, lang: Lang) => shootBothWidths(page, 'payments', `${name}-${lang}`);

for (const lang of flowLanguages('en-US')) {
  test(`(${lang}) an ORDINARY DEV buys VIP in the sandbox checkout, and a pay-member page then opens without signing in again`, async ({
    browser,
    platform,
  }) => {
    test.setTimeout(240_000);
    const t = strings(lang);
    const { email } = await registerDeveloper(platform, lang, 'vip-buyer', '会员购买测试');
    const context = await browser.newContext({ locale: lang, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    page.on('pageerror', (err) => console.log(`[pageerror] ${err.message}`));
    await signIn(page, platform, email, NEW_COMPANY_PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/auth/login'));

    // Not a pay member yet: the onboarded suppliers are an upgrade offer.
    const nav = page.getByRole('navigation', { name: t('kernel', 'nav.label') });
    const onboarded = nav.getByRole('link', { name: new RegExp(escapeRegExp(t('kernel', 'nav.onboardedSup'))) });
    await expect(onboarded).toHaveAttribute('href', '/vip');

    await onboarded.click();
    await expect(page).toHaveURL(/\/vip$/);
    const plan = `${t('host', 'vip.buy')} ${t('kernel', 'memberLevel.VIP')} · ${t('host', 'vip.period.YEAR')}`;
    await expect(page.getByRole('link', { name: plan })).toBeVisible();
    await shoot(page, 'vip', lang);
    await page.getByRole('link', { name: plan }).click();

    await expect(page).toHaveURL(/\/account\/payment\?plan=VIP_YEAR$/);
    await expect(page.getByTestId('plan-VIP_YEAR').getByRole('radio')).toBeChecked();
    await shoot(page, 'payment-buy', lang);
    await page.getByTestId('pay-plan').click();

    await expect(page).toHaveURL(/\/api\/payments\/sandbox\/checkout\/[A-Za-z0-9_-]{32}$/);
    await expect(page.getByRole('heading', { name: CHECKOUT[lang].title })).toBeVisible();
    await shoot(page, 'sandbox-checkout', lang);
    await page.getByRole('button', { name: CHECKOUT[lang].pay }).click();

    await expect(page).toHaveURL(/\/account\/payment\?order=[0-9a-f-]{36}$/);
    // A full page load of the account remote (the provider sent the browser back): slow on a busy machine.
    await expect(page.getByTestId('checkout-return')).toContainText(t('account', 'membership.return.FULFILLED'), { timeout: 60_000 });
    await expect(page.getByTestId('order-status').first()).toHaveText(t('account', 'membership.status.FULFILLED'));
    await expect(page.getByTestId('user-menu')).toContainText('VIP');
    await shoot(page, 'payment-paid', lang);

    // The session's user was loaded again: the menu now opens the page itself, and the guard lets it through.
    await expect(onboarded).toHaveAttribute('href', '/onboarded-sup');
    await onboarded.click();
    await expect(page).toHaveURL(/\/onboarded-sup$/);
    await expect(page.getByTestId('access-denied')).toHaveCount(0);
    await context.close();
  });
}
