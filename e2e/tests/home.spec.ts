import type { Browser, Page } from '@playwright/test';
import { expect, fillLogin, signIn, test, type Platform } from '../support/fixtures';
import { LANGUAGES, type Lang, strings } from '../support/strings';
import { shootBothWidths } from '../support/screens';

// The role home of a DEV and a supplier with live figures (the same numbers the API gives), a TODO notice opened
// on its detail page (it becomes read), the /redirect landing of mail links (allowed, refused, and through sign-in
// for a visitor). Both languages, 1440 and 390 px.

const CJK = /[\u4e00-\u9fff]/;

const shoot = (page: Page, name: string) => shootBothWidths(page, 'home', name);

/** A call of the API as the signed-in page makes it (its token, its language). */
async function apiData<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('b2b.token')}`, 'Accept-Language': document.documentElement.lang };
    return (await (await fetch(url, { headers })).json()).data;
  }, path);
}

interface Summary {
  todoNotices: number;
  dev?: { responsesToEvaluate: number; projectsNeedingAction: number; milestonesInReview: number; demands: Record<string, number> };
  sup?: { matchingDemands: number; openDemands: number; responses: { active: number }; work: { projects: number } };
}

async function signedIn(browser: Browser, platform: Platform, account: string, lang: Lang) {
  const context = await browser.newContext({ locale: lang, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page, platform, account);
  await expect(page).toHaveURL(/\/home$/);
  if (lang === 'en-US') await page.getByTestId('lang-en-US').click();
  return { context, page, errors };
}

const figure = (page: Page, key: string) => page.getByTestId(`home-figure-${key}`);

/** The home page's text less what is data, not interface: the user's and the company's names. */
async function interfaceText(page: Page) {
  const user = await apiData<{ nickname: string; companyName: string | null }>(page, '/api/userInfo');
  // What companies wrote (a demand's title in the news of followed companies) is in their language, not the interface's.
  let text = await page.getByTestId('home-page').evaluate((home) => {
    const copy = home.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[data-user-content]').forEach((node) => node.remove());
    return copy.textContent ?? '';
  });
  for (const name of [user.nickname, user.companyName]) if (name) text = text.split(name).join('');
  return text;
}

for (const lang of LANGUAGES) {
  const th = (key: string, vars?: Record<string, string | number>) => strings(lang)('host', key, vars);

  test(`a DEV's home: live figures, a TODO notice opened and read, mail links through /redirect (${lang})`, async ({
    browser,
    platform,
  }) => {
    const { context, page, errors } = await signedIn(browser, platform, 'dev@demo.test', lang);
    await expect(page.getByRole('heading', { name: th('home.today.DEV') })).toBeVisible();
    const summary = await apiData<Summary>(page, '/api/home/summary');
    await expect(figure(page, 'toEvaluate')).toHaveText(String(summary.dev!.responsesToEvaluate));
    await expect(figure(page, 'myDemands')).toHaveText(String(summary.dev!.demands.PUBLISHED));
    await expect(figure(page, 'projects')).toHaveText(String(summary.dev!.projectsNeedingAction));
    await expect(figure(page, 'milestones')).toHaveText(String(summary.dev!.milestonesInReview));
    expect(summary.dev!.responsesToEvaluate + summary.dev!.demands.PUBLISHED).toBeGreaterThan(0);
    const unreadChat = await apiData<number>(page, '/api/imMessages/userUnreadCount');
    await expect(figure(page, 'chat')).toHaveText(String(unreadChat));
    await expect(page.getByTestId('home-tile-toEvaluate')).toHaveAttribute('href', '/workstation/published/dev/List?status=PUBLISHED');
    if (lang === 'en-US') expect(await interfaceText(page)).not.toMatch(CJK);
    await shoot(page, `dev-home-${lang}`);

    // The header's message center counts what the server counts.
    const counts = await apiData<{ ALL: number; TODO: number }>(page, '/api/user/notice/counts');
    expect(counts.TODO).toBe(summary.todoNotices);
    expect(counts.ALL).toBeGreaterThan(0);
    const bell = page.locator('.ant-badge', { has: page.getByTestId('message-center-button') });
    await expect(bell.locator('.ant-badge-count')).toHaveAttribute('title', String(counts.ALL));

    // A TODO notice from the home page: its detail page marks it read. (Specs before this one on the same
    // platform may have read the latest ones already: then the count stays as it was.)
    const todo = await apiData<{ list: { id: string; title: string; read: boolean }[] }>(page, '/api/user/notice?type=TODO&pageSize=3');
    const unread = todo.list.find((n) => !n.read) ?? todo.list[0];
    expect(unread).toBeTruthy();
    const wasUnread = !unread.read;
    await page.getByTestId('home-todo').locator(`a[href="/notification/detail?id=${unread.id}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/notification/detail\\?id=${unread.id}$`));
    await expect(page.getByTestId('notice-detail')).toHaveAttribute('data-read', 'true');
    await expect(page.getByRole('heading', { name: unread.title })).toBeVisible();
    await shoot(page, `notice-detail-${lang}`);
    const after = await apiData<{ list: { id: string; read: boolean }[] }>(page, '/api/user/notice?type=TODO&pageSize=3');
    expect(after.list.find((n) => n.id === unread.id)?.read).toBe(true);
    expect((await apiData<{ TODO: number }>(page, '/api/user/notice/counts')).TODO).toBe(counts.TODO - (wasUnread ? 1 : 0));
    await page
      .getByTestId('notification-detail-page')
      .getByRole('button', { name: th('notificationDetail.back'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/home$/);

    // Another account's notice: the server's refusal, said plainly.
    await page.goto(`${platform.url}/notification/detail?id=00000000-0000-4000-8000-000000000000`);
    await expect(page.getByText(th('notificationDetail.notFound'))).toBeVisible();

    // A mail's link: an allowed page goes through, anything else lands home with a message.
    await page.goto(`${platform.url}/redirect?to=${encodeURIComponent('/workstation/project/list')}`);
    await expect(page).toHaveURL(/\/workstation\/project\/list$/);
    await page.goto(`${platform.url}/redirect?to=${encodeURIComponent('//evil.example.com')}`);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText(th('home.redirectRefused'))).toBeVisible();
    await shoot(page, `redirect-refused-${lang}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  test(`a supplier's home with live figures; a visitor follows a mail link through sign-in (${lang})`, async ({ browser, platform }) => {
    const { context, page, errors } = await signedIn(browser, platform, 'sup@demo.test', lang);
    await expect(page.getByRole('heading', { name: th('home.today.SUP') })).toBeVisible();
    const summary = await apiData<Summary>(page, '/api/home/summary');
    await expect(figure(page, 'demands')).toHaveText(String(summary.sup!.matchingDemands));
    await expect(figure(page, 'responses')).toHaveText(String(summary.sup!.responses.active));
    await expect(figure(page, 'work')).toHaveText(String(summary.sup!.work.projects));
    expect(summary.sup!.openDemands).toBeGreaterThan(0);
    await expect(page.getByTestId('home-tile-demands')).toContainText(th('home.detail.open', { count: summary.sup!.openDemands }));
    if (lang === 'en-US') expect(await interfaceText(page)).not.toMatch(CJK);
    await shoot(page, `sup-home-${lang}`);
    expect(errors).toEqual([]);
    await context.close();

    const visitor = await browser.newContext({ locale: lang, viewport: { width: 390, height: 844 } });
    const v = await visitor.newPage();
    await v.goto(`${platform.url}/redirect?to=${encodeURIComponent('/workstation/project/work')}`);
    await expect(v).toHaveURL(/\/auth\/login\?redirect=%2Fredirect%3Fto%3D/);
    await fillLogin(v, 'sup@demo.test');
    await expect(v).toHaveURL(/\/workstation\/project\/work$/);
    await visitor.close();
  });
}

for (const lang of LANGUAGES) {
  test(`a followed supplier's approved certificate is news on party A's home, its kind in the reader's language (${lang})`, async ({
    browser,
    platform,
  }) => {
    const { context, page } = await signedIn(browser, platform, 'dev@demo.test', lang);
    const news = page.getByTestId('home-news');
    // The demo's Aurora Mobile (followed by dev@demo.test's company) holds an approved ISO 9001 certificate.
    const company = lang === 'en-US' ? 'Aurora Mobile' : '极光移动科技';
    const kind = lang === 'en-US' ? 'ISO 9001 quality' : 'ISO 9001 质量管理';
    const item = news.getByTestId('home-news-item').filter({ hasText: kind });
    await expect(item.first()).toContainText(strings(lang)('host', 'home.news.kind.CERTIFIED', { company }));
    await expect(item.first().getByRole('link')).toHaveAttribute('href', /\/onboarded-sup\?q=/);
    await page.mouse.move(700, 800); // away from the account menu the language switch left the pointer over
    await shoot(page, `news-certified-${lang}`);
    await context.close();
  });
}
