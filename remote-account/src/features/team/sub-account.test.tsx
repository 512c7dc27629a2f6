import { fireEvent, screen, waitFor } from '@testing-library/react';
import { apiPath, TEAM_API, type TeamOverview } from '@b2b/shared/contract';
import { mockApi } from '@test/api-mock';
import { apiError, DEMO_USERS } from '@test/fixtures';
import { isDisabled, type } from '@test/form';
import { renderPage } from '@test/render';
import { SubAccountPage } from './SubAccountPage';
import '../../i18n';

const { answer, post } = mockApi();

function team(overrides: Partial<TeamOverview> = {}): TeamOverview {
  return {
    memberLevel: 'VIP',
    seats: 5,
    used: 2,
    members: [{ userId: 'u2', nickname: '王工', email: 'wang@acme.cn', phone: null, type: 'PROJ', status: 'ACTIVE', createdAt: 1 }],
    invitations: [
      {
        id: 'i1',
        email: 'li@acme.cn',
        phone: null,
        nickname: '李工',
        type: 'REQ',
        status: 'PENDING',
        expiresAt: Date.UTC(2026, 11, 1),
        createdAt: 1,
      },
    ],
    ...overrides,
  };
}

const open = (lang: 'zh-CN' | 'en-US' = 'en-US') => renderPage(<SubAccountPage />, { user: DEMO_USERS.devMain, lang });

describe('the sub-account page', () => {
  it('shows the seats, the sub-accounts with their standing and the pending invitations', async () => {
    answer('get', { [TEAM_API.overview]: team() });
    await open();
    expect(await screen.findByText('2 of 5 seats used')).toBeTruthy();
    expect(screen.getByText('王工')).toBeTruthy();
    expect(screen.getByText('Project sub-account')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText('Demand sub-account')).toBeTruthy();
    expect(screen.getByText(/li@acme\.cn · valid until/)).toBeTruthy();
  });

  it('invites by mail and says so', async () => {
    answer('get', { [TEAM_API.overview]: team() });
    answer('post', { [TEAM_API.invite]: (body: { email: string }) => ({ ...team().invitations[0], email: body.email }) });
    await open();
    fireEvent.click(await screen.findByRole('button', { name: /Invite/ }));
    type('Email', 'new@acme.cn');
    type('Name', '新同事');
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to new@acme.cn')).toBeTruthy();
    expect(post).toHaveBeenCalledWith(TEAM_API.invite, { email: 'new@acme.cn', nickname: '新同事', type: 'PROJ' }, { silent: true });
  });

  it('invites by mobile number, and shows a number in use on its field', async () => {
    answer('get', { [TEAM_API.overview]: team() });
    answer('post', {
      [TEAM_API.inviteByPhone]: (body: { phone: string }) =>
        body.phone === '13800000001'
          ? apiError('ACCOUNT_EXISTS', 'This email or phone number is already registered', {}, 409)
          : { ...team().invitations[0], email: null, phone: body.phone },
    });
    await open();
    fireEvent.click(await screen.findByRole('button', { name: /Invite/ }));
    fireEvent.click(screen.getByRole('radio', { name: 'By phone' }));
    await screen.findByLabelText('Mobile number');
    type('Mobile number', '13800000001');
    type('Name', '新同事');
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('This email or phone number is already registered')).toBeTruthy();
    type('Mobile number', '13912345678');
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to 13912345678')).toBeTruthy();
    expect(post).toHaveBeenCalledWith(TEAM_API.inviteByPhone, { phone: '13912345678', nickname: '新同事', type: 'PROJ' }, { silent: true });
  });

  it('shows a phone invitation locked by wrong codes, in Chinese', async () => {
    const locked = { ...team().invitations[0], email: null, phone: '13912345678', status: 'LOCKED' as const };
    answer('get', { [TEAM_API.overview]: team({ invitations: [locked] }) });
    await open('zh-CN');
    expect(await screen.findByText('已锁定')).toBeTruthy();
    expect(screen.getByText(/13912345678 · .*验证码错误次数过多/)).toBeTruthy();
  });

  it('shows the server refusing a seat in the dialog', async () => {
    answer('get', { [TEAM_API.overview]: team() });
    answer('post', { [TEAM_API.invite]: apiError('SEATS_FULL', 'All sub-account seats are taken', {}, 409) });
    await open();
    fireEvent.click(await screen.findByRole('button', { name: /Invite/ }));
    type('Email', 'new@acme.cn');
    type('Name', '新同事');
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('All sub-account seats are taken')).toBeTruthy();
  });

  it('blocks inviting when every seat is taken and offers the ways out, in Chinese', async () => {
    answer('get', { [TEAM_API.overview]: team({ seats: 2 }) });
    await open('zh-CN');
    expect(await screen.findByText('席位已用完')).toBeTruthy();
    expect(isDisabled(screen.getByRole('button', { name: /^(user-add\s*)?邀\s*请$/ }))).toBe(true);
    expect(screen.getByRole('link', { name: '对比会员等级' }).getAttribute('href')).toBe('/vip');
  });

  it('disables a sub-account after confirmation', async () => {
    answer('get', { [TEAM_API.overview]: team() });
    answer('post', { [apiPath(TEAM_API.disable, { id: 'u2' })]: { ...team().members[0], status: 'DISABLED' } });
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Disable 王工' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('王工 is disabled')).toBeTruthy();
    await waitFor(() => expect(post).toHaveBeenCalledWith(apiPath(TEAM_API.disable, { id: 'u2' })));
  });

  it('says so when there are no sub-accounts, and when the page failed to load', async () => {
    answer('get', { [TEAM_API.overview]: team({ members: [], invitations: [], used: 0 }) });
    const view = await open();
    expect(await screen.findByText('No sub-accounts yet')).toBeTruthy();
    view.unmount();
    answer('get', { [TEAM_API.overview]: apiError('INTERNAL', 'Server error', {}, 500) });
    await open();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
