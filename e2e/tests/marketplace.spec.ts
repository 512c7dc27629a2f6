import type { Browser, Page } from '@playwright/test';
import { expect, signIn, test, type Platform } from '../support/fixtures';

/** Signs in through the API and answers `call(method, path, body)` with the envelope's data. */
async function apiAs(platform: Platform, account: string) {
  const login = await fetch(`${platform.apiUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ method: 'password', account, password: 'Demo-2026-b2b' }),
  });
  const token = (await login.json()).data.token as string;
  return async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${platform.apiUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const envelope = await res.json();
    if (envelope.code !== 200) throw new Error(`${method} ${path}: ${envelope.code} ${envelope.msg}`);
    return envelope.data;
  };
}

async function chooseOption(page: Page, selectId: string, text: string) {
  await page.locator(selectId).click();
  await page.locator(`.ant-select-dropdown:has(${selectId}_list) .ant-select-item-option`).filter({ hasText: text }).first().click();
}

async function signedInPage(browser: Browser, platform: Platform, account: string, locale = 'zh-CN') {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  await signIn(page, platform, account);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/login'));
  return page;
}

const inDays = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} 10:00`;
};

test('a demand from publication to award: party A publishes with two weighted criteria, staff verify it, a supplier asks and responds, A answers, scores and awards, the supplier sees its mark history', async ({
  app,
  platform,
  browser,
}) => {
  const title = `E2E 仓储管理系统升级 ${Date.now()}`;
  await signIn(app, platform, 'dev@demo.test');
  await expect(app).toHaveURL(/\/home$/);
  await app.goto(`${platform.url}/workstation/published/dev/publish`);
  await app.locator('#demand_title').fill(title);
  await chooseOption(app, '#demand_categoryId', '软件开发');
  await chooseOption(app, '#demand_provinceCode', '上海市');
  await app.locator('#demand_budgetMin').fill('100000');
  await app.locator('#demand_budgetMax').fill('200000');
  await app.locator('#demand_deadline').click();
  await app.locator('#demand_deadline').fill(inDays(5));
  await app.locator('#demand_deadline').press('Enter');
  await app.locator('#demand_description').fill('现有仓储系统需要升级：支持多仓库库存、扫码出入库和报表导出，需提供源代码与部署文档。');
  await app.getByRole('button', { name: '删除第 3 项标准' }).click();
  await app.getByLabel('第 1 项权重').fill('60');
  await app.getByLabel('第 2 项权重').fill('40');
  await expect(app.getByTestId('weight-sum')).toContainText('100');
  await app.getByRole('button', { name: '提交审核' }).click();
  await expect(app).toHaveURL(/\/workstation\/published\/dev\/verify/);
  await expect(app.getByText(title)).toBeVisible();

  const staff = await signedInPage(browser, platform, 'service@demo.test');
  await staff.goto(`${platform.url}/workstation/console`);
  await staff.getByRole('tab', { name: '需求审核' }).click();
  await staff
    .getByRole('listitem')
    .filter({ hasText: title })
    .getByRole('button', { name: /审\s*核/ })
    .click();
  await staff.getByRole('button', { name: '通过并发布' }).click();
  await expect(staff.getByText(title)).toHaveCount(0);

  const supplier = await apiAs(platform, 'sup@demo.test');
  const market = await supplier('GET', `/api/demands/market?keyword=${encodeURIComponent(title)}`);
  expect(market.total).toBe(1);
  const demandId = market.list[0].id as string;
  const supplierPage = await signedInPage(browser, platform, 'sup@demo.test');
  await supplierPage.goto(`${platform.url}/demand?open=${demandId}`);
  const detail = supplierPage.getByRole('dialog');
  await expect(detail.getByText(title).first()).toBeVisible();
  await expect(detail.getByText('价格').first()).toBeVisible();
  await detail.locator('textarea').first().fill('是否需要对接现有的 ERP 系统？');
  await detail.getByRole('button', { name: '提交问题' }).click();
  await expect(detail.getByText('是否需要对接现有的 ERP 系统？')).toBeVisible();
  await detail.getByRole('button', { name: '提交响应' }).click();
  const respond = supplierPage.getByRole('dialog', { name: /响应：/ });
  await respond.getByLabel(/报价/).fill('150000');
  await respond.getByLabel('工期（天）').fill('45');
  await respond.getByLabel('方案说明').fill('我们有多个仓储系统项目经验，采用微服务架构，分三期交付。');
  await respond.getByRole('button', { name: '提交响应' }).click();
  await expect(supplierPage.getByText('响应已提交')).toBeVisible();
  const mine = await supplier('GET', '/api/responses/mine?pageSize=50');
  const response = mine.list.find((r: { demandId: string }) => r.demandId === demandId);
  expect(response).toMatchObject({ price: 150000, timelineDays: 45, status: 'ACTIVE' });

  await app.goto(`${platform.url}/workstation/published/dev/${demandId}/view`);
  await app.getByRole('tab', { name: '问答澄清' }).click();
  await app.getByLabel('回答第 1 个问题').fill('需要，ERP 接口文档会在签约后提供。');
  await app.getByRole('button', { name: '回答（所有供应商可见）' }).click();
  await expect(app.getByText('需要，ERP 接口文档会在签约后提供。')).toBeVisible();
  const questions = await supplier('GET', `/api/demands/${demandId}/questions`);
  expect(questions[0]).toMatchObject({ answer: '需要，ERP 接口文档会在签约后提供。', mine: true });

  await app.getByRole('button', { name: '提前截止' }).click();
  await app.getByRole('dialog').getByRole('button', { name: '提前截止' }).click();
  await expect(app.getByText('已截止').first()).toBeVisible();

  await app.goto(`${platform.url}/workstation/published/dev/mark/${demandId}`);
  await app
    .getByRole('button', { name: /^评\s*分$/ })
    .first()
    .click();
  const drawer = app.getByRole('dialog', { name: /评分/ });
  await drawer.getByRole('spinbutton', { name: '价格' }).fill('8');
  await drawer.getByRole('spinbutton', { name: '工期' }).fill('6');
  await expect(drawer.getByText('72')).toBeVisible();
  await drawer.getByRole('button', { name: '保存评分' }).click();
  await expect(app.getByText('72.0').first()).toBeVisible();
  await app.getByRole('button', { name: '选定此供应商' }).first().click();
  await app.getByRole('button', { name: '确认选定' }).click();
  await expect(app.getByText('已选定供应商，评审结束')).toBeVisible();

  await supplierPage.goto(`${platform.url}/workstation/published/sup/mark-history/${response.id}`);
  await expect(supplierPage.getByText(title).first()).toBeVisible();
  await expect(supplierPage.getByText('评审人').first()).toBeVisible();
  await expect(supplierPage.getByText(/中选|选定/).first()).toBeVisible();
});

test('those who may not take part are told why: an unapproved supplier in the demand zone, a non-paying party A on the publish page (English)', async ({
  browser,
  platform,
}) => {
  const unapproved = await signedInPage(browser, platform, 'newsup@demo.test', 'en-US');
  await unapproved.goto(`${platform.url}/demand`);
  await expect(unapproved.getByTestId('access-denied')).toBeVisible();
  await expect(unapproved.getByTestId('access-denied')).toContainText(/approv|VIP|member/i);
  const ordinary = await signedInPage(browser, platform, 'ordinary@demo.test', 'en-US');
  await ordinary.goto(`${platform.url}/workstation/published/dev/publish`);
  await expect(ordinary.getByTestId('access-denied')).toBeVisible();
  await expect(ordinary.getByTestId('access-denied')).toContainText(/VIP|member/i);
});
