import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { user } from '@test/fixtures';
import type { UserInfo } from '@b2b/shared/contract';
import { i18n } from '@b2b/shared/i18n';
import { PublishDemandLink } from './PublishDemandLink';
import { RightRail } from './RightRail';

async function show(u: UserInfo | null) {
  await i18n.changeLanguage('zh-CN');
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <PublishDemandLink user={u} />
        <RightRail user={u} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('publish demand and my collection shortcuts', () => {
  it('gives a DEV pay member the publish action and no collection', async () => {
    await show(user({ memberLevel: 'VIP' }));
    const link = screen.getByTestId('publish-demand');
    expect(link.getAttribute('href')).toBe('/workstation/published/dev/publish');
    expect(link.getAttribute('title')).toBeNull();
    expect(screen.queryByTestId('my-collection')).toBeNull();
  });

  it('tells a DEV who may not publish yet why, with the guard’s reason', async () => {
    await show(user({ memberLevel: 'ORDINARY' }));
    const link = screen.getByTestId('publish-demand');
    expect(link.getAttribute('data-reason')).toBe('pay');
    expect(link.getAttribute('title')).toBe('仅限 VIP 会员');
  });

  it('hides publishing from suppliers and staff, and gives a supplier My Collection', async () => {
    await show(user({ role: 'SUP' }));
    expect(screen.queryByTestId('publish-demand')).toBeNull();
    expect(screen.getByTestId('my-collection').getAttribute('href')).toBe('/workstation/published/sup/myCollection');
    await show(user({ role: 'CUSTOMER' }));
    expect(screen.queryAllByTestId('publish-demand')).toHaveLength(0);
  });
});
