import { routesOf } from '@b2b/shared/access';

(globalThis as Record<string, unknown>).__APP_VERSION__ = 'test';

describe('remote-auth exposes', () => {
  it('one lazily loaded page for every auth route of the shared table', async () => {
    const { default: remote, routes, owner } = await import('./routes');
    expect(owner).toBe('auth');
    expect(remote.owner).toBe('auth');
    expect(remote.routes).toBe(routes);
    expect(routes.map((r) => r.path)).toEqual(routesOf('auth').map((r) => r.path));
    for (const route of routes) {
      const page = await route.load();
      expect(typeof page.default).toBe('function');
    }
  });

  it('registers the auth namespace in both languages on import', async () => {
    await import('./routes');
    const { i18n } = await import('@b2b/shared/i18n');
    expect(i18n.hasResourceBundle('zh-CN', 'auth')).toBe(true);
    expect(i18n.hasResourceBundle('en-US', 'auth')).toBe(true);
    expect(i18n.getFixedT('en-US', 'auth')('login.title')).toBe('Sign in');
    expect(i18n.getFixedT('zh-CN', 'auth')('login.title')).toBe('登录');
  });
});
