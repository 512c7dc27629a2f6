import type { Page } from '@playwright/test';
import { expect, latestCode, signIn, test, type Platform } from '../support/fixtures';
import { escapeRegExp } from '../support/marketplace';
import { strings, type Lang } from '../support/strings';
import { shootBothWidths } from '../support/screens';

const PASSWORD = 'Harbor-lights-2026';
/** The sandbox checkout page's own words (the API serves it, not an app). */
const CHECKOUT = { 'zh-CN': { title: '沙箱收银台', pay: '确认支付' }, 'en-US': { title: 'Sandbox checkout', pay: 'Pay now' } } as const;

async function post(platform: Platform, path: string, body: unknown, token?: string) {
  const res = await fetch(`${platform.apiUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = await res.json();
  if (envelope.code !== 200) throw new Error(`POST ${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

/** A new DEV company, its information complete (approved at once), ORDINARY: registered through the API. */
async function newOrdinaryDev(platform: Platform, lang: Lang): Promise<string> {
  const stamp = `${lang}-${Date.now()}`;
  const email = `vip-buyer-${stamp.toLowerCase()}@example.com`;
  await post(platform, '/api/common/sendMailCode', { email, purpose: 'register' });
  const code = await latestCode(platform, email);
  const companyName = `会员购买测试 ${stamp}`;
  const session = await post(platform, '/api/register', {
    role: 'DEV',
    companyName,
    nickname: 'Buyer',
    channel: 'mail',
    target: email,
    code,
    password: PASSWORD,
    agreeTerms: true,
  });
  await post(
    platform,
    '/api/company/improve-info',
    {
      companyName,
      creditCode: '91310115MA1HXY7K3B',
      companyTypeId: 'software',
      provinceCode: '31',
      cityCode: '3101',
      address: '上海市浦东新区张江路 1 号',
      contactName: '赵六',
      contactPhone: '021-12345678',
    },
    session.token,
  );
  return email;
}

const shoot = (page: Page, name: string, lang: Lang) => shootBothWidths(page, 'payments', `${name}-${lang}`);

for (const lang of ['zh-CN', 'en-US'] as const satisfies Lang[]) {
  test(`(${lang}) an ORDINARY DEV buys VIP in the sandbox checkout, and a pay-member page then opens without signing in again`, async ({
    browser,
    platform,
  }) => {
    test.setTimeout(240_000);
    const t = strings(lang);
    const email = await newOrdinaryDev(platform, lang);
    const context = await browser.newContext({ locale: lang, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    page.on('pageerror', (err) => console.log(`[pageerror] ${err.message}`));
    await signIn(page, platform, email, PASSWORD);
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
