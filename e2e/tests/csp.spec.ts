import { createServer, type Server } from 'node:http';
import { clickInUserMenu, DEV_REMOTE_PAGES, expect, signIn, test } from '../support/fixtures';

// The host origin's Content-Security-Policy is generated from remotes.json: every remote listed there
// loads under it (remoteEntry.js, chunks, mf-manifest.json), and a script from any other origin is blocked.

const EVIL_PORT = 3199;

declare global {
  interface Window {
    __cspViolations?: string[];
    __evilRan?: boolean;
  }
}

test('the CSP lets every remote load and blocks a script from an origin not in remotes.json', async ({ app, platform }) => {
  const consoleViolations: string[] = [];
  app.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleViolations.push(message.text());
  });
  await app.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.__cspViolations!.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });

  // The header lists exactly the remotes' origins.
  const response = await app.goto(`${platform.url}/intro`);
  const csp = response!.headers()['content-security-policy'];
  // The pointer: each remote's manifest URL, and the hashes of its files (`integrity`, no origin of its own).
  const pointer: Record<string, unknown> = await (await fetch(`${platform.url}/remotes.json`)).json();
  const urls = Object.values(pointer).filter((value): value is string => typeof value === 'string');
  const origins = [...new Set(urls.map((url) => new URL(url).origin))];
  expect(origins).toHaveLength(4);
  // Inline scripts: only the prerendered pages' guard and the app page's session preload, each by its hash.
  expect(csp).toMatch(
    new RegExp(`script-src 'self' 'sha256-[A-Za-z0-9+/]+=*' 'sha256-[A-Za-z0-9+/]+=*' ${origins.join(' ').replace(/[.:/]/g, '\\$&')};`),
  );
  expect(csp).toContain("frame-ancestors 'none'");
  expect(response!.headers()['x-content-type-options']).toBe('nosniff');
  expect(response!.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');

  // Every remote loads under it.
  await signIn(app, platform, 'dev@demo.test');
  await expect(app).toHaveURL(/\/home$/);
  // A stored session's first page fetches antd's files from its head: the inline script ran under the CSP.
  await app.goto(`${platform.url}/home`);
  await expect(app.locator('link[rel="preload"][as="style"][href^="/antd."]')).toHaveCount(1);
  for (const [name, path] of DEV_REMOTE_PAGES) {
    await app.goto(`${platform.url}${path}`);
    await expect(app.locator(`[data-remote="${name}"]`)).toBeVisible({ timeout: 20_000 });
  }
  await clickInUserMenu(app, app.getByText('退出登录'));
  await app.goto(`${platform.url}/auth/login`);
  await expect(app.locator('[data-remote="auth"]')).toBeVisible({ timeout: 20_000 });
  expect(await app.evaluate(() => window.__cspViolations)).toEqual([]);
  expect(consoleViolations).toEqual([]);

  // A script from an origin remotes.json does not list never runs.
  const evil: Server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/javascript' });
    res.end('window.__evilRan = true;');
  });
  await new Promise<void>((resolve) => evil.listen(EVIL_PORT, '127.0.0.1', resolve));
  try {
    const evilUrl = `http://127.0.0.1:${EVIL_PORT}/x.js`;
    expect(await (await fetch(evilUrl)).text()).toContain('__evilRan');
    await app.evaluate((src) => {
      const script = document.createElement('script');
      script.src = src;
      document.head.appendChild(script);
    }, evilUrl);
    await expect.poll(() => app.evaluate(() => window.__cspViolations)).toContainEqual(`script-src-elem ${evilUrl}`);
    await app.waitForTimeout(500);
    expect(await app.evaluate(() => window.__evilRan)).toBeUndefined();
  } finally {
    await new Promise((resolve) => evil.close(resolve));
  }
});
