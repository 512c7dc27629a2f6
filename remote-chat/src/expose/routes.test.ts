import { routesOf } from '@b2b/shared/access';

(globalThis as Record<string, unknown>).__APP_VERSION__ = 'test';

describe('remote-chat exposes', () => {
  it('a page for every route of its part of the shared table', async () => {
    const { default: remote } = await import('./routes');
    expect(remote.owner).toBe('chat');
    expect(remote.routes.map((r) => r.path)).toEqual(routesOf('chat').map((r) => r.path));
    for (const route of remote.routes) await expect(route.load()).resolves.toHaveProperty('default');
  });
});
