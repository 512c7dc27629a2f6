import { expect, openedDialog, test } from '../support/fixtures';
import { apiAs, chooseOption, escapeRegExp, inDays, signedInPage } from '../support/marketplace';
import { criterion, flowLanguages, label, strings } from '../support/strings';

/** What the users type, and the server's words the test looks for, in each language. */
const DATA = {
  'zh-CN': {
    title: 'E2E 仓储管理系统升级',
    category: '软件开发',
    province: '上海市',
    description: '现有仓储系统需要升级：支持多仓库库存、扫码出入库和报表导出，需提供源代码与部署文档。',
    question: '是否需要对接现有的 ERP 系统？',
    answer: '需要，ERP 接口文档会在签约后提供。',
    proposal: '我们有多个仓储系统项目经验，采用微服务架构，分三期交付。',
    rivalProposal: '我们提供成熟的仓储产品加定制开发，六周上线，含一年运维。',
    amendNote: '预算上限调整为 25 万元，其他不变。',
    asker: '云帆软件',
    declined: '响应未中标',
  },
  'en-US': {
    title: 'E2E warehouse system upgrade',
    category: 'Software development',
    province: 'Shanghai',
    description:
      'Our warehouse system needs an upgrade: multi-site stock, barcode in and out, report export; source code and deployment docs included.',
    question: 'Does it have to connect to our existing ERP?',
    answer: 'Yes; the ERP interface documents come after signing.',
    proposal: 'We have delivered several warehouse systems; microservices, delivered in three phases.',
    rivalProposal: 'A proven warehouse product plus custom work, live in six weeks, with a year of support.',
    amendNote: 'The budget ceiling is now 250,000; nothing else changes.',
    asker: 'Sail Cloud Software',
    declined: 'Your response was declined',
  },
} as const;

for (const lang of flowLanguages('zh-CN')) {
  test(`(${lang}) a demand from publication to award: A publishes with two weighted criteria, staff verify it, two suppliers respond, A answers a question for all and amends, a supplier reconfirms, two evaluators score, A awards, the winner reads its mark history and the other supplier is told`, async ({
    browser,
    platform,
  }) => {
    test.setTimeout(360_000);
    const t = strings(lang);
    const d = DATA[lang];
    const title = `${d.title} ${Date.now()}`;
    const dev = await signedInPage(browser, platform, 'dev@demo.test', lang);
    await expect(dev).toHaveURL(/\/home$/);
    await dev.goto(`${platform.url}/workstation/published/dev/publish`);
    await dev.locator('#demand_title').fill(title);
    await chooseOption(dev, '#demand_categoryId', d.category);
    await chooseOption(dev, '#demand_provinceCode', d.province);
    await dev.locator('#demand_budgetMin').fill('100000');
    await dev.locator('#demand_budgetMax').fill('200000');
    await dev.locator('#demand_deadline').click();
    await dev.locator('#demand_deadline').fill(inDays(5));
    await dev.locator('#demand_deadline').press('Enter');
    await dev.locator('#demand_description').fill(d.description);
    await dev.getByRole('button', { name: t('dev', 'criteria.remove', { n: 3 }) }).click();
    await dev.getByLabel(t('dev', 'criteria.weight', { n: 1 })).fill('60');
    await dev.getByLabel(t('dev', 'criteria.weight', { n: 2 })).fill('40');
    await expect(dev.getByTestId('weight-sum')).toContainText('100');
    await dev.getByRole('button', { name: label(t('dev', 'action.submitForVerification')) }).click();
    await expect(dev).toHaveURL(/\/workstation\/published\/dev\/verify/);
    await expect(dev.getByText(title)).toBeVisible();

    // Staff verify it in the console.
    const staff = await signedInPage(browser, platform, 'service@demo.test', lang);
    await staff.goto(`${platform.url}/workstation/console`);
    await staff.getByRole('tab', { name: t('console', 'queue.demands') }).click();
    await staff
      .getByRole('listitem')
      .filter({ hasText: title })
      .getByRole('button', { name: label(t('console', 'open')) })
      .click();
    await staff.getByRole('button', { name: t('console', 'approvePublish') }).click();
    await expect(staff.getByText(title)).toHaveCount(0);

    // The first supplier finds it in the demand zone, asks, and responds through the workstation's widget.
    const sup = await apiAs(platform, 'sup@demo.test');
    const market = await sup('GET', `/api/demands/market?keyword=${encodeURIComponent(title)}`);
    expect(market.total).toBe(1);
    const demandId = market.list[0].id as string;
    const supPage = await signedInPage(browser, platform, 'sup@demo.test', lang);
    await supPage.goto(`${platform.url}/demand?open=${demandId}`);
    const detail = supPage.getByRole('dialog');
    await expect(detail.getByText(title).first()).toBeVisible();
    await expect(detail.getByText(criterion(lang, 'price')).first()).toBeVisible();
    await detail.locator('textarea').first().fill(d.question);
    await detail.getByRole('button', { name: t('host', 'demand.questions.send') }).click();
    await expect(detail.getByText(d.question)).toBeVisible();
    await detail.getByRole('button', { name: label(t('host', 'demand.respond')) }).click();
    const respond = supPage.getByRole('dialog', { name: new RegExp(`^${escapeRegExp(t('respond', 'titleOf', { title: '' }))}`) });
    await respond
      .getByLabel(new RegExp(`^${escapeRegExp(t('workstation', 'responseTerms.price').split(/[（(]/)[0].trim())}`))
      .fill('150000');
    await respond.getByLabel(t('workstation', 'responseTerms.timelineDays')).fill('45');
    await respond.getByLabel(t('workstation', 'responseTerms.proposal')).fill(d.proposal);
    await respond.getByRole('button', { name: label(t('respond', 'submit')) }).click();
    await expect(supPage.getByText(t('host', 'demand.respondedToast'))).toBeVisible();
    const response = (await sup('GET', '/api/responses/mine?pageSize=50')).list.find((r: { demandId: string }) => r.demandId === demandId);
    expect(response).toMatchObject({ price: 150000, timelineDays: 45, status: 'ACTIVE', revision: 1 });

    // A second supplier responds too.
    const rival = await apiAs(platform, 'sup2@demo.test');
    const rivalResponse = await rival('POST', `/api/demands/${demandId}/responses`, {
      price: 180000,
      timelineDays: 42,
      proposal: d.rivalProposal,
      attachmentIds: [],
      manpowerIds: [],
    });

    // Party A answers once for all; both suppliers read it, neither learns who asked.
    await dev.goto(`${platform.url}/workstation/published/dev/${demandId}/view`);
    await dev.getByRole('tab', { name: t('dev', 'view.tab.questions') }).click();
    await dev.getByLabel(t('dev', 'questions.answerLabel', { n: 1 })).fill(d.answer);
    await dev.getByRole('button', { name: t('dev', 'questions.answer') }).click();
    await expect(dev.getByText(d.answer)).toBeVisible();
    expect(await sup('GET', `/api/demands/${demandId}/questions`)).toEqual([expect.objectContaining({ answer: d.answer, mine: true })]);
    const rivalQuestions = await rival('GET', `/api/demands/${demandId}/questions`);
    expect(rivalQuestions).toEqual([expect.objectContaining({ question: d.question, answer: d.answer, mine: false })]);
    expect(JSON.stringify(rivalQuestions)).not.toContain(d.asker);
    const rivalPage = await signedInPage(browser, platform, 'sup2@demo.test', lang);
    await rivalPage.goto(`${platform.url}/demand?open=${demandId}`);
    const rivalDetail = rivalPage.getByRole('dialog');
    await expect(rivalDetail.getByText(d.answer)).toBeVisible();
    await expect(rivalDetail.getByText(d.asker)).toHaveCount(0);

    // Party A amends the budget; the first supplier reconfirms its response against revision 2.
    await dev.goto(`${platform.url}/workstation/published/dev/${demandId}/edit`);
    await expect(dev.getByText(t('dev', 'amend.warningTitle'))).toBeVisible();
    await dev.locator('#demand_budgetMax').fill('250000');
    await dev.locator('#demand_amendNote').fill(d.amendNote);
    await dev.getByRole('button', { name: label(t('dev', 'action.publishAmendment')) }).click();
    await expect(dev.getByText(t('dev', 'edit.done.amend'))).toBeVisible();
    await supPage.goto(`${platform.url}/workstation/published/sup/list`);
    const card = supPage.getByRole('listitem').filter({ hasText: title });
    await expect(card.getByText(t('sup', 'outdated.title'))).toBeVisible();
    await card.getByRole('button', { name: label(t('sup', 'action.reconfirm')) }).click();
    await expect(supPage.getByText(t('sup', 'outdated.reconfirmed'))).toBeVisible();
    const reconfirmed = await sup('GET', `/api/responses/${response.id}`);
    expect(reconfirmed).toMatchObject({ revision: 2, outdated: false });

    // Party A closes responses early; two of its evaluators score the first supplier far apart.
    await dev.goto(`${platform.url}/workstation/published/dev/${demandId}/view`);
    await dev.getByRole('button', { name: label(t('dev', 'action.close')) }).click();
    await dev
      .getByRole('dialog')
      .getByRole('button', { name: label(t('dev', 'confirm.close.ok')) })
      .click();
    await expect(dev.getByText(t('workstation', 'demandStatus.CLOSED')).first()).toBeVisible();
    const score = async (page: typeof dev, price: string, timeline: string, total: string) => {
      await page.goto(`${platform.url}/workstation/published/dev/mark/${demandId}`);
      await expect(page.locator('[data-testid^="response-"]').first()).toBeVisible();
      const columns = await page
        .locator('[data-testid^="response-"]')
        .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid')));
      // antd repeats a scrolling table's header row; the columns are the distinct ids in order.
      const column = [...new Set(columns)].indexOf(`response-${response.id}`);
      expect(column).toBeGreaterThanOrEqual(0);
      await page
        .getByRole('button', { name: label(t('dev', 'mark.score')) })
        .nth(column)
        .click();
      const drawer = page.getByRole('dialog', { name: new RegExp(`^${escapeRegExp(t('dev', 'score.title', { name: '' }))}`) });
      await drawer.getByRole('spinbutton', { name: criterion(lang, 'price') }).fill(price);
      await drawer.getByRole('spinbutton', { name: criterion(lang, 'timeline') }).fill(timeline);
      await expect(drawer.getByText(total, { exact: true })).toBeVisible();
      await drawer.getByRole('button', { name: label(t('dev', 'score.save')) }).click();
      return column;
    };
    const column = await score(dev, '8', '6', '72');
    await expect(dev.getByText('72.0').first()).toBeVisible();
    const evaluator = await signedInPage(browser, platform, 'devproj@demo.test', lang);
    await score(evaluator, '5', '4', '46');
    await expect(evaluator.getByText('59.0').first()).toBeVisible();
    await expect(evaluator.getByText(t('dev', 'mark.disagreement')).first()).toBeVisible();

    // Party A awards the first supplier.
    await dev.reload();
    await expect(dev.getByText('59.0').first()).toBeVisible();
    await dev
      .getByRole('button', { name: label(t('dev', 'mark.award')) })
      .nth(column)
      .click();
    await (await openedDialog(dev)).getByRole('button', { name: label(t('dev', 'award.ok')) }).click();
    await expect(dev.getByTestId('award-outcome').getByText(t('dev', 'awarded.over'))).toBeVisible();

    // The winner reads its mark history: both scores and the award.
    await supPage.goto(`${platform.url}/workstation/published/sup/mark-history/${response.id}`);
    await expect(supPage.getByText(title).first()).toBeVisible();
    await expect(supPage.getByText(t('sup', 'history.kind.AWARD')).first()).toBeVisible();
    await expect(supPage.getByText(t('sup', 'history.kind.SCORE'), { exact: true })).toHaveCount(2);

    // The other supplier is told in its message center and lands on its own history, declined.
    await rivalPage.goto(`${platform.url}/home`);
    await rivalPage.getByTestId('message-center-button').click();
    await rivalPage.getByTestId('message-center').getByText(d.declined).first().click();
    await expect(rivalPage).toHaveURL(new RegExp(`/workstation/published/sup/mark-history/${rivalResponse.id}$`));
    await expect(rivalPage.getByText(t('sup', 'history.kind.DECLINE')).first()).toBeVisible();
  });
}

for (const lang of flowLanguages('en-US')) {
  test(`(${lang}) those who may not take part are told why: an unapproved supplier in the demand zone, a non-paying party A on the publish page`, async ({
    browser,
    platform,
  }) => {
    // Three accounts, each signed in and on two pages: over a minute on a slow two-core machine.
    test.setTimeout(150_000);
    const t = strings(lang);
    const either = (...keys: string[]) => new RegExp(keys.map((k) => escapeRegExp(t('kernel', k))).join('|'));
    const unapproved = await signedInPage(browser, platform, 'newsup@demo.test', lang);
    await unapproved.goto(`${platform.url}/demand`);
    await expect(unapproved.getByTestId('access-denied')).toBeVisible();
    await expect(unapproved.getByTestId('access-denied')).toContainText(either('access.approval.title', 'access.pay.title'));
    const ordinary = await signedInPage(browser, platform, 'ordinary@demo.test', lang);
    await ordinary.goto(`${platform.url}/workstation/published/dev/publish`);
    await expect(ordinary.getByTestId('access-denied')).toContainText(t('kernel', 'access.pay.title'));
    await expect(ordinary.getByTestId('access-denied')).toContainText(t('kernel', 'access.needsPay'));
  });
}
