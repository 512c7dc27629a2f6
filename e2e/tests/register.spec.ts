import { expect, latestCode, test } from '../support/fixtures';

test('register a new SUP company with the emailed code, improve info, sign in again, land on home', async ({ app, platform }) => {
  const email = `sup-${Date.now()}@e2e.test`;
  await app.goto(`${platform.url}/auth/register`);
  await app.getByTestId('register-role-SUP').click();
  await app.getByTestId('register-company').fill('端到端测试科技有限公司');
  await app.getByTestId('register-nickname').fill('测试联系人');
  await app.getByTestId('register-target').fill(email);
  await app.getByTestId('send-code').click();
  await expect(app.getByTestId('send-code')).toBeDisabled();
  await app.getByTestId('register-code').fill(await latestCode(platform, email));
  await app.getByTestId('register-password').fill('Passw0rd!');
  await app.getByTestId('register-confirm').fill('Passw0rd!');
  await app.getByTestId('register-agree').check();
  await app.getByTestId('register-submit').click();

  await expect(app).toHaveURL(/\/auth\/register-improve-info$/);
  await app.getByTestId('company-creditCode').fill('91310000MA1K3YJ12X');
  await app.getByTestId('company-type').click();
  await app.locator('.ant-select-item-option').first().click();
  await app.getByTestId('company-province').click();
  await app.locator('.ant-select-item-option').filter({ hasText: '上海市' }).click();
  await app.getByTestId('company-city').click();
  await app.locator('.ant-select-item-option').first().click();
  await app.getByTestId('company-address').fill('浦东新区世纪大道 100 号');
  await app.getByTestId('company-contactName').fill('张三');
  await app.getByTestId('company-contactPhone').fill('021-12345678');
  await app.getByTestId('company-submit').click();
  await expect(app.getByTestId('improve-info-submitted')).toBeVisible();

  await app.goto(`${platform.url}/home`);
  await app.getByTestId('user-menu').hover();
  await app.getByText('退出登录').click();
  await expect(app).toHaveURL(/\/intro/);

  await app.goto(`${platform.url}/auth/login`);
  await app.getByTestId('login-account').fill(email);
  await app.getByTestId('login-password').fill('Passw0rd!');
  await app.getByTestId('login-submit').click();
  await expect(app).toHaveURL(/\/home$/);
  await expect(app.getByTestId('home-page')).toContainText('审核');
});
