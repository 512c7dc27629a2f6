import { createElement } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
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

  it('loads the security pages for email, phone and password, each inside the app providers', async () => {
    const { routes } = await import('./routes');
    const { i18n } = await import('@b2b/shared/i18n');
    await i18n.changeLanguage('zh-CN');
    const pageTitle = async (path: string) => {
      const { default: Page } = await routes.find((r) => r.path === path)!.load();
      const view = render(createElement(MemoryRouter, null, createElement(Page)));
      const title = (await screen.findByRole('heading', { level: 4 })).textContent;
      view.unmount();
      return title;
    };
    expect(await pageTitle('account/email')).toBe('更换邮箱');
    expect(await pageTitle('account/phone')).toBe('更换手机号');
    expect(await pageTitle('account/password')).toBe('修改密码');
  });
});
