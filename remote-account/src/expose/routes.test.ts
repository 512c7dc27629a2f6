import { routesOf } from '@b2b/shared/access';

(globalThis as Record<string, unknown>).__APP_VERSION__ = 'test';

describe('remote-account exposes', () => {
  it('one page for every account route of the shared table', async () => {
    const { default: remote, routes, owner } = await import('./routes');
    expect(owner).toBe('account');
    expect(remote.owner).toBe('account');
    expect(remote.routes).toBe(routes);
    expect(routes.map((r) => r.path)).toEqual(routesOf('account').map((r) => r.path));
    for (const route of routes) {
      const page = await route.load();
      expect(typeof page.default).toBe('function');
    }
  });

  it('loads the security pages for email, phone and password', async () => {
    const { routes } = await import('./routes');
    const load = (path: string) => routes.find((r) => r.path === path)!.load();
    expect((await load('account/email')).default).toBe((await import('../features/security/EmailPage')).default);
    expect((await load('account/phone')).default).toBe((await import('../features/security/PhonePage')).default);
    expect((await load('account/password')).default).toBe((await import('../features/security/PasswordPage')).default);
  });
});
