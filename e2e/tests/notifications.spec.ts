import { expect, test } from '../support/fixtures';
import { signedInPage } from '../support/marketplace';
import { shootBothWidths } from '../support/screens';
import { flowLanguages, type Lang, strings } from '../support/strings';

// The notices page (issue 37): the tabs count the unread notices, "mark all read" clears them here and on the
// header's bell; the settings choose per kind where notices go, saved at once and kept. Each language has its
// own account (marking all read is done once per account).
const ACCOUNT: Record<Lang, string> = { 'zh-CN': 'sup2@demo.test', 'en-US': 'ordinary@demo.test' };

for (const lang of flowLanguages('zh-CN')) {
  test(`notices: mark all read, then choose where each kind goes (${lang})`, async ({ browser, platform }) => {
    const t = strings(lang);
    const page = await signedInPage(browser, platform, ACCOUNT[lang], lang);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${platform.url}/account/notification`);
    const list = page.getByRole('list', { name: t('kernel', 'route.accountNotification') });
    await expect(list).toBeVisible();
    await expect(page.getByTestId('notice-tab-ALL')).toContainText(/\(\d+\)/);
    await shootBothWidths(page, 'notifications', `list-${lang}`, { ready: list });

    const bell = page.locator('.ant-badge', { has: page.getByTestId('message-center-button') });
    await expect(bell.locator('.ant-badge-count')).toBeVisible();
    await page.getByTestId('notice-read-all').click();
    await expect(page.getByText(new RegExp(t('account', 'notifications.readAllDone', { count: '\\d+' })))).toBeVisible();
    await expect(page.getByTestId('notice-tab-ALL')).toHaveText(t('kernel', 'notice.tab.ALL'));
    await expect(page.getByTestId('notice-read-all')).toBeDisabled();
    await expect(bell.locator('.ant-badge-count')).toHaveCount(0);

    await page.getByRole('tab', { name: t('account', 'notifications.view.settings') }).click();
    await expect(page).toHaveURL(/view=settings/);
    const account = page.getByTestId('notice-setting-ACCOUNT');
    const inboxName = `${t('account', 'notifications.area.ACCOUNT')} · ${t('account', 'notifications.settings.inbox')}`;
    await expect(account.getByRole('switch', { name: inboxName })).toBeDisabled();
    const mailName = `${t('account', 'notifications.area.MARKETPLACE')} · ${t('account', 'notifications.settings.mail')}`;
    const mail = page.getByTestId('notice-setting-MARKETPLACE').getByRole('switch', { name: mailName });
    await expect(mail).toHaveAttribute('aria-checked', 'false');
    await mail.click();
    await expect(page.getByText(t('account', 'notifications.settings.saved'))).toBeVisible();
    await expect(mail).toHaveAttribute('aria-checked', 'true');
    // Chat messages are mail only: the message-center switch is off and disabled, with its note.
    const chat = page.getByTestId('notice-setting-CHAT');
    const chatInbox = `${t('account', 'notifications.area.CHAT')} · ${t('account', 'notifications.settings.inbox')}`;
    await expect(chat.getByRole('switch', { name: chatInbox })).toBeDisabled();
    await expect(chat.getByRole('switch', { name: chatInbox })).toHaveAttribute('aria-checked', 'false');
    await expect(chat.getByText(t('account', 'notifications.settings.noInbox'))).toBeVisible();
    await shootBothWidths(page, 'notifications', `settings-${lang}`, { ready: account });
    await page.reload();
    await expect(page.getByTestId('notice-setting-MARKETPLACE').getByRole('switch', { name: mailName })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await page.context().close();
  });
}
