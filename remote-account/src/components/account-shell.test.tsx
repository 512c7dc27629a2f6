import { screen } from '@testing-library/react';
import { DEMO_USERS } from '@test/fixtures';
import { renderPage } from '@test/render';
import type { UserInfo } from '@b2b/shared/contract';
import { AccountShell } from './AccountShell';
import '../i18n';

const PAGES = ['account/password', 'account/email', 'account/phone', 'account/payment'];

async function menu(user: UserInfo) {
  const view = await renderPage(
    <AccountShell pages={PAGES}>
      <p>page</p>
    </AccountShell>,
    { user, lang: 'en-US', route: '/account/email' },
  );
  const links = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
  view.unmount();
  return links;
}

describe('the account side menu', () => {
  it('lists the account pages that exist and that the user may open', async () => {
    expect(await menu(DEMO_USERS.devMain)).toEqual(['/account/password', '/account/email', '/account/phone', '/account/payment']);
    // Membership is the main account's.
    expect(await menu(DEMO_USERS.devProj)).toEqual(['/account/password', '/account/email', '/account/phone']);
    expect(await menu(DEMO_USERS.supReq)).toEqual(['/account/password', '/account/email', '/account/phone']);
  });

  it('marks the page the user is on', async () => {
    await renderPage(
      <AccountShell pages={PAGES}>
        <p>page</p>
      </AccountShell>,
      { user: DEMO_USERS.supMain, lang: 'zh-CN', route: '/account/email' },
    );
    expect(screen.getByRole('link', { current: 'page' }).getAttribute('href')).toBe('/account/email');
    expect(screen.getByRole('navigation', { name: '账号设置' })).toBeTruthy();
  });
});
