import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { API } from '@b2b/shared/contract';
import { mockApi } from '@test/api-mock';
import { apiError } from '@test/fixtures';
import { navigatedTo, renderPage } from '@test/render';
import { expectFieldError, isDisabled, type } from '@test/form';
import { ForgetPage } from './ForgetPage';

const { post, put } = mockApi();

const open = (lang: 'zh-CN' | 'en-US' = 'zh-CN') => renderPage(<ForgetPage />, { path: '/auth/forget', lang });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '重置密码' }));

function fillValid() {
  type('邮箱', 'li@acme.cn');
  type('验证码', '654321');
  type('密码', 'newpass-099');
  type('确认密码', 'newpass-099');
}

describe('ForgetPage', () => {
  afterEach(() => jest.useRealTimers());

  it('lists the missing required fields', async () => {
    await open();
    submit();
    for (const text of ['请输入邮箱', '请输入验证码', '请设置密码', '请再次输入密码']) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    expect(put).not.toHaveBeenCalled();
  });

  it('checks the email, the code and the new password rule', async () => {
    await open();
    type('邮箱', 'li@acme');
    type('验证码', '12345');
    type('密码', '12345678');
    type('确认密码', '1234567');
    submit();
    await expectFieldError('邮箱', '请输入正确的邮箱地址');
    await expectFieldError('验证码', '验证码为 6 位数字');
    await expectFieldError('密码', '密码须为 10–64 位，且不能是常见密码');
    await expectFieldError('确认密码', '两次输入的密码不一致');
    expect(put).not.toHaveBeenCalled();
  });

  it('sends a code for password recovery and counts down', async () => {
    jest.useFakeTimers();
    post.mockResolvedValueOnce({ resendAfter: 3 });
    await open();
    type('邮箱', 'li@acme.cn');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(isDisabled(await screen.findByRole('button', { name: '3 秒后重新获取' }))).toBe(true);
    expect(post).toHaveBeenCalledWith(API.sendMailCode, { email: 'li@acme.cn', purpose: 'forget' }, { silent: true });
    act(() => jest.advanceTimersByTime(3000));
    expect(isDisabled(screen.getByRole('button', { name: '获取验证码' }))).toBe(false);
  });

  it('shows an error about the address under the email when sending the code', async () => {
    post.mockRejectedValueOnce(apiError('VALIDATION', '提交的信息有误', { fields: ['/email'] }));
    await open();
    type('邮箱', 'nobody@acme.cn');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await expectFieldError('邮箱', '提交的信息有误');
  });

  it('waits out a rate limit given when sending the code', async () => {
    jest.useFakeTimers();
    post.mockRejectedValueOnce(apiError('RATE_LIMITED', '操作过于频繁，请稍后再试', { retryAfter: 45 }, 429));
    await open();
    type('邮箱', 'li@acme.cn');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await expectFieldError('验证码', '操作过于频繁，请稍后再试 请 45 秒后重试。');
    expect(isDisabled(screen.getByRole('button', { name: '45 秒后重新获取' }))).toBe(true);
  });

  it('resets the password with PUT and links back to sign-in', async () => {
    put.mockResolvedValueOnce(null);
    await open();
    fillValid();
    submit();
    expect(await screen.findByText('密码已重置')).toBeTruthy();
    expect(put).toHaveBeenCalledWith(
      API.forget,
      { channel: 'mail', target: 'li@acme.cn', code: '654321', password: 'newpass-099' },
      { silent: true },
    );
    fireEvent.click(screen.getByRole('button', { name: '去登录' }));
    expect(await navigatedTo()).toBe('/auth/login');
  });

  it('shows a wrong code under the code field', async () => {
    put.mockRejectedValueOnce(apiError('CODE_INVALID', '验证码错误或已失效'));
    await open();
    fillValid();
    submit();
    await expectFieldError('验证码', '验证码错误或已失效');
    await waitFor(() => expect(isDisabled(screen.getByLabelText('邮箱'))).toBe(false));
  });

  it('speaks English', async () => {
    await open('en-US');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Enter your email address')).toBeTruthy();
    expect(screen.getByText('Choose a password')).toBeTruthy();
  });
});
