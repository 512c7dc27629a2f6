import type { Locator, Page } from '@playwright/test';
import { expect, test, type Platform } from '../support/fixtures';
import { advanceClock, apiAs, signedInPage } from '../support/marketplace';
import { LANGUAGES, label, type Lang, strings } from '../support/strings';
import { shootBothWidths } from '../support/screens';

const DAY = 86_400_000;
/** The API's review period (PROJECT_REVIEW_DAYS, 14 by default). */
const REVIEW_DAYS = 14;

// The second milestone is accepted by its review period passing: this spec's platform has a test clock of its own.
test.use({ testClock: true });

const DATA = {
  'zh-CN': {
    title: 'E2E 门店巡检系统交付',
    description: '门店巡检系统：巡检任务、拍照上传与整改闭环，按两个里程碑交付并验收。',
    first: '原型与接口设计',
    second: '开发与上线',
    deliverables: '原型链接与接口文档',
    progress: '原型已完成八成，接口设计在评审中。',
    delivery: '原型与接口文档已完成，请验收。',
    sendBack: '缺少错误码说明，请补充后重新提交',
    redelivery: '已补充错误码说明。',
    secondDelivery: '系统已上线，附上线报告。',
    commentA: '交付扎实，沟通顺畅。',
    commentSup: '需求清晰，验收及时。',
    file: '接口文档.txt',
  },
  'en-US': {
    title: 'E2E store inspection delivery',
    description: 'A store inspection system: tasks, photo upload and follow-up, delivered and accepted in two milestones.',
    first: 'Prototype and API design',
    second: 'Build and launch',
    deliverables: 'Prototype link and API document',
    progress: 'The prototype is 80% done; the API design is in review.',
    delivery: 'Prototype and API document are done, please review.',
    sendBack: 'The error codes are missing; please add them and deliver again',
    redelivery: 'Error codes added.',
    secondDelivery: 'The system is live; launch report attached.',
    commentA: 'Solid delivery, easy to work with.',
    commentSup: 'Clear requirements, prompt reviews.',
    file: 'api-design.txt',
  },
} as const;

/** A demand of dev@demo.test's company awarded to sup@demo.test, through the API (the marketplace spec walks that in the browser). */
async function awardedResponse(platform: Platform, title: string, description: string): Promise<{ demandId: string; responseId: string }> {
  const dev = await apiAs(platform, 'dev@demo.test');
  const staff = await apiAs(platform, 'service@demo.test');
  const sup = await apiAs(platform, 'sup@demo.test');
  // The API's time, which an earlier test of this worker may have moved forward.
  const { now } = await advanceClock(platform, 0);
  const demand = await dev('POST', '/api/demands', {
    title,
    categoryId: 'software',
    description,
    budgetMin: 80_000,
    budgetMax: 120_000,
    currency: 'CNY',
    deadline: now + 5 * DAY,
    provinceCode: '31',
    cityCode: '3101',
    attachmentIds: [],
    contactVisibility: 'AWARDED',
    lang: 'zh-CN',
    sealed: false,
    blind: false,
    criteria: [
      { key: 'price', name: '价格', weight: 50 },
      { key: 'quality', name: '方案质量', weight: 50 },
    ],
    submit: true,
  });
  await staff('PUT', `/api/console/demands/${demand.id}/verify`, { decision: 'APPROVE' });
  const response = await sup('POST', `/api/demands/${demand.id}/responses`, {
    price: 100_000,
    timelineDays: 40,
    proposal: '我们承接过多个同类项目，按里程碑分阶段交付，每个阶段提供可验收的成果与文档。',
    attachmentIds: [],
    manpowerIds: [],
  });
  await dev('POST', `/api/demands/${demand.id}/close`);
  await dev('POST', `/api/demands/${demand.id}/award`, { responseId: response.id });
  return { demandId: demand.id, responseId: response.id };
}

const card = (page: Page, name: string) => page.getByTestId('milestone-card').filter({ hasText: name });

/** Confirms the popover a button opened, by its ok text. */
async function confirm(page: Page, ok: string) {
  await page
    .locator('.ant-popover:visible')
    .getByRole('button', { name: label(ok) })
    .click();
}

/** The supplier's progress report or delivery on a milestone: notes, and a file when given. */
async function work(page: Page, lang: Lang, milestone: Locator, kind: 'progress' | 'submit', notes: string, file?: string) {
  const t = strings(lang);
  await milestone.getByRole('button', { name: label(t('projects', `work.${kind}Title`)) }).click();
  const drawer = page.getByRole('dialog');
  await drawer.locator('textarea').fill(notes);
  if (file) {
    await drawer.locator('input[type=file]').setInputFiles({ name: file, mimeType: 'text/plain', buffer: Buffer.from(`${notes}\n`) });
    await expect(drawer.getByText(t('kernel', 'upload.done'))).toBeVisible();
  }
  await drawer.getByRole('button', { name: label(t('projects', `work.${kind}Button`)) }).click();
  await expect(drawer).toBeHidden();
}

/** The project page as the reader has it now (another side acted meanwhile). */
async function reload(page: Page) {
  await page.reload();
  await expect(page.getByTestId('project-actions')).toBeAttached();
}

async function rate(page: Page, lang: Lang, comment: string) {
  const t = strings(lang);
  for (const [criterion, score] of [
    ['quality', 5],
    ['communication', 4],
    ['timeliness', 5],
  ] as const) {
    const item = page.locator('.ant-form-item').filter({ hasText: t('projects', `criterion.${criterion}`) });
    await item
      .locator('.ant-rate-star')
      .nth(score - 1)
      .locator('[role=radio]')
      .click();
  }
  await page.locator('form#project-rating textarea').fill(comment);
  await page.getByRole('button', { name: label(t('projects', 'rate.submit')) }).click();
}

/** `path` opened, then its screenshots at each width (reports/delivery/<name>-<lang>-<width>.png). */
async function shoot(page: Page, path: string, name: string, lang: Lang, ready: Locator) {
  await page.goto(path);
  await expect(ready).toBeVisible();
  await page.waitForLoadState('networkidle');
  await shootBothWidths(page, 'delivery', `${name}-${lang}`, { ready });
}

for (const lang of LANGUAGES) {
  test(`(${lang}) delivery: award → start the project → two milestones → start → a delivery with a file sent back with a reason → delivered again → accepted → the second accepted by the review period passing (test clock) → both rate → the ratings appear together`, async ({
    browser,
    platform,
  }) => {
    // The review period passing adds a clock move and two sign-ins to the walk.
    test.setTimeout(360_000);
    const t = strings(lang);
    const d = DATA[lang];
    const title = `${d.title} ${Date.now()}`;
    const { demandId } = await awardedResponse(platform, title, d.description);

    // Party A starts the project from the awarded demand's page and plans two milestones.
    let dev = await signedInPage(browser, platform, 'dev@demo.test', lang);
    await dev.goto(`${platform.url}/workstation/published/dev/${demandId}/view`);
    await dev
      .getByTestId('award-outcome')
      .getByRole('button', { name: t('dev', 'awarded.project') })
      .click();
    await expect(dev).toHaveURL(/\/workstation\/project\/published\/[\w-]+\/create$/);
    const plan = dev.getByTestId('plan-milestone');
    await plan.nth(0).getByLabel(t('projects', 'plan.name')).fill(d.first);
    await plan.nth(0).getByLabel(t('projects', 'plan.deliverables')).fill(d.deliverables);
    await plan.nth(0).getByLabel(t('projects', 'plan.share')).fill('40');
    await dev.getByRole('button', { name: t('projects', 'plan.add') }).click();
    await plan.nth(1).getByLabel(t('projects', 'plan.name')).fill(d.second);
    await expect(plan.nth(1).getByLabel(t('projects', 'plan.share'))).toHaveValue('60');
    await expect(dev.getByTestId('share-total')).toContainText('100%');
    await dev.getByRole('button', { name: label(t('projects', 'plan.save')) }).click();
    await expect(dev).toHaveURL(/\/workstation\/project\/published\/[\w-]+\/view$/);
    const projectId = dev.url().split('/').at(-2)!;
    await dev.getByRole('button', { name: label(t('projects', 'action.start')) }).click();
    await confirm(dev, t('projects', 'action.start'));
    await expect(dev.getByText(t('projects', 'status.IN_PROGRESS')).first()).toBeVisible();

    // The supplier finds it on its workspace, reports progress and delivers the first milestone with a file.
    let sup = await signedInPage(browser, platform, 'sup@demo.test', lang);
    await sup.goto(`${platform.url}/workstation/project/work`);
    await sup
      .getByRole('listitem')
      .filter({ hasText: title })
      .getByRole('button', { name: label(t('projects', 'list.work')) })
      .click();
    await expect(sup).toHaveURL(new RegExp(`/workstation/project/work/process/${projectId}$`));
    await work(sup, lang, card(sup, d.first), 'progress', d.progress);
    await work(sup, lang, card(sup, d.first), 'submit', d.delivery, d.file);
    await expect(card(sup, d.first).getByText(t('projects', 'milestoneState.SUBMITTED'), { exact: true }).first()).toBeVisible();

    // Party A reads the delivery and its file, and sends it back with a reason.
    await reload(dev);
    await expect(card(dev, d.first).getByText(d.file)).toBeVisible();
    await card(dev, d.first)
      .getByRole('button', { name: label(t('projects', 'review.sendBack')) })
      .click();
    const dialog = dev.getByRole('dialog');
    await dialog.getByLabel(t('projects', 'review.sendBackReason')).fill(d.sendBack);
    await dialog.getByRole('button', { name: label(t('projects', 'review.sendBack')) }).click();
    await expect(card(dev, d.first).getByText(t('projects', 'milestoneState.SENT_BACK'), { exact: true }).first()).toBeVisible();

    // The supplier reads why and delivers again; party A accepts.
    await reload(sup);
    await expect(card(sup, d.first).getByText(d.sendBack).first()).toBeVisible();
    await work(sup, lang, card(sup, d.first), 'submit', d.redelivery, d.file);
    await reload(dev);
    await card(dev, d.first)
      .getByRole('button', { name: t('projects', 'review.accept') })
      .click();
    await confirm(dev, t('projects', 'review.accept'));
    await expect(card(dev, d.first).getByText(t('projects', 'milestoneState.ACCEPTED'), { exact: true }).first()).toBeVisible();

    // The second milestone: delivered, and accepted by the review period passing (the platform's test clock).
    await reload(sup);
    await work(sup, lang, card(sup, d.second), 'progress', d.progress);
    await work(sup, lang, card(sup, d.second), 'submit', d.secondDelivery, d.file);
    await reload(dev);
    await expect(card(dev, d.second).getByText(t('projects', 'milestoneState.SUBMITTED'), { exact: true }).first()).toBeVisible();
    const { ran } = await advanceClock(platform, REVIEW_DAYS * DAY + 60_000);
    expect(ran).toBeGreaterThan(0);
    // Sessions age with the clock: both sides sign in again and find it accepted by the period, the project completed.
    await Promise.all([dev.context().close(), sup.context().close()]);
    dev = await signedInPage(browser, platform, 'dev@demo.test', lang);
    sup = await signedInPage(browser, platform, 'sup@demo.test', lang);
    const pages = [
      [dev, `${platform.url}/workstation/project/published/${projectId}/view`],
      [sup, `${platform.url}/workstation/project/work/process/${projectId}`],
    ] as const;
    for (const [page, url] of pages) {
      await page.goto(url);
      // A fresh sign-in loads the workstation's code again: give the first paint of the project more time.
      await expect(page.getByTestId('project-actions')).toBeAttached({ timeout: 30_000 });
      const second = card(page, d.second);
      await expect(second.getByText(t('projects', 'milestoneState.ACCEPTED'), { exact: true }).first()).toBeVisible();
      await second.getByText(t('projects', 'history.titleCount_other', { count: 2 })).click();
      await expect(second.getByText(t('projects', 'outcome.ACCEPTED_BY_REVIEW_PERIOD'))).toBeVisible();
      await expect(page.getByText(t('projects', 'status.COMPLETED')).first()).toBeVisible();
    }

    // Both rate: party A's stays hidden until the supplier rates, then both show together on both sides.
    await dev.getByRole('button', { name: t('projects', 'action.rate') }).click();
    await expect(dev).toHaveURL(new RegExp(`/workstation/project/evaluate\\?project=${projectId}$`));
    await rate(dev, lang, d.commentA);
    await expect(dev.getByTestId('rating')).toHaveCount(1);
    await expect(dev.getByText(t('projects', 'ratings.title')).first()).toBeVisible();
    await sup.goto(`${platform.url}/workstation/project/evaluate?project=${projectId}`);
    await expect(sup.getByText(d.commentA)).toHaveCount(0);
    await rate(sup, lang, d.commentSup);
    await expect(sup.getByText(t('projects', 'ratings.published'))).toBeVisible();
    await expect(sup.getByTestId('rating')).toHaveCount(2);
    await expect(sup.getByText(d.commentA)).toBeVisible();
    await dev.reload();
    await expect(dev.getByText(d.commentSup)).toBeVisible();
    await expect(dev.getByTestId('rating')).toHaveCount(2);

    // The pages of this project and of the demo's, as each side sees them, at 1440 and 390 px.
    const view = `${platform.url}/workstation/project/published/${projectId}/view`;
    await shoot(dev, `${platform.url}/workstation/project/list`, 'list', lang, dev.getByRole('list'));
    await shoot(dev, view, 'view-completed', lang, dev.getByTestId('project-actions'));
    await shoot(dev, `${view}?tab=trail`, 'trail', lang, dev.getByTestId('timeline-event').first());
    await shoot(
      dev,
      `${platform.url}/workstation/project/evaluate?project=${projectId}`,
      'evaluate',
      lang,
      dev.getByTestId('rating').first(),
    );
    await shoot(dev, `${platform.url}/workstation/project/published/create`, 'create', lang, dev.getByRole('heading').first());
    await shoot(sup, `${platform.url}/workstation/project/work`, 'work', lang, sup.getByRole('list'));
    const running = await (await apiAs(platform, 'dev@demo.test'))('GET', '/api/projects?status=IN_PROGRESS');
    const seeded = running.list[0].id as string;
    await shoot(
      dev,
      `${platform.url}/workstation/project/published/${seeded}/view`,
      'view-in-progress',
      lang,
      dev.getByTestId('milestone-card').first(),
    );
    await shoot(
      dev,
      `${platform.url}/workstation/project/published/${seeded}/edit`,
      'plan-revision',
      lang,
      dev.getByTestId('plan-milestone').first(),
    );
    await shoot(
      sup,
      `${platform.url}/workstation/project/work/process/${seeded}`,
      'process',
      lang,
      sup.getByTestId('milestone-card').first(),
    );
  });
}
