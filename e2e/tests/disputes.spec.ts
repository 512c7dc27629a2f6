import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { apiAs, signedInPage } from '../support/marketplace';
import { LANGUAGES, label, strings } from '../support/strings';
import { shootBothWidths } from '../support/screens';

const shoot = (page: Page, name: string, fullPage = true) => shootBothWidths(page, 'delivery-dashboard', name, { fullPage });

const WORDS = {
  'zh-CN': { reason: '需求方逾期未验收第二个里程碑', note: '请需求方三日内完成验收' },
  'en-US': { reason: 'Party A has not reviewed the second milestone in time', note: 'Party A reviews the delivery within three days' },
} as const;

for (const lang of LANGUAGES) {
  test(`(${lang}) a supplier opens a dispute, staff resolve it in the console with a note both sides see; the dashboard draws its charts`, async ({
    browser,
    platform,
  }) => {
    test.setTimeout(180_000);
    const t = strings(lang);
    const stamp = Date.now();
    const reason = `${WORDS[lang].reason} ${stamp}`;
    const note = `${WORDS[lang].note} ${stamp}`;

    // The supplier opens a dispute on the demo's project in progress (through the API, as its page would).
    const sup = await apiAs(platform, 'sup@demo.test');
    const dev = await apiAs(platform, 'dev@demo.test');
    const working = (await sup('GET', '/api/projects?status=IN_PROGRESS&pageSize=50')).list[0];
    expect(working).toBeTruthy();
    await sup('POST', `/api/projects/${working.id}/dispute`, { reason });

    // Staff see it counted on the console's card, open it with its history, and let the project continue.
    const staff = await signedInPage(browser, platform, 'service@demo.test', lang);
    await staff.goto(`${platform.url}/workstation/console`);
    const card = staff.getByTestId('queue-disputes');
    await expect(card).toContainText(t('console', 'queue.disputes'));
    await expect(card.locator('.ant-statistic-content-value')).not.toHaveText('0');
    await card.click();
    const row = staff.getByRole('listitem').filter({ hasText: working.title });
    await expect(row.getByText(t('console', 'disputes.open'))).toBeVisible();
    await row.getByRole('button', { name: label(t('console', 'disputes.handle')) }).click();
    const drawer = staff.getByRole('dialog');
    await expect(drawer.getByText(reason).first()).toBeVisible();
    await expect(drawer.getByText(t('console', 'projectEvents.DISPUTE_OPENED')).first()).toBeVisible();
    await drawer.getByRole('radio', { name: new RegExp(`^${t('console', 'resolve.CONTINUE').slice(0, 4)}`) }).check();
    await drawer.getByLabel(t('console', 'resolve.note')).fill(note);
    await shoot(staff, `console-disputes-${lang}`, false);
    await drawer.getByRole('button', { name: t('console', 'resolve.submit') }).click();
    await expect(staff.getByRole('dialog')).toHaveCount(0);
    await expect(row.getByText(t('console', 'disputes.open'))).toHaveCount(0);

    // Both sides read the decision and the note, on the project and in their notices.
    for (const side of [sup, dev]) {
      const project = await side('GET', `/api/projects/${working.id}`);
      expect(project.status).toBe('IN_PROGRESS');
      expect(project.disputes.at(-1)).toMatchObject({ status: 'RESOLVED', decision: 'CONTINUE', note });
      const notices = (await side('GET', '/api/user/notice?pageSize=50')).list as { content: string }[];
      expect(notices.some((n) => n.content.includes(note))).toBe(true);
    }

    // Party A's dashboard: figures and the four charts, drawn once the chart library has come.
    const devPage = await signedInPage(browser, platform, 'dev@demo.test', lang);
    await devPage.goto(`${platform.url}/workstation/project/dashBoard`);
    // A remote's page on a loaded machine: the first visit fetches the remote and the page's files.
    await expect(devPage.getByText(t('dashboard', 'byStatus.title'))).toBeVisible({ timeout: 30_000 });
    await expect(devPage.locator('canvas[role="img"]')).toHaveCount(4);
    await expect(devPage.getByTestId('figure-IN_PROGRESS')).toContainText(t('dashboard', 'status.IN_PROGRESS'));
    await shoot(devPage, `dashboard-${lang}`);
  });
}
