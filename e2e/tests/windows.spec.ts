import type { Locator, Page } from '@playwright/test';
import { expect, test, type Platform } from '../support/fixtures';
import { apiAs, signedInPage } from '../support/marketplace';
import { LANGUAGES, type Lang, strings } from '../support/strings';
import { shootBothWidths } from '../support/screens';

// A supplier (sup@demo.test) builds its showcase window with a cover, a case and a contact, previews and
// publishes it; a developer finds it in the suppliers' showcase and opens it; the supplier's exposure rises
// by one and does not rise again when the developer reloads (the browser reports once a day, the server
// counts once per viewer per day). Both languages, each with its own viewer; 1440 and 390 px.

/** Each language run has its own viewer: the server counts a viewer once a day. */
const VIEWER: Record<Lang, string> = { 'zh-CN': 'dev@demo.test', 'en-US': 'devproj@demo.test' };
const SAIL: Record<Lang, string> = { 'zh-CN': '云帆软件', 'en-US': 'Sail Cloud Software' };

const shoot = (page: Page, name: string, lang: Lang, ready: Locator) => shootBothWidths(page, 'windows', `${name}-${lang}`, { ready });

/** A 640×360 PNG drawn in the page's own canvas (no picture file in the repository). */
async function coverPng(page: Page): Promise<Buffer> {
  const data = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 360;
    const g = canvas.getContext('2d')!;
    const gradient = g.createLinearGradient(0, 0, 640, 360);
    gradient.addColorStop(0, '#0958d9');
    gradient.addColorStop(1, '#13c2c2');
    g.fillStyle = gradient;
    g.fillRect(0, 0, 640, 360);
    g.fillStyle = 'rgba(255,255,255,0.25)';
    g.beginPath();
    g.arc(480, 120, 90, 0, Math.PI * 2);
    g.fill();
    return canvas.toDataURL('image/png').split(',')[1];
  });
  return Buffer.from(data, 'base64');
}

/** The supplier's window is a draft before each run (the other language's run may have published it). */
async function draftWindow(platform: Platform) {
  const sup = await apiAs(platform, 'sup@demo.test');
  const mine = await sup('GET', '/api/showcase/mine');
  if (mine?.state === 'PUBLISHED') await sup('POST', '/api/showcase/mine/unpublish');
}

const exposureToday = async (page: Page) =>
  Number((await page.getByTestId('exposure-today').locator('.ant-statistic-content-value').innerText()).trim());

for (const lang of LANGUAGES) {
  test(`(${lang}) a supplier builds and publishes its window; a developer opens it; exposure rises once`, async ({ browser, platform }) => {
    test.setTimeout(240_000);
    const t = strings(lang);
    const th = (key: string, vars?: Record<string, string | number>) => t('host', key, vars);
    const stamp = Date.now().toString(36);
    const intro = { 'zh-CN': `云帆软件专注工业软件 ${stamp}`, 'en-US': `Sail builds industrial software ${stamp}` };
    const caseTitle = lang === 'zh-CN' ? '智慧工厂 MES 上线' : 'Smart factory MES rollout';
    await draftWindow(platform);

    // The supplier: its window page → the form → cover, introduction, a case, a contact → preview → save.
    const sup = await signedInPage(browser, platform, 'sup@demo.test', lang);
    await sup.setViewportSize({ width: 1440, height: 900 });
    await sup.goto(`${platform.url}/windows/partyB`);
    await expect(sup.getByTestId('my-window')).toBeVisible();
    const action = sup.getByTestId('window-create').or(sup.getByTestId('window-edit'));
    await action.click();
    await expect(sup).toHaveURL(/\/windows\/createPartyB$/);
    const form = sup.getByTestId('window-form');
    // The other language's run left a cover: the uploader takes one.
    const cover = { name: 'cover.png', mimeType: 'image/png', buffer: await coverPng(sup) };
    if ((await form.locator('img').count()) === 0) await form.locator('input[type=file]').first().setInputFiles(cover);
    await expect(form.locator('img').first()).toBeVisible();
    await sup
      .getByTestId(lang === 'zh-CN' ? 'window-intro-zh' : 'window-intro-en')
      .fill(`## ${SAIL[lang]}\n\n${intro[lang]}\n\n- **MES**\n- ERP`);
    if ((await sup.getByTestId('case-title-0').count()) === 0) await sup.getByTestId('case-add').click();
    await sup.getByTestId('case-title-0').fill(caseTitle);
    await sup.getByTestId('contact-name-0').fill(lang === 'zh-CN' ? '王经理' : 'Wang Lei');
    await sup.getByTestId('contact-phone-0').fill('021-55550000');
    await shoot(sup, 'form', lang, form);

    await sup.getByTestId('window-preview').click();
    const preview = sup.getByTestId('window-form-preview');
    await expect(preview).toContainText(intro[lang]);
    await expect(preview.getByTestId('window-intro').locator('strong')).toHaveText('MES');
    await shoot(sup, 'form-preview', lang, preview);
    await sup.getByRole('button', { name: th('windows.form.closePreview') }).click();

    await sup.getByTestId('window-save').click();
    await expect(sup).toHaveURL(/\/windows\/partyB$/);
    await expect(sup.getByTestId('window-state')).toHaveText(th('windows.state.DRAFT'));
    await sup.getByTestId('window-publish').click();
    await expect(sup.getByTestId('window-state')).toHaveText(th('windows.state.PUBLISHED'));
    await expect(sup.getByTestId('my-window-preview')).toContainText(intro[lang]);
    await expect.poll(() => exposureToday(sup)).not.toBeNaN();
    const before = await exposureToday(sup);
    await shoot(sup, 'mine', lang, sup.getByTestId('window-exposure'));

    // The developer: the suppliers' showcase → the supplier's card → its window.
    const dev = await signedInPage(browser, platform, VIEWER[lang], lang);
    await dev.setViewportSize({ width: 1440, height: 900 });
    const reports: string[] = [];
    dev.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/addExposure')) reports.push(request.url());
    });
    await dev.goto(`${platform.url}/windows/partyBshow`);
    await expect(dev.getByRole('heading', { name: t('kernel', 'route.partyBshow') })).toBeVisible();
    const card = dev.locator('[data-testid^=window-card-]').filter({ hasText: SAIL[lang] });
    await expect(card).toBeVisible();
    await expect(dev.locator('[data-testid^=window-card-]')).not.toHaveCount(1);
    await shoot(dev, 'show', lang, card);
    await card.getByText(SAIL[lang], { exact: true }).click();
    const detail = dev.getByTestId('window-detail');
    await expect(detail.getByTestId('window-intro')).toContainText(intro[lang]);
    await expect(detail.getByTestId('window-case')).toContainText(caseTitle);
    await expect(detail.getByTestId('window-contact')).toContainText('021-55550000');
    await shoot(dev, 'window', lang, detail.getByTestId('window-intro'));
    await expect.poll(() => reports.length).toBeGreaterThan(0);

    await sup.reload();
    await expect.poll(() => exposureToday(sup)).toBe(before + 1);

    // The developer reloads the window and the list: the browser reports nothing more today.
    const sent = reports.length;
    await dev.reload();
    await expect(detail.getByTestId('window-intro')).toContainText(intro[lang]);
    await dev.goto(`${platform.url}/windows/partyBshow`);
    await expect(card).toBeVisible();
    await dev.waitForLoadState('networkidle');
    expect(reports.length).toBe(sent);
    // Even a browser that forgot the dates does not count twice: the server keeps the day.
    await dev.evaluate(() => {
      for (const key of Object.keys(window.localStorage)) if (key.startsWith('b2b.exposure.')) window.localStorage.removeItem(key);
    });
    await dev.reload();
    await expect(card).toBeVisible();
    await expect.poll(() => reports.length).toBeGreaterThan(sent);
    await dev.waitForLoadState('networkidle');
    await sup.reload();
    await expect(sup.getByTestId('exposure-today').locator('.ant-statistic-content-value')).toHaveText(String(before + 1));

    await dev.context().close();
    await sup.context().close();
  });
}
