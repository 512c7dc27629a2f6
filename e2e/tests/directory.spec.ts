import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { escapeRegExp, signedInPage } from '../support/marketplace';
import { LANGUAGES, strings } from '../support/strings';

/** A demo supplier of the directory (server/src/seed/directory.ts), as each language names it. */
const GREEN_GRAIN = { 'zh-CN': '青禾设计工作室', 'en-US': 'Green Grain Design' } as const;
const AURORA = { 'zh-CN': '极光移动科技', 'en-US': 'Aurora Mobile' } as const;

async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

const exactly = (text: string) => new RegExp(`^${escapeRegExp(text)}$`);

for (const lang of LANGUAGES) {
  test(`party A finds a supplier in the directory, filters, follows it and sees it marked (${lang})`, async ({ browser, platform }) => {
    const t = strings(lang);
    const page = await signedInPage(browser, platform, 'dev@demo.test', lang);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${platform.url}/onboarded-sup`);
    await expect(page.getByRole('heading', { name: t('host', 'onboardedSup.title') })).toBeVisible();
    const list = page.getByTestId('supplier-list');
    await expect(list).toBeVisible();
    // Promoted suppliers first, and marked as such.
    await expect(list.locator('[data-testid^="supplier-card-"]').first().getByTestId('promoted')).toHaveText(
      t('host', 'onboardedSup.card.promoted'),
    );
    await page.screenshot({ path: `../reports/screens/directory-${lang}-1440.png`, fullPage: true });

    // Filter by name, then follow the one supplier found.
    const name = GREEN_GRAIN[lang];
    const search = page.getByRole('searchbox', { name: t('host', 'onboardedSup.filter.keyword') });
    await search.fill(lang === 'zh-CN' ? '青禾' : 'green grain');
    await search.press('Enter');
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(list.locator('[data-testid^="supplier-card-"]')).toHaveCount(1);
    const card = list.locator('[data-testid^="supplier-card-"]');
    await expect(card).toContainText(name);
    await card.getByRole('button', { name: exactly(t('host', 'onboardedSup.follow.add', { name })) }).click();
    const following = card.getByRole('button', { name: exactly(t('host', 'onboardedSup.follow.followingName', { name })) });
    await expect(following).toHaveAttribute('aria-pressed', 'true');
    await expect(following).toContainText(t('host', 'onboardedSup.follow.following'));

    // "Followed only" keeps it, with the ones the demo company already follows.
    const followedOnly = page.getByRole('checkbox', { name: t('host', 'onboardedSup.filter.followed') });
    await followedOnly.click(); // the URL holds the state: the box shows it once the page has read it back
    await expect(followedOnly).toBeChecked();
    await expect(page).toHaveURL(/followed=1/);
    await expect(card).toContainText(name);
    await search.fill('');
    await search.press('Enter');
    await expect(list.locator('[data-testid^="supplier-card-"]')).toHaveCount(3);
    await expect(list).toContainText(AURORA[lang]);
    await page.screenshot({ path: `../reports/screens/directory-followed-${lang}-1440.png`, fullPage: true });

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(list).toBeVisible();
    await noHorizontalScroll(page);
    await page.screenshot({ path: `../reports/screens/directory-followed-${lang}-390.png`, fullPage: true });
    await page.goto(`${platform.url}/onboarded-sup`);
    await expect(list).toBeVisible();
    await noHorizontalScroll(page);
    await page.screenshot({ path: `../reports/screens/directory-${lang}-390.png`, fullPage: true });

    // Unfollow again, so the other language starts from the demo's own follows.
    await page.goto(`${platform.url}/onboarded-sup?followed=1`);
    const again = list.locator('[data-testid^="supplier-card-"]').filter({ hasText: name });
    await again.getByRole('button', { name: exactly(t('host', 'onboardedSup.follow.followingName', { name })) }).click();
    await expect(again).toHaveCount(0);
    await page.context().close();
  });
}

test('party A opens a chat with a promoted supplier from its card (zh-CN)', async ({ browser, platform }) => {
  const t = strings('zh-CN');
  const page = await signedInPage(browser, platform, 'dev@demo.test', 'zh-CN');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${platform.url}/onboarded-sup?q=${encodeURIComponent('极光')}`);
  const name = AURORA['zh-CN'];
  await page.getByRole('button', { name: exactly(t('host', 'onboardedSup.chat.label', { name })) }).click();
  await expect(page).toHaveURL(/\/chat\?c=[0-9a-f-]{36}$/);
  const text = `您好，想了解贵司的移动开发团队 ${Date.now()}`;
  const composer = page.getByLabel(t('chat', 'composer.placeholder'));
  await composer.fill(text);
  await composer.press('Enter');
  await expect(page.getByTestId('chat-message').filter({ hasText: text })).toBeVisible();
  await expect(page.getByTestId('chat-pending')).toHaveCount(0);
  await page.screenshot({ path: `../reports/screens/directory-chat-zh-CN-1440.png` });
  await page.context().close();
});

/** Directory suppliers the demo seed gave published ratings of 4.5 and above (server/src/seed/directory-ratings.ts). */
const TOP_RATED = { 'zh-CN': ['锦程物流软件', '蜀道云科技'], 'en-US': ['Jincheng Logistics Software', 'Shudao Cloud'] } as const;

for (const lang of LANGUAGES) {
  test(`party A filters the directory by rating and by showcase window, and opens a window (${lang})`, async ({ browser, platform }) => {
    const t = strings(lang);
    const page = await signedInPage(browser, platform, 'dev@demo.test', lang);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${platform.url}/onboarded-sup`);
    const list = page.getByTestId('supplier-list');
    await expect(list).toBeVisible();
    const cards = list.locator('[data-testid^="supplier-card-"]');
    await expect(list.getByText(t('kernel', 'rating.none')).first()).toBeVisible();

    // Rating 4.5 and above: the two top-rated suppliers, each with its average and count.
    await page.getByRole('combobox', { name: t('host', 'onboardedSup.filter.rating') }).click();
    await page.locator('.ant-select-item-option', { hasText: t('host', 'onboardedSup.filter.ratingOption', { value: 4.5 }) }).click();
    await expect(page).toHaveURL(/[?&]rating=4\.5/);
    await expect(cards).toHaveCount(2);
    for (const name of TOP_RATED[lang]) await expect(list).toContainText(name);
    const jincheng = cards.filter({ hasText: TOP_RATED[lang][0] });
    await expect(jincheng.getByTestId('rating')).toContainText(t('kernel', 'rating.line_other', { average: '4.7', count: 2 }));
    await page.screenshot({ path: `../reports/screens/directory-rating-${lang}-1440.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await noHorizontalScroll(page);
    await page.screenshot({ path: `../reports/screens/directory-rating-${lang}-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });

    // With a window: only suppliers that published one, each card linking to it.
    await page.goto(`${platform.url}/onboarded-sup`);
    await page.getByRole('checkbox', { name: t('host', 'onboardedSup.filter.withWindow') }).click();
    await expect(page).toHaveURL(/[?&]window=1/);
    // The unfiltered page stays on screen until the filtered one arrives: wait for every card to have its link.
    await expect(cards.first()).toBeVisible();
    await expect(cards.filter({ hasNot: page.getByTestId('window-link') })).toHaveCount(0);
    await page.screenshot({ path: `../reports/screens/directory-window-${lang}-1440.png`, fullPage: true });
    await cards.first().getByTestId('window-link').click();
    await expect(page).toHaveURL(/\/windows\/partyBshow\?company=/);
    await page.context().close();
  });
}
