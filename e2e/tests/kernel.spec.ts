import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Request } from '@playwright/test';
import { clickInUserMenu, expect, signIn, test } from '../support/fixtures';
import { ROOT } from '../../scripts/platform/platform.mjs';

// The kernel (@b2b/shared) must exist once in the browser: the host provides every subpath and each
// remote consumes the host's instance. These tests fail if an app or a kernel subpath bundled its
// own copy (a second session store, api client or i18n instance).

const KERNEL_VERSION: string = JSON.parse(readFileSync(join(ROOT, 'shared', 'package.json'), 'utf8')).version;
const KERNEL = ['@b2b/shared/session', '@b2b/shared/api', '@b2b/shared/i18n', '@b2b/shared/upload', '@b2b/shared/router'] as const;
const REMOTE = 'account';

// The probes below build their code in the page with `new Function`, which the host's
// Content-Security-Policy (no 'unsafe-eval') forbids; csp.spec.ts tests the policy itself.
test.use({ bypassCSP: true });

interface ScopeEntry {
  version: string;
  /** The registered `get` is the host's own provide: the host is the provider. */
  providedByHost: boolean;
  /** Remotes whose own provide of this subpath is the registered one (must be none). */
  providedByRemotes: string[];
  loaded: boolean;
  useIn: string[];
}

interface ScopeReport {
  instances: string[];
  /** Each remote instance's default share scope is the host's very object. */
  sharedScope: Record<string, boolean>;
  kernel: Record<string, ScopeEntry[]>;
}

/** What the federation runtime's share scope (`__FEDERATION__.__SHARE__`) says about the kernel. */
function readScope(page: Page, names: readonly string[]): Promise<ScopeReport> {
  return page.evaluate((names) => {
    type Shared = { get?: unknown; lib?: unknown; loaded?: boolean; useIn?: string[] };
    type Instance = { name: string; options: { id: string; shared: Record<string, Shared[] | undefined> } };
    const fed = (
      window as unknown as {
        __FEDERATION__: { __INSTANCES__: Instance[]; __SHARE__: Record<string, Record<string, Record<string, Record<string, Shared>>>> };
      }
    ).__FEDERATION__;
    const host = fed.__INSTANCES__.find((i) => i.name === 'host')!;
    const remotes = fed.__INSTANCES__.filter((i) => i !== host);
    const scope = fed.__SHARE__[host.options.id].default;
    return {
      instances: fed.__INSTANCES__.map((i) => i.name),
      sharedScope: Object.fromEntries(remotes.map((r) => [r.name, fed.__SHARE__[r.options.id]?.default === scope])),
      kernel: Object.fromEntries(
        names.map((name) => [
          name,
          Object.entries(scope[name] ?? {}).map(([version, entry]) => ({
            version,
            providedByHost: entry.get !== undefined && entry.get === host.options.shared[name]?.[0]?.get,
            providedByRemotes: remotes.filter((r) => r.options.shared[name]?.some((s) => s.get === entry.get)).map((r) => r.name),
            loaded: Boolean(entry.loaded || entry.lib),
            useIn: entry.useIn ?? [],
          })),
        ]),
      ),
    };
  }, names);
}

/**
 * Runs `body` in the page with the kernel module the share scope hands out for `name` (the one
 * entry registered for it), loading it through its registered factory if nobody has yet.
 */
function withKernelModule<T, A>(page: Page, name: string, body: string, arg?: A): Promise<T> {
  return page.evaluate(
    async ({ name, body, arg }) => {
      type Shared = { get: () => Promise<() => unknown>; lib?: () => unknown };
      const fed = (
        window as unknown as {
          __FEDERATION__: {
            __INSTANCES__: { name: string; options: { id: string } }[];
            __SHARE__: Record<string, Record<string, Record<string, Record<string, Shared>>>>;
          };
        }
      ).__FEDERATION__;
      const host = fed.__INSTANCES__.find((i) => i.name === 'host')!;
      const entries = Object.values(fed.__SHARE__[host.options.id].default[name]);
      if (entries.length !== 1) throw new Error(`${name}: ${entries.length} versions in the share scope`);
      const factory = entries[0].lib ?? (await entries[0].get());
      const mod = factory();
      return new Function('mod', 'arg', `return (async () => { ${body} })()`)(mod, arg);
    },
    { name, body, arg },
  );
}

const pngBytes = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

test('one kernel: the remote runs on the host’s session store, api client and i18n instance', async ({ app, platform }, testInfo) => {
  await signIn(app, platform, 'dev@demo.test');
  await expect(app).toHaveURL(/\/home$/);
  // A client-side navigation: the same document (and federation runtime) as the sign-in.
  await clickInUserMenu(app, app.getByRole('menuitem', { name: '修改密码' }));
  await expect(app).toHaveURL(/\/account\/password$/);
  const remote = app.locator(`[data-remote="${REMOTE}"]`);
  const heading = remote.getByRole('heading', { level: 4 });
  await expect(heading).toHaveText('修改密码');

  // (a) The share scope: one version of each kernel subpath, provided by the host, consumed by the remote.
  const scope = await readScope(app, KERNEL);
  expect(scope.instances).toContain(REMOTE);
  for (const [name, same] of Object.entries(scope.sharedScope)) expect(same, `${name} resolves in the host's share scope`).toBe(true);
  for (const name of KERNEL) {
    const entries = scope.kernel[name];
    expect(
      entries.map((e) => e.version),
      `${name}: exactly one version registered`,
    ).toEqual([KERNEL_VERSION]);
    expect(entries[0].providedByHost, `${name} is provided by the host`).toBe(true);
    expect(entries[0].providedByRemotes, `${name} is provided by no remote`).toEqual([]);
  }
  for (const name of ['@b2b/shared/session', '@b2b/shared/api', '@b2b/shared/i18n', '@b2b/shared/router']) {
    expect(scope.kernel[name][0].loaded, `${name} loaded`).toBe(true);
    expect(scope.kernel[name][0].useIn, `${name} consumed by the host and ${REMOTE}`).toEqual(expect.arrayContaining(['host', REMOTE]));
  }
  // React Router comes only as the kernel's router: no app shares the whole package beside it.
  const routerPackages = await readScope(app, ['react-router-dom', 'react-router']);
  expect(routerPackages.kernel, 'React Router is shared only as @b2b/shared/router').toEqual({
    'react-router-dom': [],
    'react-router': [],
  });

  // (b) The api client: a header stamped by an interceptor on the shared `http` instance must be on
  // the remote's own request and on the upload module's request. A second axios instance (a remote's
  // copy of api, or upload importing `../api`) would send neither the stamp.
  const probe = `kernel-${Date.now()}`;
  await withKernelModule(
    app,
    '@b2b/shared/api',
    `mod.http.interceptors.request.use((c) => { c.headers.set('X-Kernel-Probe', arg); return c; });`,
    probe,
  );
  const session = await withKernelModule<{ token: string; expires: number; user: Record<string, unknown> }, undefined>(
    app,
    '@b2b/shared/session',
    `const s = mod.useSession.getState(); return { token: s.token, expires: s.expires, user: s.user };`,
  );
  expect(session.token).toBeTruthy();

  // The remote's password form: its request, answered here, returns a session whose user has another
  // nickname; the remote applies it to *its* session store, and the host's header must show it.
  const sent: Request[] = [];
  await app.route('**/api/user/password', async (route) => {
    sent.push(route.request());
    await route.fulfill({
      json: {
        code: 200,
        msg: 'ok',
        data: { token: session.token, expires: session.expires, user: { ...session.user, nickname: 'Kernel Probe' } },
      },
    });
  });
  await remote.locator('#change-password_oldPassword').fill('Demo-2026-b2b');
  await remote.locator('#change-password_newPassword').fill('Kernel1234');
  await remote.locator('#change-password_confirm').fill('Kernel1234');
  await remote.locator('form#change-password button[type=submit]').click();
  await expect(app.getByTestId('user-menu')).toContainText('Kernel Probe');
  expect(sent).toHaveLength(1);
  expect(await sent[0].headerValue('x-kernel-probe'), "the remote's request went through the host's axios instance").toBe(probe);
  expect(await sent[0].headerValue('authorization')).toBe(`Bearer ${session.token}`);

  // The upload module handed out by the share scope uses that same api client and session.
  const uploads: Request[] = [];
  await app.route('**/api/common/upload/image', async (route) => {
    uploads.push(route.request());
    await route.fulfill({
      json: { code: 200, msg: 'ok', data: { id: 'probe', url: '/files/probe.png', name: 'probe.png', size: 8, contentType: 'image/png' } },
    });
  });
  const upload = `const file = new File([new Uint8Array(arg)], 'probe.png', { type: 'image/png' }); return (await mod.uploadImage(file)).url;`;
  expect(await withKernelModule(app, '@b2b/shared/upload', upload, pngBytes)).toBe('/files/probe.png');
  expect(await uploads[0].headerValue('x-kernel-probe'), "upload's request went through the shared api client").toBe(probe);
  expect(await uploads[0].headerValue('authorization')).toBe(`Bearer ${session.token}`);

  // (b) i18n: one switch in the host's header translates the remote's page too, without a reload.
  await app.getByTestId('lang-en-US').click();
  await expect(heading).toHaveText('Change password');
  await expect(remote.getByText('Current password', { exact: true })).toBeVisible();
  await app.screenshot({ path: testInfo.outputPath('remote-password-en.png') });

  // (b) Session: one sign-out in the host's user menu leaves the state the remote uses signed out.
  await clickInUserMenu(app, app.getByRole('menuitem', { name: 'Sign out' }));
  await expect(app).toHaveURL(/\/intro$/);
  const after = await withKernelModule<{ token: string | null; status: string }, undefined>(
    app,
    '@b2b/shared/session',
    `const s = mod.useSession.getState(); return { token: s.token, status: s.status };`,
  );
  expect(after).toEqual({ token: null, status: 'anonymous' });
  // Back to the remote's route in the same document: the guard sends the visitor away.
  await app.evaluate(() => {
    history.pushState({}, '', '/account/password');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(app).toHaveURL(/\/intro\?redirect=%2Faccount%2Fpassword/);
  await expect(remote).toHaveCount(0);
  // The shared upload (and so api) client sends no token any more.
  expect(await withKernelModule(app, '@b2b/shared/upload', upload, pngBytes)).toBe('/files/probe.png');
  expect(uploads).toHaveLength(2);
  expect(await uploads[1].headerValue('authorization')).toBeNull();
  expect(await uploads[1].headerValue('x-kernel-probe')).toBe(probe);
});

test('a remote built against another kernel is refused by name and shows the unavailable panel', async ({ app, platform }) => {
  test.setTimeout(180_000);
  const version = '0.1.0-kernel9';
  execFileSync(join(ROOT, 'remote-account/node_modules/.bin/rspack'), ['build', '--config', 'rspack.config.ts', '--mode', 'production'], {
    cwd: join(ROOT, 'remote-account'),
    env: { ...process.env, APP_VERSION: version, E2E_KERNEL_VERSION: '9.0.0', SOURCE_MAPS: 'false' },
    stdio: 'inherit',
  });
  const errors: string[] = [];
  app.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  const original = (platform.remotes as Record<string, string>)[REMOTE];
  platform.setRemote(REMOTE, `http://localhost:${platform.ports[REMOTE]}/${version}/mf-manifest.json`);
  try {
    await signIn(app, platform, 'dev@demo.test');
    await expect(app).toHaveURL(/\/home$/);
    await clickInUserMenu(app, app.getByRole('menuitem', { name: '修改密码' }));
    await expect(app.getByTestId('remote-unavailable')).toBeVisible({ timeout: 20_000 });
    await expect(app.getByTestId('remote-unavailable')).toContainText(/[\u4e00-\u9fff]/);
    const logged = errors.join('\n');
    expect(logged).toMatch(/remote "account" needs @b2b\/shared\/\w+ \^9\.0\.0, but the host provides 0\.\d+\.\d+/);
    // It failed as unavailable (the resilient plugin's marker), not by running half-loaded.
    expect(logged).toContain('remote account is unavailable');
    expect(logged).not.toMatch(/TypeError/);

    // The kernel the remote brought (9.0.0) was registered but never handed to anyone.
    const scope = await readScope(app, KERNEL);
    for (const name of ['@b2b/shared/session', '@b2b/shared/api', '@b2b/shared/i18n']) {
      const theirs = scope.kernel[name].find((e) => e.version === '9.0.0');
      expect(theirs?.providedByRemotes, `${name} 9.0.0 offered by ${REMOTE}`).toEqual([REMOTE]);
      expect(theirs?.loaded, `${name} 9.0.0 never loaded`).toBe(false);
      expect(scope.kernel[name].find((e) => e.version === KERNEL_VERSION)?.useIn).not.toContain(REMOTE);
    }

    // Everything else keeps working: the host's pages and another remote.
    await app.getByRole('navigation').getByText('首页').click();
    await expect(app.getByTestId('home-page')).toBeVisible();
    await app.goto(`${platform.url}/workstation/published/dev/List`);
    await expect(app.locator('[data-remote="workstation"]')).toBeVisible();
  } finally {
    platform.setRemote(REMOTE, original);
  }
});
