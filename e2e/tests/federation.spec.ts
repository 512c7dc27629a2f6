import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, signIn, test } from '../support/fixtures';
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

test('pointing remotes.json at a second build switches the remote without rebuilding the host', async ({ app, platform }) => {
  test.setTimeout(180_000);
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
  await signIn(app, platform, 'dev@demo.test');
  await expect(app).toHaveURL(/\/home$/);
  await app.goto(`${platform.url}/workstation/published/dev/List`);
  const first = app.locator('[data-remote="workstation"]');
  await expect(first).toHaveAttribute('data-remote-version', '0.1.0');

  platform.setRemote('workstation', `http://localhost:${platform.ports.workstation}/${version}/mf-manifest.json`);
  await app.reload();
  await expect(app.locator('[data-remote="workstation"]')).toHaveAttribute('data-remote-version', version);
});
