import type { Page } from '@playwright/test';
import { expect, test, type Platform } from '../support/fixtures';
import { signedInPage } from '../support/marketplace';
import { flowLanguages, label, strings } from '../support/strings';
import { shootBothWidths } from '../support/screens';

/** The invitation link's token, from the demo outbox (demo mode keeps the mail as sent). */
async function invitationToken(platform: Platform, email: string): Promise<string> {
  const res = await fetch(`${platform.apiUrl}/api/demo/outbox/latest?target=${encodeURIComponent(email)}`);
  const body = await res.json();
  const token = /token=([0-9a-f]{64})/.exec(body.data?.body ?? '')?.[1];
  if (!token) throw new Error(`no invitation in the outbox for ${email}: ${JSON.stringify(body)}`);
  return token;
}

const shoot = (page: Page, name: string) => shootBothWidths(page, 'team', name);

for (const lang of flowLanguages('zh-CN')) {
  test(`(${lang}) a pay DEV main account invites a PROJ sub-account, which joins and sees only what PROJ may; disabled, its session ends`, async ({
    browser,
    platform,
  }) => {
    test.setTimeout(150_000);
    const t = strings(lang);
    const email = `e2e.proj.${lang.toLowerCase()}.${Date.now()}@example.com`;
    const name = lang === 'zh-CN' ? '端到端项目经理' : 'E2E project lead';

    const main = await signedInPage(browser, platform, 'dev@demo.test', lang);
    await main.goto(`${platform.url}/account/corporation`);
    await expect(main.getByText(t('account', 'corporation.edit'))).toBeVisible();
    await shoot(main, `corporation-main-${lang}`);

    await main.goto(`${platform.url}/account/sub-account`);
    await expect(main.getByTestId('seats')).toBeVisible();
    // The button's name also carries its icon's label: find it by its text.
    await main
      .getByRole('button')
      .filter({ hasText: t('account', 'team.invite.open') })
      .first()
      .click();
    await main.locator('#invite-sub-account_email').fill(email);
    await main.locator('#invite-sub-account_nickname').fill(name);
    await main.getByRole('button', { name: label(t('account', 'team.invite.submit')) }).click();
    await expect(main.getByText(t('account', 'team.invite.done', { email }))).toBeVisible();
    await expect(main.getByRole('listitem').filter({ hasText: email })).toBeVisible();
    await shoot(main, `sub-account-${lang}`);

    // The invited colleague opens the mailed link in a browser of its own, sets its password and is signed in.
    const context = await browser.newContext({ locale: lang });
    const proj = await context.newPage();
    await proj.goto(`${platform.url}/auth/invitation?token=${await invitationToken(platform, email)}`);
    await expect(proj.getByText(email)).toBeVisible();
    await shoot(proj, `invitation-${lang}`);
    await proj.locator('#accept-invitation_password').fill('E2e-proj-password-1');
    await proj.locator('#accept-invitation_confirm').fill('E2e-proj-password-1');
    await proj.getByRole('button', { name: label(t('auth', 'invitation.submit')) }).click();
    await expect(proj).toHaveURL(/\/home$/);

    // PROJ works on the developer's demands, reads the profile, and may not manage the team.
    await proj.goto(`${platform.url}/workstation/published/dev/List`);
    await expect(proj.getByText(t('kernel', 'access.accountType.title'))).toHaveCount(0);
    await proj.goto(`${platform.url}/account/corporation`);
    await expect(proj.getByText(t('account', 'corporation.readOnly'))).toBeVisible();
    await expect(proj.getByTestId('account-menu').getByRole('link', { name: t('kernel', 'route.accountSubAccount') })).toHaveCount(0);
    await proj.goto(`${platform.url}/account/sub-account`);
    await expect(proj.getByText(t('kernel', 'access.accountType.title'))).toBeVisible();

    // The main account disables it: the sub-account's next request finds its session ended.
    await main.reload();
    await main.getByRole('button', { name: t('account', 'team.disable.of', { name }) }).click();
    await main
      .getByRole('button', { name: label(t('account', 'team.disable.action')) })
      .last()
      .click();
    await expect(main.getByText(t('account', 'team.disable.done', { name }))).toBeVisible();
    await proj.goto(`${platform.url}/account/corporation`);
    await expect(proj).toHaveURL(/\/(auth\/login|intro)/);
    await context.close();
    await main.context().close();
  });
}

/** The code of a phone invitation's text, from the demo outbox. */
async function textedCode(platform: Platform, phone: string): Promise<string> {
  const res = await fetch(`${platform.apiUrl}/api/demo/outbox/latest?target=${encodeURIComponent(phone)}`);
  const body = await res.json();
  const code = /\b(\d{6})\b/.exec(body.data?.body ?? '')?.[1];
  if (!code || !String(body.data?.body).includes('/auth/invitation'))
    throw new Error(`no invitation text for ${phone}: ${JSON.stringify(body)}`);
  return code;
}

for (const lang of flowLanguages('en-US')) {
  test(`(${lang}) a pay DEV main account invites by mobile number; the colleague opens the page, enters number and code, and joins`, async ({
    browser,
    platform,
  }) => {
    test.setTimeout(150_000);
    const t = strings(lang);
    const phone = `139${String(Date.now() % 1e8).padStart(8, '0')}`;
    const name = lang === 'zh-CN' ? '短信受邀同事' : 'Texted colleague';

    const main = await signedInPage(browser, platform, 'dev@demo.test', lang);
    await main.goto(`${platform.url}/account/sub-account`);
    await main
      .getByRole('button')
      .filter({ hasText: t('account', 'team.invite.open') })
      .first()
      .click();
    await main.getByText(t('account', 'team.invite.byPhone')).click();
    await main.locator('#invite-sub-account_phone').fill(phone);
    await main.locator('#invite-sub-account_nickname').fill(name);
    await shoot(main, `invite-by-phone-${lang}`);
    await main.getByRole('button', { name: label(t('account', 'team.invite.submit')) }).click();
    await expect(main.getByText(t('account', 'team.invite.done', { email: phone }))).toBeVisible();
    await expect(main.getByRole('listitem').filter({ hasText: phone })).toBeVisible();

    const context = await browser.newContext({ locale: lang });
    const invitee = await context.newPage();
    await invitee.goto(`${platform.url}/auth/invitation`);
    await invitee.getByRole('button', { name: label(t('auth', 'invitation.code.choose')) }).click();
    await invitee.locator('#invitation-code_phone').fill(phone);
    await invitee.locator('#invitation-code_code').fill(await textedCode(platform, phone));
    await shoot(invitee, `invitation-code-${lang}`);
    await invitee.getByRole('button', { name: label(t('auth', 'invitation.code.submit')) }).click();
    await expect(invitee.getByText(phone)).toBeVisible();
    await shoot(invitee, `invitation-by-phone-${lang}`);
    await invitee.locator('#accept-invitation_password').fill('E2e-phone-password-1');
    await invitee.locator('#accept-invitation_confirm').fill('E2e-phone-password-1');
    await invitee.getByRole('button', { name: label(t('auth', 'invitation.submit')) }).click();
    await expect(invitee).toHaveURL(/\/home$/);

    await main.reload();
    await expect(main.getByRole('listitem').filter({ hasText: name })).toBeVisible();
    await context.close();
    await main.context().close();
  });
}
