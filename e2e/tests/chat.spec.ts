import type { Browser, Page } from '@playwright/test';
import { expect, signIn, test, type Platform } from '../support/fixtures';
import { LANGUAGES, type Lang, strings } from '../support/strings';

interface DemoAccount {
  email: string;
  nickname: string;
}

async function nicknames(platform: Platform): Promise<Map<string, string>> {
  const res = await fetch(`${platform.apiUrl}/api/demo/accounts`);
  const list = (await res.json()).data as DemoAccount[];
  return new Map(list.map((a) => [a.email, a.nickname]));
}

async function signedIn(browser: Browser, platform: Platform, email: string, lang: Lang) {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('pageerror', (err) => console.log(`[pageerror ${email}] ${err.message}`));
  await signIn(page, platform, email);
  await expect(page).toHaveURL(/\/home$/);
  if (lang === 'en-US') await page.getByTestId('lang-en-US').click();
  return { context, page };
}

/**
 * The header badge's number as the widget renders it. Not antd's count element: when the count drops
 * to 0 it stays in the page with its old title until its leave animation ends, which a tab in the
 * background may never run.
 */
async function badgeCount(page: Page): Promise<number> {
  return Number(await page.getByTestId('chat-badge').getAttribute('data-count'));
}

/** The unread count as the API answers it to the page's session. */
async function unreadFromApi(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const res = await fetch('/api/imMessages/userUnreadCount', {
      headers: { Authorization: `Bearer ${localStorage.getItem('b2b.token')}` },
    });
    return (await res.json()).data as number;
  });
}

async function say(page: Page, placeholder: string, text: string) {
  await page.getByLabel(placeholder).fill(text);
  await page.getByLabel(placeholder).press('Enter');
}

for (const lang of LANGUAGES) {
  test(`a developer and a supplier chat in real time, through an outage, with the badge (${lang})`, async ({ browser, platform }) => {
    const t = strings(lang);
    const names = await nicknames(platform);
    const dev = await signedIn(browser, platform, 'dev@demo.test', lang);
    const sup = await signedIn(browser, platform, 'sup@demo.test', lang);
    const placeholder = t('chat', 'composer.placeholder');
    const stamp = `${lang}-${Date.now()}`;

    // The supplier's header badge shows its unread count; the developer writes from the chat screen.
    await expect(sup.page.getByTestId('chat-badge')).toBeVisible();
    const before = await unreadFromApi(sup.page);
    await expect.poll(() => badgeCount(sup.page)).toBe(before);
    await dev.page.goto(`${platform.url}/chat`);
    await dev.page
      .getByTestId('chat-contact')
      .filter({ hasText: names.get('sup@demo.test')! })
      .click();
    const first = `hello ${stamp}`;
    await say(dev.page, placeholder, first);
    const mine = dev.page.getByTestId('chat-message').filter({ hasText: first });
    await expect(mine).toBeVisible();

    // The badge counts up within its 4 s refresh, and resets on the chat screen.
    await expect.poll(() => badgeCount(sup.page), { timeout: 15_000 }).toBe(before + 1);
    await sup.page.getByTestId('chat-badge').click();
    await expect(sup.page).toHaveURL(/\/chat$/);
    await expect.poll(() => badgeCount(sup.page)).toBe(0);
    await sup.page
      .getByTestId('chat-contact')
      .filter({ hasText: names.get('dev@demo.test')! })
      .click();
    await expect(sup.page.getByTestId('chat-messages').getByText(first)).toBeVisible();

    // Read receipt back to the sender, and an answer in real time.
    await expect(mine.getByLabel(t('chat', 'message.read'))).toBeVisible();
    const answer = `answer ${stamp}`;
    await say(sup.page, placeholder, answer);
    await expect(dev.page.getByTestId('chat-messages').getByText(answer)).toBeVisible();
    await expect(dev.page.getByText(t('chat', 'conversation.typing', { name: names.get('sup@demo.test')! }))).toBeHidden({
      timeout: 10_000,
    });

    // The developer goes offline; what the supplier sends meanwhile arrives once it is back.
    await dev.context.setOffline(true);
    await expect(dev.page.getByRole('status')).toContainText(t('chat', 'status.reconnecting'));
    const missed = [`missed one ${stamp}`, `missed two ${stamp}`];
    for (const text of missed) await say(sup.page, placeholder, text);
    await expect(sup.page.getByTestId('chat-pending')).toHaveCount(0);
    await expect(dev.page.getByTestId('chat-messages').getByText(missed[0])).toBeHidden();
    await dev.context.setOffline(false);
    for (const text of missed) await expect(dev.page.getByTestId('chat-messages').getByText(text)).toBeVisible({ timeout: 30_000 });
    await expect(dev.page.getByRole('status')).toBeHidden();

    await dev.context.close();
    await sup.context.close();
  });
}

test('a member without a pay membership is told what chat needs', async ({ app, platform }) => {
  await signIn(app, platform, 'ordinary@demo.test');
  await expect(app).toHaveURL(/\/home$/);
  await expect(app.getByTestId('chat-badge')).toHaveCount(0);
  await app.goto(`${platform.url}/chat`);
  const denied = app.getByTestId('access-denied');
  await expect(denied).toHaveAttribute('data-reason', 'pay');
  await expect(denied.getByRole('link')).toHaveAttribute('href', '/vip');
});
