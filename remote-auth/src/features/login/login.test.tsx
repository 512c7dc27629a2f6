import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API } from '@b2b/shared/contract';
import { mockApi } from '@test/api-mock';
import { apiError, user } from '@test/fixtures';
import { navigatedTo, renderPage } from '@test/render';
import { isDisabled } from '@test/form';
import { useSession } from '@b2b/shared/session';
import { LoginPage } from './LoginPage';

const { post } = mockApi();
const session = (u = user()) => ({ token: 't1', expires: Date.now() + 3_600_000, user: u });

const open = (url = '/auth/login', lang: 'zh-CN' | 'en-US' = 'zh-CN') =>
  renderPage(<LoginPage />, { path: '/auth/login', route: url, lang });

function fillPassword(account: string, password: string) {
  fireEvent.change(screen.getByLabelText('账号'), { target: { value: account } });
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: password } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));

beforeEach(() => useSession.getState().clear());

describe('LoginPage with a password', () => {
  it('asks for the account and the password when they are empty', async () => {
    await open();
    submit();
    expect(await screen.findByText('请输入邮箱或手机号')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('marks the required fields with a star', async () => {
    await open();
    expect(screen.getByText('账号').closest('label')?.className).toContain('ant-form-item-required');
    expect(screen.getByText('密码').closest('label')?.className).toContain('ant-form-item-required');
  });

  it('refuses an account that is neither an email nor a mobile number', async () => {
    await open();
    fillPassword('li-lei', 'secret123');
    submit();
    expect(await screen.findByText('请输入正确的邮箱或 11 位手机号')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('signs in, applies the session and goes to the safe redirect', async () => {
    const result = session();
    post.mockResolvedValueOnce(result);
    await open('/auth/login?redirect=%2Fworkstation%2Fproject%2Flist%3Fpage%3D2');
    fillPassword(' li@acme.cn ', 'secret123');
    submit();
    expect(await navigatedTo()).toBe('/workstation/project/list?page=2');
    expect(post).toHaveBeenCalledWith(
      API.login,
      { method: 'password', account: 'li@acme.cn', password: 'secret123', remember: false },
      { silent: true },
    );
    expect(useSession.getState()).toMatchObject({ token: 't1', user: result.user, status: 'authenticated' });
  });

  it('asks for a remembered session when "remember me" is ticked', async () => {
    post.mockResolvedValueOnce(session());
    await open();
    fillPassword('li@acme.cn', 'secret123');
    fireEvent.click(screen.getByLabelText('7 天内记住我'));
    submit();
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        API.login,
        { method: 'password', account: 'li@acme.cn', password: 'secret123', remember: true },
        { silent: true },
      ),
    );
  });

  it.each(['//evil.example.com/x', 'https://evil.example.com', '/\\evil.example.com'])(
    'ignores the unsafe redirect %s and goes home',
    async (redirect) => {
      post.mockResolvedValueOnce(session());
      await open(`/auth/login?redirect=${encodeURIComponent(redirect)}`);
      fillPassword('13800138000', 'secret123');
      submit();
      expect(await navigatedTo()).toBe('/home');
    },
  );

  it('sends a main account without company details to register-improve-info', async () => {
    post.mockResolvedValueOnce(session(user({ refined: false, type: 'MAIN', companyApprovalStatus: 'AWAIT_APPROVAL' })));
    await open('/auth/login?redirect=%2Fvip');
    fillPassword('li@acme.cn', 'secret123');
    submit();
    expect(await navigatedTo()).toBe('/auth/register-improve-info');
  });

  it('sends a rejected company to the resubmission page', async () => {
    post.mockResolvedValueOnce(session(user({ role: 'SUP', companyApprovalStatus: 'INFO_REJECT' })));
    await open();
    fillPassword('li@acme.cn', 'secret123');
    submit();
    expect(await navigatedTo()).toBe('/auth/update-improve-info/reject');
  });

  it('shows a wrong password inline with the server message', async () => {
    post.mockRejectedValueOnce(apiError('BAD_CREDENTIALS', '账号或密码错误'));
    await open();
    fillPassword('li@acme.cn', 'wrong-pass1');
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('账号或密码错误');
    expect(screen.queryByTestId('location')).toBeNull();
    expect(useSession.getState().token).toBeNull();
  });

  it('tells a locked account when it may try again', async () => {
    post.mockRejectedValueOnce(apiError('ACCOUNT_LOCKED', '登录失败次数过多，请稍后再试', { retryAfter: 900 }, 429));
    await open();
    fillPassword('li@acme.cn', 'wrong-pass1');
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('登录失败次数过多，请稍后再试 请 15 分钟后重试。');
  });

  it('disables the form while signing in', async () => {
    let resolve: (v: unknown) => void = () => undefined;
    post.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    await open();
    fillPassword('li@acme.cn', 'secret123');
    submit();
    await waitFor(() => expect(isDisabled(screen.getByLabelText('账号'))).toBe(true));
    await act(async () => resolve(session()));
    expect(await navigatedTo()).toBe('/home');
  });

  it('warns when the session was ended by a sign-in elsewhere', async () => {
    await open('/auth/login?type=remote');
    expect(screen.getByRole('alert').textContent).toContain('您的账号已在其他地方登录，请重新登录');
  });

  it('links to registration and password recovery', async () => {
    await open();
    expect(screen.getByRole('link', { name: '立即注册' }).getAttribute('href')).toBe('/auth/register');
    expect(screen.getByRole('link', { name: '忘记密码？' }).getAttribute('href')).toBe('/auth/forget');
  });

  it('speaks English when the language is en-US', async () => {
    await open('/auth/login?type=remote', 'en-US');
    expect(screen.getByRole('alert').textContent).toContain('Your account was signed in elsewhere');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your email or phone number')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
  });
});

describe('LoginPage with a verification code', () => {
  afterEach(() => jest.useRealTimers());

  async function openCodeTab() {
    await open();
    fireEvent.click(screen.getByRole('tab', { name: '验证码登录' }));
    return screen.getByRole('tabpanel', { name: '验证码登录' });
  }

  it('does not send a code to an invalid phone number', async () => {
    const panel = await openCodeTab();
    fireEvent.click(within(panel).getByLabelText('通过短信'));
    fireEvent.change(await within(panel).findByLabelText('手机号'), { target: { value: '1234' } });
    fireEvent.click(within(panel).getByRole('button', { name: '获取验证码' }));
    expect(await within(panel).findByText('请输入正确的 11 位手机号')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('sends an SMS code, counts down from the server resendAfter, then signs in with it', async () => {
    jest.useFakeTimers();
    post.mockResolvedValueOnce({ resendAfter: 60 });
    const panel = await openCodeTab();
    fireEvent.click(within(panel).getByLabelText('通过短信'));
    fireEvent.change(await within(panel).findByLabelText('手机号'), { target: { value: '13800138000' } });
    fireEvent.click(within(panel).getByRole('button', { name: '获取验证码' }));

    expect(isDisabled(await within(panel).findByRole('button', { name: '60 秒后重新获取' }))).toBe(true);
    expect(post).toHaveBeenCalledWith(API.sendSmsCode, { phone: '13800138000', purpose: 'login' }, { silent: true });
    expect(within(panel).getByText('验证码已发送至 13800138000，10 分钟内有效')).toBeTruthy();
    act(() => jest.advanceTimersByTime(1000));
    expect(isDisabled(within(panel).getByRole('button', { name: '59 秒后重新获取' }))).toBe(true);

    post.mockResolvedValueOnce(session());
    fireEvent.change(within(panel).getByLabelText('验证码'), { target: { value: '123456' } });
    fireEvent.click(within(panel).getByRole('button', { name: /登\s*录/ }));
    expect(await navigatedTo()).toBe('/home');
    expect(post).toHaveBeenLastCalledWith(
      API.login,
      { method: 'code', channel: 'sms', target: '13800138000', code: '123456', remember: false },
      { silent: true },
    );
  });

  it('shows a send error under the field it concerns', async () => {
    post.mockRejectedValueOnce(apiError('VALIDATION', '提交的信息有误', { fields: ['/email'] }));
    const panel = await openCodeTab();
    fireEvent.change(within(panel).getByLabelText('邮箱'), { target: { value: 'nobody@acme.cn' } });
    fireEvent.click(within(panel).getByRole('button', { name: '获取验证码' }));
    expect(await within(panel).findByText('提交的信息有误')).toBeTruthy();
    expect(post).toHaveBeenCalledWith(API.sendMailCode, { email: 'nobody@acme.cn', purpose: 'login' }, { silent: true });
  });

  it('shows a wrong code under the code field', async () => {
    post.mockRejectedValueOnce(apiError('CODE_INVALID', '验证码错误或已失效'));
    const panel = await openCodeTab();
    fireEvent.change(within(panel).getByLabelText('邮箱'), { target: { value: 'li@acme.cn' } });
    fireEvent.change(within(panel).getByLabelText('验证码'), { target: { value: '000000' } });
    fireEvent.click(within(panel).getByRole('button', { name: /登\s*录/ }));
    expect(await within(panel).findByText('验证码错误或已失效')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('checks the code format before signing in', async () => {
    const panel = await openCodeTab();
    fireEvent.change(within(panel).getByLabelText('邮箱'), { target: { value: 'li@acme.cn' } });
    fireEvent.change(within(panel).getByLabelText('验证码'), { target: { value: '12ab' } });
    fireEvent.click(within(panel).getByRole('button', { name: /登\s*录/ }));
    expect(await within(panel).findByText('验证码为 6 位数字')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });
});
