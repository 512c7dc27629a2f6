import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { API } from '@b2b/shared/contract';
import { mockApi } from '@test/api-mock';
import { useSession } from '@b2b/shared/session';
import { apiError, user } from '@test/fixtures';
import { renderPage } from '@test/render';
import { expectFieldError, isDisabled, type } from '@test/form';
import { maskPhone } from './components/ChangeContactForm';
import EmailRoute from './EmailPage';
import { PasswordPage } from './PasswordPage';
import { PhonePage } from './PhonePage';

const { get, post, put } = mockApi();

beforeEach(() => {
  useSession.getState().clear();
  useSession.getState().applySession({ token: 'old-token', expires: Date.now() + 3_600_000, user: user() });
});

describe('PasswordPage', () => {
  const submit = () => fireEvent.click(screen.getByRole('button', { name: '修改密码' }));

  it('lists the missing fields and stars them', async () => {
    await renderPage(<PasswordPage />);
    submit();
    for (const text of ['请输入当前密码', '请输入新密码', '请再次输入新密码']) expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByText('当前密码', { selector: 'label' }).className).toContain('ant-form-item-required');
    expect(put).not.toHaveBeenCalled();
  });

  it('explains the password rule and refuses the same or a mismatched password', async () => {
    await renderPage(<PasswordPage />);
    type('当前密码', 'old-pass-01');
    type('新密码', 'short1');
    submit();
    await expectFieldError('新密码', '密码须为 10–64 位，且不能是常见密码');
    type('新密码', 'old-pass-01');
    await expectFieldError('新密码', '新密码不能与当前密码相同');
    type('新密码', 'new-pass-02');
    type('确认新密码', 'new-pass-03');
    await expectFieldError('确认新密码', '两次输入的密码不一致');
    expect(put).not.toHaveBeenCalled();
  });

  it('changes the password, applies the fresh session and says other devices were signed out', async () => {
    const fresh = { token: 'new-token', expires: Date.now() + 7_200_000, user: user() };
    put.mockResolvedValueOnce(fresh);
    await renderPage(<PasswordPage />);
    type('当前密码', 'old-pass-01');
    type('新密码', 'new-pass-02');
    type('确认新密码', 'new-pass-02');
    submit();
    expect(await screen.findByText('为保障账号安全，其他设备上的登录已全部退出。')).toBeTruthy();
    expect(put).toHaveBeenCalledWith(API.changePassword, { oldPassword: 'old-pass-01', newPassword: 'new-pass-02' }, { silent: true });
    expect(useSession.getState().token).toBe('new-token');
    expect((screen.getByLabelText('当前密码') as HTMLInputElement).value).toBe('');
  });

  it('shows a wrong current password under that field', async () => {
    put.mockRejectedValueOnce(apiError('WRONG_PASSWORD', '原密码错误'));
    await renderPage(<PasswordPage />);
    type('当前密码', 'bad-pass-01');
    type('新密码', 'new-pass-02');
    type('确认新密码', 'new-pass-02');
    submit();
    await expectFieldError('当前密码', '原密码错误');
    expect(useSession.getState().token).toBe('old-token');
  });

  it('speaks English', async () => {
    await renderPage(<PasswordPage />, { lang: 'en-US' });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Enter your current password')).toBeTruthy();
  });
});

describe('EmailPage', () => {
  afterEach(() => jest.useRealTimers());
  const submit = () => fireEvent.click(screen.getByRole('button', { name: '确认更换' }));

  it('shows the current email and refuses it as the new one', async () => {
    await renderPage(<EmailRoute />);
    expect(screen.getByText('li@acme.cn')).toBeTruthy();
    type('新邮箱', 'li@acme.cn');
    submit();
    await expectFieldError('新邮箱', '新邮箱不能与当前邮箱相同');
    expect(await screen.findByText('请输入验证码')).toBeTruthy();
  });

  it('sends the code to the new email and counts down', async () => {
    jest.useFakeTimers();
    post.mockResolvedValueOnce({ resendAfter: 60 });
    await renderPage(<EmailRoute />);
    type('新邮箱', 'lei@newco.cn');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    });
    expect(isDisabled(await screen.findByRole('button', { name: '60 秒后重新获取' }))).toBe(true);
    expect(post).toHaveBeenCalledWith(API.sendMailCode, { email: 'lei@newco.cn', purpose: 'changeEmail' }, { silent: true });
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('button', { name: '58 秒后重新获取' })).toBeTruthy();
  });

  it('changes the email with PUT and refreshes the session user', async () => {
    put.mockResolvedValueOnce(null);
    get.mockResolvedValueOnce(user({ email: 'lei@newco.cn' }));
    await renderPage(<EmailRoute />);
    type('新邮箱', 'lei@newco.cn');
    type('验证码', '246810');
    type('当前密码', 'my-pass-123');
    submit();
    expect(await screen.findByText('邮箱已更换为 lei@newco.cn')).toBeTruthy();
    expect(put).toHaveBeenCalledWith(API.changeEmail, { email: 'lei@newco.cn', code: '246810', password: 'my-pass-123' }, { silent: true });
    expect(get).toHaveBeenCalledWith(API.userInfo, undefined, expect.anything());
    expect(useSession.getState().user?.email).toBe('lei@newco.cn');
  });

  it('shows an email used by another account under the field', async () => {
    put.mockRejectedValueOnce(apiError('ACCOUNT_EXISTS', '该邮箱或手机号已注册', {}, 409));
    await renderPage(<EmailRoute />);
    type('新邮箱', 'taken@acme.cn');
    type('验证码', '246810');
    type('当前密码', 'my-pass-123');
    submit();
    await expectFieldError('新邮箱', '该邮箱或手机号已注册');
  });

  it('needs the current password and shows a wrong one under that field', async () => {
    await renderPage(<EmailRoute />);
    type('新邮箱', 'lei@newco.cn');
    type('验证码', '246810');
    submit();
    await expectFieldError('当前密码', '请输入当前密码');
    expect(put).not.toHaveBeenCalled();
    put.mockRejectedValueOnce(apiError('WRONG_PASSWORD', '原密码错误'));
    type('当前密码', 'bad-pass-01');
    submit();
    await expectFieldError('当前密码', '原密码错误');
  });
});

describe('PhonePage', () => {
  const submit = () => fireEvent.click(screen.getByRole('button', { name: '确认更换' }));

  it('masks the current number', async () => {
    expect(maskPhone('13800138000')).toBe('138****8000');
    await renderPage(<PhonePage />);
    expect(screen.getByText('138****8000')).toBeTruthy();
  });

  it('checks the phone format before sending a code', async () => {
    await renderPage(<PhonePage />);
    type('新手机号', '2380013800');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await expectFieldError('新手机号', '请输入正确的 11 位手机号');
    expect(post).not.toHaveBeenCalled();
  });

  it('sends an SMS code with purpose changePhone and changes the phone with PUT', async () => {
    post.mockResolvedValueOnce({ resendAfter: 60 });
    put.mockResolvedValueOnce(null);
    get.mockResolvedValueOnce(user({ phone: '13912345678' }));
    await renderPage(<PhonePage />);
    type('新手机号', '13912345678');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(API.sendSmsCode, { phone: '13912345678', purpose: 'changePhone' }, { silent: true }),
    );
    type('验证码', '135790');
    type('当前密码', 'my-pass-123');
    submit();
    expect(await screen.findByText('手机号已更换为 139****5678')).toBeTruthy();
    expect(put).toHaveBeenCalledWith(API.changePhone, { phone: '13912345678', code: '135790', password: 'my-pass-123' }, { silent: true });
    expect(useSession.getState().user?.phone).toBe('13912345678');
  });

  it('shows a wrong code under the code field', async () => {
    put.mockRejectedValueOnce(apiError('CODE_INVALID', '验证码错误或已失效'));
    await renderPage(<PhonePage />);
    type('新手机号', '13912345678');
    type('验证码', '000000');
    type('当前密码', 'my-pass-123');
    submit();
    await expectFieldError('验证码', '验证码错误或已失效');
  });
});
