import { fireEvent, screen } from '@testing-library/react';
import { DEMO_USERS } from '@test/fixtures';
import { renderPage } from '@test/render';
import type { UserInfo } from '@b2b/shared/contract';
import { UserMenu } from './UserMenu';

jest.mock('../app/navigation-target', () => ({ useRouterNavigate: () => jest.fn() }));
jest.mock('../federation/warm-remote-pages', () => ({ warmRemotePage: jest.fn(() => Promise.resolve()) }));

async function items(user: UserInfo) {
  const view = await renderPage(<UserMenu user={user} />, { user, lang: 'en-US' });
  fireEvent.mouseEnter(screen.getByTestId('user-menu'));
  const shown = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
  view.unmount();
  return shown;
}

describe('the user menu', () => {
  it('offers a main account its password and membership, a sub-account its password, staff only sign-out', async () => {
    expect(await items(DEMO_USERS.devMain)).toEqual(['Change Password', 'Payments and Billing', 'Sign out']);
    expect(await items(DEMO_USERS.supReq)).toEqual(['Change Password', 'Sign out']);
    expect(await items(DEMO_USERS.staff)).toEqual(['Sign out']);
  });

  it('shows the level, and from 7 days before its end the days left in orange', async () => {
    const ending = { ...DEMO_USERS.supMain, memberExpires: Date.now() + 2.5 * 24 * 3_600_000 };
    await renderPage(<UserMenu user={ending} />, { user: ending, lang: 'en-US' });
    const tag = screen.getByTestId('membership-ends-soon');
    expect(tag.textContent).toBe('VIP · 3 days left');
    expect(tag.getAttribute('title')).toBe('VIP membership ends in 3 days: renew on Payments and Billing');
  });

  it('shows a plain level tag while the end is further away', async () => {
    const member = { ...DEMO_USERS.supMain, memberExpires: Date.now() + 30 * 24 * 3_600_000 };
    await renderPage(<UserMenu user={member} />, { user: member, lang: 'zh-CN' });
    expect(screen.queryByTestId('membership-ends-soon')).toBeNull();
    expect(screen.getByText('VIP')).toBeTruthy();
  });
});
