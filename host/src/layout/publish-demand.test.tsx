import { screen, within } from '@testing-library/react';
import { DEMO_USERS } from '@test/fixtures';
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

describe('publish demand, customer service and my collection shortcuts', () => {
  it('gives a DEV pay member the publish action, customer service and no collection', async () => {
    await show(DEMO_USERS.devMain);
    const link = screen.getByTestId('publish-demand');
    expect(link.getAttribute('href')).toBe('/workstation/published/dev/publish');
    expect(link.getAttribute('data-state')).toBe('open');
    expect(screen.getByTestId('customer-service').getAttribute('href')).toBe('/chat-customer');
    expect(screen.queryByTestId('my-collection')).toBeNull();
  });

  it('offers a DEV who is not a pay member an upgrade, saying so before the click', async () => {
    await show(DEMO_USERS.ordinaryDev);
    const link = screen.getByTestId('publish-demand');
    expect(link.getAttribute('href')).toBe('/vip');
    expect(link.getAttribute('data-state')).toBe('upgrade');
    expect(link.textContent).toContain('VIP');
    expect(link.getAttribute('title')).toBe('发布需求：仅限 VIP 会员，查看如何升级');
    const service = screen.getByTestId('customer-service');
    expect(service.getAttribute('href')).toBe('/vip');
    expect(service.getAttribute('title')).toMatch(/仅限 VIP 会员/);
  });

  it('sends a visitor to sign in with the reason and the way back to the form', async () => {
    await show(null);
    const link = screen.getByTestId('publish-demand');
    expect(link.getAttribute('href')).toBe('/auth/login?redirect=%2Fworkstation%2Fpublished%2Fdev%2Fpublish&reason=publishDemand');
    expect(screen.queryByTestId('customer-service')).toBeNull();
  });

  it('hides publishing from suppliers and staff; gives an approved supplier My Collection; staff their customer-service desk, no upgrade offer', async () => {
    const supReq = within((await show(DEMO_USERS.supReq)).container);
    expect(supReq.queryByTestId('publish-demand')).toBeNull();
    expect(supReq.getByTestId('my-collection').getAttribute('href')).toBe('/workstation/published/sup/myCollection');
    const unapproved = within((await show(DEMO_USERS.unapprovedSup)).container);
    expect(unapproved.queryByTestId('my-collection')).toBeNull();
    expect(unapproved.queryByTestId('customer-service')).toBeNull();
    const staff = within((await show(DEMO_USERS.staff)).container);
    expect(staff.queryByTestId('publish-demand')).toBeNull();
    expect(staff.getByTestId('customer-service').getAttribute('href')).toBe('/chat-customer');
    expect(staff.getByTestId('customer-service').getAttribute('data-state')).toBe('open');
    expect(staff.getByTestId('customer-service').getAttribute('title')).toBe('客服工作台');
  });
});
