import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { RouteRule } from '@b2b/shared/access';
import type { RemoteRoute } from '@b2b/shared/federation';
import { i18n } from '@b2b/shared/i18n';
import { queryClient } from '@b2b/shared/query';
import { comingSoonRoute } from './coming-soon-route';
import { withProviders } from './with-providers';

async function renderLoaded(load: RemoteRoute['load']) {
  await i18n.changeLanguage('zh-CN');
  const { default: Page } = await load();
  render(
    <I18nextProvider i18n={i18n}>
      <Page />
    </I18nextProvider>,
  );
}

describe('withProviders', () => {
  it('renders the loaded page inside the providers, with the platform QueryClient', async () => {
    const mount = jest.spyOn(queryClient, 'mount');
    function ProfilePage() {
      return <h1>profile</h1>;
    }
    const load = withProviders(async () => ({ default: ProfilePage }));
    const { default: Provided } = await load();
    expect(Provided.displayName).toBe('WithProviders(ProfilePage)');
    await renderLoaded(load);
    expect(screen.getByRole('heading', { name: 'profile' })).toBeTruthy();
    expect(mount).toHaveBeenCalled();
  });
});

describe('comingSoonRoute', () => {
  it('loads the translated coming-soon panel for the route, inside the providers', async () => {
    const rule = { path: 'account/follow', title: 'route.accountFollow', owner: 'account' } as RouteRule;
    const route = comingSoonRoute(rule);
    expect(route.path).toBe('account/follow');
    await renderLoaded(route.load);
    expect(await screen.findByText('我的关注')).toBeTruthy();
    expect(screen.getByText('功能即将上线')).toBeTruthy();
  });
});
