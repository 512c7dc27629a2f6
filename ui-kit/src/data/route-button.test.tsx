import { fireEvent, screen } from '@testing-library/react';
import { DEMO_USERS } from '@test/fixtures';
import { navigatedTo, renderPage } from '@test/render';
import { RouteButton } from './RouteButton';

const PUBLISH = '/workstation/published/dev/publish';
const show = (user: (typeof DEMO_USERS)[keyof typeof DEMO_USERS]) =>
  renderPage(<RouteButton to={PUBLISH}>发布需求</RouteButton>, { path: '/here', user });

describe('RouteButton: a button to a page, as the guard decides', () => {
  it('leads a user who may open the page to it', async () => {
    await show(DEMO_USERS.devMain);
    fireEvent.click(await screen.findByRole('button', { name: '发布需求' }));
    expect(await navigatedTo()).toBe(PUBLISH);
  });

  it('offers the page as an upgrade when only pay membership is missing, saying so before the click', async () => {
    await show(DEMO_USERS.ordinaryDev);
    fireEvent.click(await screen.findByRole('button', { name: /发布需求\s*VIP 专享/ }));
    expect(await navigatedTo()).toBe('/vip');
  });

  it.each(['supReq', 'staff'] as const)('is not there for a user who could never open the page (%s)', async (name) => {
    await show(DEMO_USERS[name]);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
