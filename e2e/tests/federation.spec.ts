import { execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, readdirSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures';
import { releaseIntegrity } from '../../scripts/platform/integrity.mjs';
import { ROOT } from '../../scripts/platform/platform.mjs';

test("with remote-chat's server down only chat's routes show the fallback", async ({ app, platform }) => {
  await signIn(app, platform, 'dev@demo.test');
  await expect(app).toHaveURL(/\/home$/);
  await platform.stopRemote('chat');
  try {
    await app.goto(`${platform.url}/chat`);
    await expect(app.getByTestId('remote-unavailable')).toBeVisible({ timeout: 20_000 });
    await expect(app.getByRole('navigation')).toBeVisible();

    await app.getByRole('navigation').getByText('首页').click();
    await expect(app.getByTestId('home-page')).toBeVisible();
    await app.goto(`${platform.url}/workstation/published/dev/List`);
    await expect(app.locator('[data-remote="workstation"]')).toBeVisible();

    await app.goto(`${platform.url}/chat`);
    await expect(app.getByTestId('remote-unavailable')).toBeVisible({ timeout: 20_000 });
  } finally {
    await platform.startRemote('chat');
  }
  await app.getByTestId('remote-retry').click();
  await expect(app.locator('[data-remote="chat"]')).toBeVisible({ timeout: 20_000 });
});

test("with remote-chat's origin serving garbage only chat's routes show the fallback", async ({ app, platform }) => {
  // A release folder whose every script is not JavaScript (a proxy's error page, a truncated upload): the manifest
  // loads, the entry does not run.
  const version = '0.1.0-garbage';
  const dist = join(ROOT, 'remote-chat', 'dist');
  const folder = join(dist, version);
  cpSync(
    join(
      dist,
      readdirSync(dist).find((name) => /^\d+\.\d+\.\d+$/.test(name))!,
    ),
    folder,
    { recursive: true },
  );
  for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    if (/\.(br|gz)$/.test(file)) unlinkSync(join(folder, file));
    else if (file.endsWith('.js')) writeFileSync(join(folder, file), '<html><body>502 Bad Gateway</body></html>');
  }
  const original = (platform.remotes as Record<string, string>).chat;
  platform.setRemote('chat', `http://localhost:${platform.ports.chat}/${version}/mf-manifest.json`);
  try {
    await signIn(app, platform, 'dev@demo.test');
    await expect(app).toHaveURL(/\/home$/);
    await expect(app.getByTestId('home-page')).toBeVisible();
    await app.goto(`${platform.url}/chat`);
    await expect(app.getByTestId('remote-unavailable')).toBeVisible({ timeout: 20_000 });
    await expect(app.getByRole('navigation')).toBeVisible();
    await app.goto(`${platform.url}/workstation/published/dev/List`);
    await expect(app.locator('[data-remote="workstation"]')).toBeVisible();
    // Leaving the page sends what it measured; the API counts the failure by remote, and the page's vitals.
    await app.waitForTimeout(1000);
    await app.goto('about:blank');
    const metrics = () => fetch(`${platform.apiUrl}/metrics`).then((reply) => reply.text());
    await expect
      .poll(async () => Number(/^client_remote_failures_total\{remote="chat"\} (\d+)$/m.exec(await metrics())?.[1] ?? 0))
      .toBeGreaterThan(0);
    await expect
      .poll(async () => Number(/^client_web_vital_seconds_count\{name="TTFB"\} (\d+)$/m.exec(await metrics())?.[1] ?? 0))
      .toBeGreaterThan(0);
  } finally {
    platform.setRemote('chat', original);
    rmSync(folder, { recursive: true, force: true });
  }
});

test("a changed byte in a remote's entry or manifest blocks that remote alone, named in the console", async ({ app, platform }) => {
  // A release folder whose files differ from the hashes remotes.json carries (those of the build it was copied
  // from): what a tampered CDN or a half-finished upload serves.
  const dist = join(ROOT, 'remote-workstation', 'dist');
  const built = readdirSync(dist).find((name) => /^\d+\.\d+\.\d+$/.test(name))!;
  const version = '0.1.0-tampered';
  const folder = join(dist, version);
  cpSync(join(dist, built), folder, { recursive: true });
  const tamper = (file: string) => {
    for (const precompressed of [`${file}.br`, `${file}.gz`]) rmSync(join(folder, precompressed), { force: true });
    appendFileSync(join(folder, file), '\n');
  };
  const refusals: string[] = [];
  app.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('remote "workstation" refused')) refusals.push(message.text());
  });
  const original = (platform.remotes as Record<string, string>).workstation;
  const hashes = releaseIntegrity(join(dist, built));
  try {
    tamper('remoteEntry.js');
    platform.setRemote('workstation', `http://localhost:${platform.ports.workstation}/${version}/mf-manifest.json`, hashes);
    await signIn(app, platform, 'dev@demo.test');
    await expect(app.getByTestId('home-page')).toBeVisible();
    await app.goto(`${platform.url}/workstation/published/dev/List`);
    await expect(app.getByTestId('remote-unavailable')).toBeVisible({ timeout: 20_000 });
    await expect(app.getByRole('navigation')).toBeVisible();
    expect(refusals.join('\n')).toContain('remoteEntry.js');
    await app.goto(`${platform.url}/account/password`);
    await expect(app.locator('[data-remote="account"]')).toBeVisible();

    tamper('mf-manifest.json');
    refusals.length = 0;
    await app.goto(`${platform.url}/workstation/published/dev/List`);
    await expect(app.getByTestId('remote-unavailable')).toBeVisible({ timeout: 20_000 });
    expect(refusals.join('\n')).toContain('mf-manifest.json');
  } finally {
    platform.setRemote('workstation', original);
    rmSync(folder, { recursive: true, force: true });
  }
  // The pointer back on files that match: the same page loads.
  await app.goto(`${platform.url}/workstation/published/dev/List`);
  await expect(app.locator('[data-remote="workstation"]')).toBeVisible({ timeout: 20_000 });
});

/** A navigation inside the app, as a link's click makes it: the router moves, the page is not loaded again. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('pointing remotes.json at a second build switches the remote without rebuilding the host: an open tab at its next navigation, without reloading the shell, and back on rollback', async ({
  app,
  platform,
}) => {
  test.setTimeout(240_000);
  const version = '0.1.1-e2e';
  execFileSync(
    join(ROOT, 'remote-workstation/node_modules/.bin/rspack'),
    ['build', '--config', 'rspack.config.ts', '--mode', 'production'],
    {
      cwd: join(ROOT, 'remote-workstation'),
      env: { ...process.env, APP_VERSION: version },
      stdio: 'inherit',
    },
  );
  const list = '/workstation/published/dev/List';
  const remote = app.locator('[data-remote="workstation"]');
  await signIn(app, platform, 'dev@demo.test');
  await expect(app).toHaveURL(/\/home$/);
  await app.goto(`${platform.url}${list}`);
  await expect(remote).toHaveAttribute('data-remote-version', '0.1.0');
  const first = (platform.remotes as Record<string, string>).workstation!;
  // Set on the page once: still there after the promotion means the shell was never loaded again.
  await app.evaluate(() => ((window as unknown as { shellMark: string }).shellMark = 'first load'));
  const reachedInTab = async (expected: string) => {
    // The tab reads the pointer at a navigation, at most once in two seconds; the promotion shows at the
    // first navigation to the remote after that read.
    await expect(async () => {
      await navigateInApp(app, '/home');
      await expect(app.getByTestId('home-page')).toBeVisible();
      await navigateInApp(app, list);
      await expect(remote).toHaveAttribute('data-remote-version', expected, { timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    expect(await app.evaluate(() => (window as unknown as { shellMark?: string }).shellMark)).toBe('first load');
    await expect(app.getByRole('navigation')).toBeVisible();
  };

  platform.setRemote('workstation', `http://localhost:${platform.ports.workstation}/${version}/mf-manifest.json`);
  await reachedInTab(version);
  // The promoted build's own pages work: another page of the remote, from the new release.
  await navigateInApp(app, '/workstation/published/dev/publish');
  await expect(app.locator('#demand_title')).toBeVisible();
  await expect(remote).toHaveAttribute('data-remote-version', version);

  // Rolled back: the tab returns to the first build the same way.
  platform.setRemote('workstation', first);
  await reachedInTab('0.1.0');

  // A page loaded after the promotion has it at once.
  platform.setRemote('workstation', `http://localhost:${platform.ports.workstation}/${version}/mf-manifest.json`);
  await app.reload();
  await expect(remote).toHaveAttribute('data-remote-version', version);
});
