import { clickInUserMenu, expect, fillLogin, signIn, test } from '../support/fixtures';

test('a visitor is sent to intro, remembering where they were going', async ({ app, platform }) => {
  await app.goto(`${platform.url}/workstation/published/dev/List`);
  await expect(app).toHaveURL(/\/intro\?redirect=%2Fworkstation%2Fpublished%2Fdev%2FList/);
  await expect(app.getByTestId('intro-page')).toBeVisible();
  await expect(app).toHaveTitle('企服通');
});

test('/ goes to home, which sends a visitor to intro', async ({ app, platform }) => {
  await app.goto(`${platform.url}/`);
  await expect(app).toHaveURL(/\/intro\?redirect=%2Fhome/);
});

test('a DEV demo login lands on home, then where the guard sent them from', async ({ app, platform }) => {
  await signIn(app, platform, 'dev@demo.test');
  await expect(app).toHaveURL(/\/home$/);
  await expect(app.getByTestId('home-page')).toBeVisible();
  await expect(app.getByTestId('user-menu')).toBeVisible();

  await clickInUserMenu(app, app.getByText('退出登录'));
  await app.goto(`${platform.url}/account/password`);
  await expect(app).toHaveURL(/\/intro\?redirect=/);
  await app.getByTestId('header-login').click();
  await fillLogin(app, 'dev@demo.test');
  await expect(app).toHaveURL(/\/account\/password$/);
});

test('a route above the membership says what is needed', async ({ app, platform }) => {
  await signIn(app, platform, 'ordinary@demo.test');
  await expect(app).toHaveURL(/\/home$/);
  await app.goto(`${platform.url}/chat`);
  const denied = app.getByTestId('access-denied');
  await expect(denied).toHaveAttribute('data-reason', 'pay');
  await expect(denied).toContainText('VIP');
  await expect(denied.getByRole('link')).toHaveAttribute('href', '/vip');
});

test('a supplier route refused to a developer explains the role', async ({ app, platform }) => {
  await signIn(app, platform, 'dev@demo.test');
  await expect(app).toHaveURL(/\/home$/);
  await app.goto(`${platform.url}/workstation/manpower`);
  await expect(app.getByTestId('access-denied')).toHaveAttribute('data-reason', 'role');
});

test('a visitor on a company details page (a link in a review mail) is asked to sign in, not shown a failure', async ({
  app,
  platform,
}) => {
  await app.setViewportSize({ width: 390, height: 844 });
  await app.goto(`${platform.url}/auth/update-improve-info/reject`);
  await expect(app.getByText('请先登录查看企业信息')).toBeVisible();
  await expect(app.getByText('企业信息加载失败')).toHaveCount(0);
  await app.screenshot({ path: test.info().outputPath('visitor-company-details.png') });
  await app.getByRole('button', { name: '登录' }).click();
  await expect(app).toHaveURL(/\/auth\/login$/);
});
