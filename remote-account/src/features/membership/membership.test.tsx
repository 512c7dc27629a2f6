import { screen } from '@testing-library/react';
import { DEMO_USERS } from '@test/fixtures';
import { renderPage } from '@test/render';
import { MembershipPage } from './MembershipPage';
import '../../i18n';

describe('the membership page', () => {
  it('says where the company stands and, honestly, that membership cannot be bought online yet, leading on', async () => {
    await renderPage(<MembershipPage />, { user: { ...DEMO_USERS.devMain, memberExpires: Date.UTC(2027, 0, 31) }, lang: 'en-US' });
    expect(screen.getByText('SVIP member')).toBeTruthy();
    expect(screen.getByText('Valid until')).toBeTruthy();
    expect(screen.getByText('Membership cannot be bought online yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Compare member benefits' }).getAttribute('href')).toBe('/vip');
    expect(screen.getByRole('link', { name: 'Sales Policy' }).getAttribute('href')).toBe('/terms/sales');
    expect(screen.queryByText(/coming soon/i)).toBeNull();
  });

  it('shows no expiry for an ordinary member, in Chinese too', async () => {
    await renderPage(<MembershipPage />, { user: DEMO_USERS.ordinaryDev, lang: 'zh-CN' });
    expect(screen.getByText('暂不能在线开通会员')).toBeTruthy();
    expect(screen.queryByText('有效期至')).toBeNull();
  });
});
