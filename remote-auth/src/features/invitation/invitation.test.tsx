import { fireEvent, screen } from '@testing-library/react';
import { TEAM_API } from '@b2b/shared/contract';
import { mockApi } from '@test/api-mock';
import { apiError, user } from '@test/fixtures';
import { type } from '@test/form';
import { navigatedTo, renderPage } from '@test/render';
import { InvitationPage } from './InvitationPage';

const { answer, post } = mockApi();
const TOKEN = 'a'.repeat(64);
const preview = {
  companyName: 'Galaxy Tech',
  email: 'wang@acme.cn',
  phone: null,
  nickname: '王工',
  type: 'PROJ',
  expiresAt: Date.UTC(2026, 11, 1),
};

const open = (route = `/auth/invitation?token=${TOKEN}`, lang: 'zh-CN' | 'en-US' = 'en-US') =>
  renderPage(<InvitationPage />, { path: '/auth/invitation', route, lang });

describe('the invitation page', () => {
  it('shows who invites whom, and joins with a name and a password', async () => {
    const session = { token: 't2', expires: Date.now() + 3_600_000, user: user({ type: 'PROJ', memberLevel: 'SVIP' }) };
    answer('post', { [TEAM_API.previewInvitation]: preview, [TEAM_API.acceptInvitation]: session });
    await open();
    expect(await screen.findByText('Galaxy Tech invites you to work with it on the platform.')).toBeTruthy();
    expect(screen.getByText('wang@acme.cn')).toBeTruthy();
    expect(screen.getByText('Project sub-account')).toBeTruthy();
    type('Password', 'newpass-0991');
    type('Confirm password', 'newpass-0991');
    fireEvent.click(screen.getByRole('button', { name: 'Set password and join' }));
    expect(await navigatedTo()).toBe('/home');
    expect(post).toHaveBeenCalledWith(
      TEAM_API.acceptInvitation,
      { token: TOKEN, nickname: '王工', password: 'newpass-0991' },
      { silent: true },
    );
  });

  it('says a used or expired link cannot be used, in Chinese too', async () => {
    answer('post', { [TEAM_API.previewInvitation]: apiError('INVITATION_INVALID', '邀请链接无效', {}, 410) });
    await open(undefined, 'zh-CN');
    expect(await screen.findByText('此邀请链接无法使用')).toBeTruthy();
    expect(screen.getByRole('link', { name: '前往登录' }).getAttribute('href')).toBe('/auth/login');
  });

  it('offers "I have a code" without a token, and asks for nothing until chosen', async () => {
    await open('/auth/invitation');
    expect(await screen.findByText('Open your invitation')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'I have a code' })).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('opens a phone invitation with the number and the code, then joins with them', async () => {
    const session = { token: 't3', expires: Date.now() + 3_600_000, user: user({ type: 'REQ', memberLevel: 'SVIP' }) };
    const byPhone = { ...preview, email: null, phone: '13912345678', type: 'REQ' };
    answer('post', {
      [TEAM_API.previewCodeInvitation]: (body: { code: string }) =>
        body.code === '123456' ? byPhone : apiError('CODE_INVALID', 'The verification code is wrong or no longer valid', {}, 400),
      [TEAM_API.acceptCodeInvitation]: session,
    });
    await open('/auth/invitation');
    fireEvent.click(await screen.findByRole('button', { name: 'I have a code' }));
    type('Mobile number', '13912345678');
    type('Verification code', '654321');
    fireEvent.click(screen.getByRole('button', { name: 'Open invitation' }));
    expect(await screen.findByText('The verification code is wrong or no longer valid')).toBeTruthy();
    type('Verification code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Open invitation' }));
    expect(await screen.findByText('13912345678')).toBeTruthy();
    expect(screen.getByText('Demand sub-account')).toBeTruthy();
    type('Password', 'newpass-0991');
    type('Confirm password', 'newpass-0991');
    fireEvent.click(screen.getByRole('button', { name: 'Set password and join' }));
    expect(await navigatedTo()).toBe('/home');
    expect(post).toHaveBeenCalledWith(
      TEAM_API.acceptCodeInvitation,
      { phone: '13912345678', code: '123456', nickname: '王工', password: 'newpass-0991' },
      { silent: true },
    );
  });

  it('shows a locked invitation in Chinese', async () => {
    answer('post', { [TEAM_API.previewCodeInvitation]: apiError('INVITATION_LOCKED', '验证码错误次数过多，此邀请已锁定', {}, 409) });
    await open('/auth/invitation', 'zh-CN');
    fireEvent.click(await screen.findByRole('button', { name: '我有验证码' }));
    type('手机号', '13912345678');
    type('验证码', '123456');
    fireEvent.click(screen.getByRole('button', { name: '查看邀请' }));
    expect(await screen.findByText('验证码错误次数过多，此邀请已锁定')).toBeTruthy();
  });
});
