import type { Page } from '@playwright/test';
import { appPage, clickInUserMenu, expect, fillLogin, latestCode, test } from '../support/fixtures';
import { apiAs } from '../support/marketplace';
import { shootBothWidths } from '../support/screens';
import { flowLanguages, strings } from '../support/strings';

test('register a new SUP company with the emailed code, improve info, sign in again, land on home', async ({ app, platform }) => {
  const email = `sup-${Date.now()}@e2e.test`;
  await app.goto(`${platform.url}/auth/register`);
  await appPage(app, 'auth');
  await app.locator('#register_role input[value=SUP]').check({ force: true });
  await app.locator('#register_companyName').fill('端到端测试科技有限公司');
  await app.locator('#register_nickname').fill('测试联系人');
  await app.locator('#register_target').fill(email);
  const send = app.locator('form#register').getByRole('button', { name: '获取验证码' });
  await send.click();
  await expect(app.locator('form#register').getByRole('button', { name: /秒/ })).toBeDisabled();
  await app.locator('form#register input[autocomplete=one-time-code]').fill(await latestCode(platform, email));
  await app.locator('#register_password').fill('Blue-harbor-71');
  await app.locator('#register_confirm').fill('Blue-harbor-71');
  await app.locator('#register_agreeTerms').check();
  await app.locator('form#register button[type=submit]').click();

  await expect(app).toHaveURL(/\/auth\/register-improve-info$/);
  await app.locator('#company-info_creditCode').fill('91310000MA1K3YJ12X');
  await chooseOption(app, '#company-info_companyTypeId');
  await chooseOption(app, '#company-info_provinceCode', '上海市');
  await chooseOption(app, '#company-info_cityCode');
  await app.locator('#company-info_address').fill('浦东新区世纪大道 100 号');
  await app.locator('#company-info_contactName').fill('张三');
  await app.locator('#company-info_contactPhone').fill('021-12345678');
  await app.locator('form#company-info button[type=submit]').click();
  await expect(app.getByText('已提交，等待审核')).toBeVisible();

  await app.goto(`${platform.url}/home`);
  await clickInUserMenu(app, app.getByText('退出登录'));
  await expect(app).toHaveURL(/\/intro/);

  await app.goto(`${platform.url}/auth/login`);
  await fillLogin(app, email, 'Blue-harbor-71');
  await expect(app).toHaveURL(/\/home$/);
  await expect(app.getByTestId('home-page')).toContainText('审核');
});

for (const lang of flowLanguages('en-US')) {
  test(`(${lang}) registers from a promotion share link: the invite code is filled in and both companies get VIP days`, async ({
    browser,
    platform,
  }) => {
    const t = strings(lang);
    const code = ((await (await apiAs(platform, 'dev@demo.test'))('GET', '/api/promotion')) as { invite: { code: string } }).invite.code;
    const email = `invited-${lang.toLowerCase()}-${Date.now()}@e2e.test`;
    const context = await browser.newContext({ locale: lang });
    const page = await context.newPage();
    await page.goto(`${platform.url}/auth/register?invite=${code}`);
    await appPage(page, 'auth');
    await expect(page.locator('#register_inviteCode')).toHaveValue(code);
    await page.locator('#register_role input[value=DEV]').check({ force: true });
    await page.locator('#register_companyName').fill(`${lang === 'zh-CN' ? '受邀端到端公司' : 'Invited E2E Ltd'} ${Date.now()}`);
    await page.locator('#register_nickname').fill(lang === 'zh-CN' ? '受邀联系人' : 'Invited contact');
    await page.locator('#register_target').fill(email);
    await page
      .locator('form#register')
      .getByRole('button', { name: t('kernel', 'code.send') })
      .click();
    await page.locator('form#register input[autocomplete=one-time-code]').fill(await latestCode(platform, email));
    await page.locator('#register_password').fill('Demo-2026-b2b');
    await page.locator('#register_confirm').fill('Demo-2026-b2b');
    await page.locator('#register_agreeTerms').check();
    await page.locator('#register_inviteCode').scrollIntoViewIfNeeded();
    await shootBothWidths(page, 'register', `invite-code-${lang}`);
    await page.locator('form#register button[type=submit]').click();
    await expect(page).toHaveURL(/\/auth\/register-improve-info$/);
    const me = (await (await apiAs(platform, email))('GET', '/api/userInfo')) as { memberLevel: string };
    expect(me.memberLevel).toBe('VIP');
    await context.close();
  });
}

async function chooseOption(page: Page, selectId: string, text?: string) {
  await page.locator(selectId).click();
  // Each select's dropdown holds the listbox `<id>_list`; options of an earlier dropdown may still be fading out.
  const options = page.locator(`.ant-select-dropdown:has(${selectId}_list) .ant-select-item-option`);
  await (text ? options.filter({ hasText: text }) : options).first().click();
  await expect(page.locator(`.ant-select-dropdown:has(${selectId}_list)`)).toBeHidden();
}
