import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { callApi, NEW_COMPANY_PASSWORD, registerDeveloper } from '../support/companies';
import { expect, signIn, test, type Platform } from '../support/fixtures';
import { signedInPage } from '../support/marketplace';
import { shootBothWidths } from '../support/screens';
import { flowLanguages, label, type Lang, strings } from '../support/strings';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A plan bought and paid in the sandbox through the API, the order settled at once (the buyer's return asks). */
async function paidOrder(platform: Platform, token: string, planId: string): Promise<string> {
  const order = await callApi(platform, 'POST', '/api/payments/orders', {
    token,
    body: { planId },
    headers: { 'idempotency-key': `e2e-${Date.now()}-${planId}` },
  });
  const { url } = await callApi(platform, 'POST', `/api/payments/orders/${order.id}/checkout`, { token: token });
  await fetch(`${platform.apiUrl}${url}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  });
  const synced = await callApi(platform, 'POST', `/api/payments/orders/${order.id}/sync`, { token: token });
  expect(synced.status).toBe('FULFILLED');
  return order.id as string;
}

const shoot = (page: Page, name: string, lang: Lang) => shootBothWidths(page, 'refund', `${name}-${lang}`);

for (const lang of flowLanguages('zh-CN')) {
  test(`(${lang}) a company asks for a refund, staff approve, the membership ends; staff issue an invoice and the company downloads it`, async ({
    browser,
    platform,
  }) => {
    test.setTimeout(300_000);
    const t = strings(lang);
    const company = await registerDeveloper(platform, lang, 'refund', '退款测试');
    const refunded = await paidOrder(platform, company.token, 'VIP_MONTH');
    expect((await callApi(platform, 'GET', '/api/userInfo', { token: company.token })).memberLevel).toBe('VIP');

    // The company asks for a refund on its payment page.
    const context = await browser.newContext({ locale: lang, viewport: { width: 1440, height: 900 } });
    const buyer = await context.newPage();
    buyer.on('pageerror', (err) => console.log(`[pageerror buyer] ${err.message}`));
    await signIn(buyer, platform, company.email, NEW_COMPANY_PASSWORD);
    await buyer.waitForURL((url) => !url.pathname.startsWith('/auth/login'));
    await buyer.goto(`${platform.url}/account/payment`);
    await buyer.getByTestId('order-refund').click();
    const ask = buyer.getByRole('dialog');
    await ask.getByTestId('refund-reason').fill(lang === 'zh-CN' ? '误购了月度套餐' : 'Bought the wrong plan by mistake');
    await shoot(buyer, 'request-dialog', lang);
    await ask.getByRole('button', { name: label(t('account', 'membership.refund.submit')) }).click();
    await expect(buyer.getByTestId('refund-state')).toContainText(t('kernel', 'payment.refundState.REQUESTED'));
    await shoot(buyer, 'requested', lang);

    // Staff approve it in the console's Payments tab.
    const staff = await signedInPage(browser, platform, 'service@demo.test', lang);
    await staff.goto(`${platform.url}/workstation/console`);
    await staff.getByRole('tab', { name: t('payments', 'tab') }).click();
    await expect(staff.getByTestId('console-payments').getByText(company.companyName)).toBeVisible();
    await shoot(staff, 'console-refunds', lang);
    await staff.getByTestId(`refund-${refunded}`).click();
    const decide = staff.getByRole('dialog');
    const staffReason = lang === 'zh-CN' ? '核实为误购，全额退款' : 'Checked: a mistaken purchase, refunded in full';
    await decide.getByTestId('decision-reason').fill(staffReason);
    await decide.getByTestId('decision-submit').click();
    await expect(decide).toBeHidden();

    // The provider's notification comes through the inbox: the order is refunded and the membership ends at once.
    await expect
      .poll(async () => (await callApi(platform, 'GET', `/api/payments/orders/${refunded}`, { token: company.token })).status, {
        timeout: 60_000,
      })
      .toBe('REFUNDED');
    expect((await callApi(platform, 'GET', '/api/userInfo', { token: company.token })).memberLevel).toBe('ORDINARY');
    await buyer.reload();
    await expect(buyer.getByTestId('order-status').first()).toHaveText(t('account', 'membership.status.REFUNDED'));
    await expect(buyer.getByTestId('refund-state')).toContainText(staffReason);
    await shoot(buyer, 'refunded', lang);

    // An invoice: the company asks (API), staff issue it with the PDF uploaded in the console, the company downloads it.
    const invoiced = await paidOrder(platform, company.token, 'VIP_QUARTER');
    const title = company.companyName;
    await callApi(platform, 'POST', `/api/payments/orders/${invoiced}/invoice`, {
      token: company.token,
      body: { title, taxNumber: '91310115MA1HXY7K3B', email: company.email },
    });
    await staff.reload();
    await staff.getByRole('tab', { name: t('payments', 'tab') }).click();
    await staff.getByTestId('console-payments').getByText(t('payments', 'section.invoices'), { exact: true }).click();
    await staff.getByTestId(`issue-${invoiced}`).click();
    const issue = staff.getByRole('dialog');
    const number = `${Date.now()}`.slice(-8);
    await issue.getByTestId('invoice-number').fill(number);
    await issue.locator('input[type=file]').setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(issue.getByText('invoice.pdf')).toBeVisible();
    await shoot(staff, 'console-issue', lang);
    await issue.getByTestId('decision-submit').click();
    await expect(issue).toBeHidden();

    await buyer.reload();
    const invoiceState = buyer.getByTestId('invoice-state').first();
    await expect(invoiceState).toContainText(t('kernel', 'payment.invoiceState.ISSUED'));
    await expect(invoiceState).toContainText(number);
    await shoot(buyer, 'invoice-issued', lang);
    const [download] = await Promise.all([buyer.waitForEvent('download'), invoiceState.getByTestId('invoice-download').click()]);
    expect(download.suggestedFilename()).toBe(`invoice-${number}.pdf`);
    expect(readFileSync(await download.path())).toEqual(PDF);
    await context.close();
    await staff.context().close();
  });
}
