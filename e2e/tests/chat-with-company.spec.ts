import type { Locator, Page } from '@playwright/test';
import { expect, test, type Platform } from '../support/fixtures';
import { apiAs, escapeRegExp, signedInPage } from '../support/marketplace';
import { flowLanguages, type Lang, strings } from '../support/strings';

interface Response {
  id: string;
  supplierName: string;
  chatCompanyId: string | null;
}

/** A demand of dev@demo.test's with a response party A may chat about (not sealed, not blind). */
async function chattableResponse(platform: Platform): Promise<{ demandId: string; response: Response }> {
  const dev = await apiAs(platform, 'dev@demo.test');
  const mine = (await dev('GET', '/api/demands/mine?pageSize=50')).list as { id: string }[];
  for (const demand of mine) {
    const { list } = (await dev('GET', `/api/demands/${demand.id}/responses`).catch(() => ({ list: [] }))) as { list: Response[] };
    const response = list.find((r) => r.chatCompanyId);
    if (response) return { demandId: demand.id, response };
  }
  throw new Error('the demo data has no response party A may chat about');
}

/** The button's name: its icon's label ("message") comes first. */
const chatButton = (within: Page | Locator, lang: Lang) =>
  within.getByRole('button', { name: new RegExp(`${escapeRegExp(strings(lang)('workstation', 'chatWithCompany.label'))}$`) });

async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

for (const lang of flowLanguages('en-US')) {
  test(`party A opens a chat with a responding supplier from its evaluation, and sends a message (${lang})`, async ({
    browser,
    platform,
  }) => {
    const t = strings(lang);
    const { demandId, response } = await chattableResponse(platform);
    const page = await signedInPage(browser, platform, 'dev@demo.test', lang);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${platform.url}/workstation/published/dev/mark/${demandId}`);
    await expect(page.locator(`[data-testid="response-${response.id}"]`).first()).toBeVisible();
    const columns = await page
      .locator('[data-testid^="response-"]')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid')));
    const column = [...new Set(columns)].indexOf(`response-${response.id}`);
    const button = chatButton(page, lang).nth(column);
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeVisible();
    await page.screenshot({ path: `../reports/screens/chat-with-company-mark-${lang}-1440.png` });

    await button.click();
    await expect(page).toHaveURL(/\/chat\?c=[0-9a-f-]{36}$/);
    const text = `${lang === 'zh-CN' ? '您好，关于贵司的响应想再确认一下工期' : 'Hello, a question about your response'} ${Date.now()}`;
    const composer = page.getByLabel(t('chat', 'composer.placeholder'));
    await composer.fill(text);
    await composer.press('Enter');
    const sent = page.getByTestId('chat-message').filter({ hasText: text });
    await expect(sent).toBeVisible();
    await expect(page.getByTestId('chat-pending')).toHaveCount(0);
    // The platform runs without TRANSLATE_URL: the header says translation is off.
    await expect(page.getByTestId('chat-translate-off')).toHaveText(t('chat', 'translate.off'));
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `../reports/screens/chat-with-company-chat-${lang}-1440.png` });

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(sent).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await noHorizontalScroll(page);
    await page.screenshot({ path: `../reports/screens/chat-with-company-chat-${lang}-390.png` });
    await page.goto(`${platform.url}/workstation/published/dev/mark/${demandId}`);
    await expect(page.locator(`[data-testid="response-${response.id}"]`).first()).toBeVisible();
    await noHorizontalScroll(page);
    await page.screenshot({ path: `../reports/screens/chat-with-company-mark-${lang}-390.png`, fullPage: true });
    await page.context().close();
  });
}

test('a supplier opens the chat from its own response card; where party A may not chat, it says so (zh-CN)', async ({
  browser,
  platform,
}) => {
  const t = strings('zh-CN');
  const sup = await apiAs(platform, 'sup@demo.test');
  const devCompany = (await (await apiAs(platform, 'dev@demo.test'))('GET', '/api/userInfo')).companyId as string;
  // The list's first page, as the page shows it.
  const mine = (await sup('GET', '/api/responses/mine?page=1&pageSize=10')).list as (Response & { demandTitle: string })[];
  const withDev = mine.find((r) => r.chatCompanyId === devCompany)!;
  expect(withDev).toBeTruthy();
  const others = mine.filter((r) => r.chatCompanyId && r.chatCompanyId !== devCompany);
  // A response to a demand whose party A may not chat: the API's refusal, in zh-CN (no Accept-Language).
  let unavailable: { response: (typeof others)[number]; msg: string } | undefined;
  for (const r of others) {
    const body = { companyId: r.chatCompanyId, responseId: r.id };
    const msg = await sup('POST', '/api/imConversations/withCompany', body).then(
      () => null,
      (error: Error) => / 409 (.+)$/.exec(error.message)?.[1] ?? null,
    );
    if (msg) {
      unavailable = { response: r, msg };
      break;
    }
  }

  const page = await signedInPage(browser, platform, 'sup@demo.test', 'zh-CN');
  await page.goto(`${platform.url}/workstation/published/sup/list`);
  // The demo has such a demand (of a company without pay membership); the refusal is the server's message, not a page.
  expect(unavailable).toBeTruthy();
  if (unavailable) {
    const card = page.getByRole('listitem').filter({ hasText: unavailable.response.demandTitle });
    await chatButton(card, 'zh-CN').click();
    await expect(page.getByText(unavailable.msg)).toBeVisible();
    await expect(page).toHaveURL(/\/workstation\/published\/sup\/list$/);
  }
  await chatButton(page.getByRole('listitem').filter({ hasText: withDev.demandTitle }), 'zh-CN').click();
  await expect(page).toHaveURL(/\/chat\?c=[0-9a-f-]{36}$/);
  await expect(page.getByLabel(t('chat', 'composer.placeholder'))).toBeVisible();
  await page.context().close();
});
