import { screen } from '@testing-library/react';
import { user } from '@test/fixtures';
import { renderPage } from '@test/render';
import type { UserInfo } from '@b2b/shared/contract';
import { PublishDemandLink } from './PublishDemandLink';
import { RightRail } from './RightRail';

const show = (u: UserInfo | null) =>
  renderPage(
    <>
      <PublishDemandLink user={u} />
      <RightRail user={u} />
    </>,
  );

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
