import type { Browser, Page } from '@playwright/test';
import { expect, signIn, test, type Platform } from '../support/fixtures';
import { LANGUAGES, type Lang, strings } from '../support/strings';
import { shootBothWidths } from '../support/screens';

async function signedIn(browser: Browser, platform: Platform, email: string, lang: Lang) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (err) => console.log(`[pageerror ${email}] ${err.message}`));
  await signIn(page, platform, email);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/login'));
  if (lang === 'en-US') await page.getByTestId('lang-en-US').click();
  return { context, page };
}

const shoot = (page: Page, name: string) => shootBothWidths(page, 'customer-service', name, { fullPage: false });

for (const lang of LANGUAGES) {
  test(`a pay member chats with customer service, staff answer and end it; the next one waits in the queue (${lang})`, async ({
    browser,
    platform,
  }) => {
    test.setTimeout(180_000);
    const t = (key: string, vars?: Record<string, string | number>) => strings(lang)('chat', key, vars);
    const placeholder = t('composer.placeholder');
    const stamp = `${lang}-${Date.now()}`;
    const member = await signedIn(browser, platform, 'dev@demo.test', lang);
    const staff = await signedIn(browser, platform, 'service@demo.test', lang);

    // Staff reach their desk from the right rail (they land on the console).
    await staff.page.getByTestId('customer-service').click();
    await expect(staff.page).toHaveURL(/\/chat-customer$/);
    await expect(staff.page.getByTestId('service-desk')).toBeVisible();

    // The member asks: a new conversation (or a new one after an earlier run's ended one).
    await member.page.goto(`${platform.url}/chat-customer`);
    const ask = member.page.getByRole('button', { name: new RegExp(`${t('customer.start')}|${t('customer.startNew')}`) });
    await ask.first().click();
    const state = member.page.getByTestId('service-state');
    await expect(state).toContainText(t('customer.servedBy', { name: '客服小美' }));

    // Staff see it among their conversations without reloading, open it, and read the question as it is sent.
    const mine = staff.page.getByTestId('service-mine').filter({ hasText: (await memberName(member.page)) ?? '' });
    await expect(mine.first()).toBeVisible();
    await mine.first().click();
    const question = `invoice? ${stamp}`;
    await member.page.getByLabel(placeholder).fill(question);
    await member.page.getByLabel(placeholder).press('Enter');
    await expect(staff.page.getByTestId('chat-message').filter({ hasText: question })).toBeVisible();

    const answer = `answer ${stamp}`;
    await staff.page.getByLabel(placeholder).fill(answer);
    await staff.page.getByLabel(placeholder).press('Enter');
    await expect(member.page.getByTestId('chat-message').filter({ hasText: answer })).toBeVisible();
    await shoot(member.page, `member-${lang}`);

    // The desk is full (two seeded conversations and this one): the next member waits, first in the queue,
    // and staff see it arrive without reloading, with "take" held back at capacity.
    await expect(staff.page.getByTestId('service-load')).toHaveText(t('customer.load', { load: 3, capacity: 3 }));
    const next = await signedIn(browser, platform, 'devproj@demo.test', lang);
    await next.page.goto(`${platform.url}/chat-customer`);
    await next.page
      .getByRole('button', { name: new RegExp(`${t('customer.start')}|${t('customer.startNew')}`) })
      .first()
      .click();
    const nextState = next.page.getByTestId('service-state');
    await expect(nextState).toContainText(t('customer.waitingAt', { position: 1 }));
    const nextName = (await memberName(next.page)) ?? '';
    const waiting = staff.page.getByTestId('service-waiting').filter({ hasText: nextName });
    await expect(waiting).toBeVisible();
    await expect(waiting.getByRole('button', { name: t('customer.pick') })).toBeDisabled();
    await shoot(next.page, `member-waiting-${lang}`);
    await shoot(staff.page, `staff-${lang}`);

    // Staff end it: the member is told at once and offered a new one; the composer is gone.
    await staff.page.getByTestId('service-end').click();
    await staff.page
      .getByRole('dialog')
      .getByRole('button', { name: t('customer.end') })
      .click();
    await expect(staff.page.getByRole('dialog')).toHaveCount(0);
    await expect(state).toContainText(t('customer.ended'));
    await expect(member.page.getByRole('button', { name: t('customer.startNew') })).toBeVisible();
    await expect(member.page.getByLabel(placeholder)).toHaveCount(0);
    await expect(mine).toHaveCount(0);
    await shoot(member.page, `member-ended-${lang}`);

    // The freed seat goes to the waiting member at once: both sides see it. Staff end it too (the desk as it was).
    await expect(nextState).toContainText(t('customer.servedBy', { name: '客服小美' }));
    await expect(waiting).toHaveCount(0);
    const nextMine = staff.page.getByTestId('service-mine').filter({ hasText: nextName });
    await nextMine.click();
    await staff.page.getByTestId('service-end').click();
    await staff.page
      .getByRole('dialog')
      .getByRole('button', { name: t('customer.end') })
      .click();
    await expect(staff.page.getByRole('dialog')).toHaveCount(0);
    await expect(nextState).toContainText(t('customer.ended'));
    await shoot(staff.page, `staff-idle-${lang}`);

    await next.context.close();
    await member.context.close();
    await staff.context.close();
  });
}

/** The member's nickname as the session shows it (the header's user menu). */
async function memberName(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    const res = await fetch('/api/userInfo', { headers: { Authorization: `Bearer ${localStorage.getItem('b2b.token')}` } });
    return ((await res.json()).data?.nickname as string) ?? null;
  });
}
