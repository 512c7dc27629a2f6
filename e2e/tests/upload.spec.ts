import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures';

const MB = 1024 * 1024;

/** A PDF of `size` bytes: the header the API detects the type by, then padding. */
function pdf(size: number): Buffer {
  const body = Buffer.alloc(size, 0x20);
  body.write('%PDF-1.4\n', 0, 'latin1');
  return body;
}

/** A 1×1 PNG. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** The uploader of a form field, by the field's label. */
const uploader = (page: Page, label: string) => page.locator('.ant-form-item').filter({ has: page.getByText(label, { exact: true }) });

/** Holds uploads to about `bytesPerSecond`, so that progress can be watched and an upload cancelled. */
async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return () => cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
}

test('upload a logo and two 20 MB licences from a remote page: progress moves, one is cancelled, the other downloads under its name', async ({
  app,
  platform,
}) => {
  // 40 MB up at a throttled 4 MB/s and 20 MB down: 32-66 s on this 2-core machine, over the 60 s default.
  test.setTimeout(150_000);
  await signIn(app, platform, 'dev@demo.test');
  await expect(app).toHaveURL(/\/home$/);
  await app.goto(`${platform.url}/auth/update-improve-info`);
  await expect(app.locator('form#company-info')).toBeVisible();

  const logo = uploader(app, '企业标志');
  await logo.locator('input[type=file]').setInputFiles({ name: '标志.png', mimeType: 'image/png', buffer: png });
  await expect(logo.getByText('已上传')).toBeVisible();
  await expect(logo.locator('img')).toHaveJSProperty('complete', true);
  expect(await logo.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  const licence = uploader(app, '营业执照');
  const restore = await throttleUploads(app, 4 * MB);
  await licence.locator('input[type=file]').setInputFiles([
    { name: '营业执照-正本.pdf', mimeType: 'application/pdf', buffer: pdf(20 * MB) },
    { name: '营业执照-副本.pdf', mimeType: 'application/pdf', buffer: pdf(20 * MB) },
  ]);
  const status = (name: string) => licence.locator('li').filter({ hasText: name }).getByRole('status');
  await expect(status('营业执照-正本.pdf')).toHaveText(/上传中 \d+%（[\d.]+ KB\/s）/);
  const percent = (text: string | null) => Number(/(\d+)%/.exec(text ?? '')?.[1]);
  const first = percent(await status('营业执照-正本.pdf').textContent());
  // The text also changes with the speed alone; the progress is the percentage moving on.
  await expect.poll(async () => percent(await status('营业执照-正本.pdf').textContent())).toBeGreaterThan(first);
  expect(Number(/([\d.]+) KB\/s/.exec((await status('营业执照-正本.pdf').textContent()) ?? '')?.[1])).toBeGreaterThan(0);

  await licence.getByRole('button', { name: '取消上传 营业执照-副本.pdf' }).click();
  await expect(status('营业执照-副本.pdf')).toHaveText('已取消');
  await expect(status('营业执照-正本.pdf')).toHaveText('已上传', { timeout: 30_000 });
  await restore();
  await licence.getByRole('button', { name: '移除 营业执照-副本.pdf' }).click();

  await app.locator('form#company-info button[type=submit]').click();
  await expect(app.getByText('企业信息已保存')).toBeVisible();

  await app.reload();
  const saved = uploader(app, '营业执照');
  await expect(saved.getByText('营业执照-正本.pdf')).toBeVisible();
  await expect(saved.getByText('营业执照-副本.pdf')).toHaveCount(0);
  const downloading = app.waitForEvent('download');
  await saved.getByRole('button', { name: '下载 营业执照-正本.pdf' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('营业执照-正本.pdf');
  const { size } = await import('node:fs').then((fs) => download.path().then((path) => fs.statSync(path)));
  expect(size).toBe(20 * MB);
});
