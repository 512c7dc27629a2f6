import { cpSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { DEV_REMOTE_PAGES, expect, signIn, test } from '../support/fixtures';
import { contractProblems, readContract } from '../../scripts/platform/contracts.mjs';
import { ROOT } from '../../scripts/platform/platform.mjs';
import { buildPreviousRelease, previousReleaseCommit } from '../../scripts/platform/previous-release.mjs';

/**
 * Skew between releases: separate teams deploy the host and each remote on their own schedules, so a page may run
 * the live host with the previous release of a remote, or the previous host with the live remotes. Each must work —
 * or, where the contract between them is broken (a kernel the host cannot serve), refuse that remote by name behind
 * its boundary while the rest works. The previous release is this history's previous landing
 * (scripts/platform/previous-release.mjs), built in a worktree of its own.
 */
const PREVIOUS = '0.0.0-previous';
const json = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const manifestOf = (dir: string) => json(join(dir, 'mf-manifest.json'));
const liveRemoteDist = (app: string) => join(ROOT, app, 'dist', json(join(ROOT, app, 'package.json')).version);

/** The page works, from the expected release; or, with a broken contract, shows that remote's unavailable panel. */
async function expectPage(page: Page, remote: string, problems: string[], version?: string) {
  if (problems.length) {
    await expect(page.getByTestId('remote-unavailable')).toBeVisible({ timeout: 30_000 });
    // The host's shell is still there around it (the sign-in pages' shell has no navigation, only the language switch).
    await expect(page.getByTestId('lang-zh-CN')).toBeVisible();
    return;
  }
  const root = page.locator(`[data-remote="${remote}"][data-remote-version]`);
  await expect(root).toBeVisible({ timeout: 30_000 });
  if (version) await expect(root).toHaveAttribute('data-remote-version', version);
}

test.describe('skew between the live and the previous release', () => {
  test.describe.configure({ mode: 'serial' });
  let previous = '';

  test.beforeAll(async () => {
    test.setTimeout(900_000);
    const commit = previousReleaseCommit();
    if (!commit) throw new Error('no previous landing in this history: set SKEW_BASE to the commit of the previous release');
    previous = buildPreviousRelease(commit, ['host', 'remote-workstation'], { remoteVersion: PREVIOUS, log: (line) => console.log(line) });
  });

  test('the live host with the previous release of the workstation', async ({ app, platform }) => {
    test.setTimeout(180_000);
    const built = join(previous, 'remote-workstation', 'dist', PREVIOUS);
    const served = join(ROOT, 'remote-workstation', 'dist', PREVIOUS);
    cpSync(built, served, { recursive: true });
    const live = (platform.remotes as Record<string, string>).workstation!;
    const problems = contractProblems('workstation', manifestOf(built), json(join(ROOT, 'host', 'dist', 'mf-manifest.json')));
    platform.setRemote('workstation', `http://localhost:${platform.ports.workstation}/${PREVIOUS}/mf-manifest.json`);
    try {
      await signIn(app, platform, 'dev@demo.test');
      await expect(app).toHaveURL(/\/home$/);
      await app.goto(`${platform.url}/workstation/published/dev/List`);
      await expectPage(app, 'workstation', problems, PREVIOUS);
      if (!problems.length) {
        await app.goto(`${platform.url}/workstation/published/dev/publish`);
        await expect(app.locator('#demand_title')).toBeVisible();
      }
      // The other remotes are untouched either way.
      await app.goto(`${platform.url}/chat`);
      await expectPage(app, 'chat', []);
    } finally {
      platform.setRemote('workstation', live);
      rmSync(served, { recursive: true, force: true });
    }
  });

  test('the previous host with the live remotes', async ({ app, platform }) => {
    test.setTimeout(180_000);
    const hostDist = join(previous, 'host', 'dist');
    const contract = readContract(join(previous, 'host', 'src', 'federation', 'remote-contract.json'));
    const problemsOf = (name: string, app: string) =>
      contractProblems(name, manifestOf(liveRemoteDist(app)), manifestOf(hostDist), contract);
    await platform.useHostBuild(hostDist);
    try {
      const auth = problemsOf('auth', 'remote-auth');
      await app.goto(`${platform.url}/auth/login`);
      await expectPage(app, 'auth', auth);
      if (auth.length) return;
      await signIn(app, platform, 'dev@demo.test');
      await expect(app).toHaveURL(/\/home$/);
      for (const [name, path] of DEV_REMOTE_PAGES) {
        await app.goto(`${platform.url}${path}`);
        await expectPage(app, name, problemsOf(name, `remote-${name}`));
      }
    } finally {
      await platform.useHostBuild();
    }
  });
});
