import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API } from '@b2b/shared/contract';
import { mockApi } from '@test/api-mock';
import { useSession } from '@b2b/shared/session';
import { apiError, user } from '@test/fixtures';
import { navigatedTo, renderPage } from '@test/render';
import { expectFieldError, isDisabled, type } from '@test/form';
import { RegisterPage } from './RegisterPage';

const { post } = mockApi();

const open = (lang: 'zh-CN' | 'en-US' = 'zh-CN', route?: string) => renderPage(<RegisterPage />, { path: '/auth/register', route, lang });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '免费注册' }));

function fillValid() {
  fireEvent.click(screen.getByLabelText(/供应方（乙方）/));
  type('公司名称', ' 上海云启科技有限公司 ');
  type('联系人昵称', 'Li Lei');
  type('邮箱', 'li@acme.cn');
  type('验证码', '123456');
  type('密码', 'abc-123456');
  type('确认密码', 'abc-123456');
  fireEvent.click(screen.getByRole('checkbox'));
}

beforeEach(() => useSession.getState().clear());

describe('RegisterPage', () => {
  it('lists every missing required field', async () => {
    await open();
    submit();
    expect(await screen.findByText('请选择账号类型')).toBeTruthy();
    for (const text of [
      '请输入公司名称',
      '请输入联系人昵称',
      '请输入邮箱',
      '请输入验证码',
      '请设置密码',
      '请再次输入密码',
      '请阅读并同意用户协议和隐私政策',
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(post).not.toHaveBeenCalled();
  });

  it('stars the required fields', async () => {
    await open();
    for (const label of ['账号类型', '公司名称', '联系人昵称', '邮箱', '验证码', '密码', '确认密码']) {
      expect(screen.getByText(label, { selector: 'label' }).className).toContain('ant-form-item-required');
    }
  });

  it('explains the password rule and checks the confirmation', async () => {
    await open();
    type('密码', 'abcdefgh');
    type('确认密码', 'abcdefgx');
    submit();
    await expectFieldError('密码', '密码须为 10–64 位，且不能是常见密码');
    await expectFieldError('确认密码', '两次输入的密码不一致');
  });

  it('registers with the contract body, then goes to register-improve-info', async () => {
    post.mockResolvedValueOnce({ token: 't2', expires: Date.now() + 3_600_000, user: user({ role: 'SUP', refined: false }) });
    await open();
    fillValid();
    submit();
    expect(await navigatedTo()).toBe('/auth/register-improve-info');
    expect(post).toHaveBeenCalledWith(
      API.register,
      {
        role: 'SUP',
        companyName: '上海云启科技有限公司',
        nickname: 'Li Lei',
        channel: 'mail',
        target: 'li@acme.cn',
        code: '123456',
        password: 'abc-123456',
        agreeTerms: true,
      },
      { silent: true },
    );
    expect(useSession.getState().token).toBe('t2');
  });

  it('takes the invite code from the share link and sends it with the registration', async () => {
    post.mockResolvedValueOnce({ token: 't2', expires: Date.now() + 3_600_000, user: user({ role: 'SUP', refined: false }) });
    await open('zh-CN', '/auth/register?invite=ABCD2345');
    expect((screen.getByLabelText('邀请码（选填）') as HTMLInputElement).value).toBe('ABCD2345');
    fillValid();
    submit();
    expect(await navigatedTo()).toBe('/auth/register-improve-info');
    expect(post).toHaveBeenCalledWith(API.register, expect.objectContaining({ inviteCode: 'ABCD2345' }), { silent: true });
  });

  it('shows an unknown invite code on its field, in English too', async () => {
    post.mockRejectedValueOnce(apiError('INVITE_CODE_UNKNOWN', 'This invite code does not exist', { fields: ['/inviteCode'] }, 404));
    await open('en-US');
    fireEvent.click(screen.getByLabelText(/Supplier/));
    type('Company name', 'Acme Cloud Ltd');
    type('Contact nickname', 'Li Lei');
    type('Email', 'li@acme.cn');
    type('Verification code', '123456');
    type('Password', 'abc-123456');
    type('Confirm password', 'abc-123456');
    type('Invite code (optional)', 'zzzzzzzz');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign up free' }));
    await expectFieldError('Invite code (optional)', 'This invite code does not exist');
  });

  it('checks the invite code pattern before sending', async () => {
    await open();
    type('邀请码（选填）', 'no!');
    submit();
    expect(await screen.findByText('请按收到的邀请码填写：字母和数字')).toBeTruthy();
  });

  it('sends the code for registration to the chosen phone', async () => {
    post.mockResolvedValueOnce({ resendAfter: 60 });
    await open();
    fireEvent.click(screen.getByLabelText('通过短信'));
    await screen.findByLabelText('手机号');
    type('手机号', '13912345678');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(API.sendSmsCode, { phone: '13912345678', purpose: 'register' }, { silent: true }),
    );
    expect(isDisabled(await screen.findByRole('button', { name: '60 秒后重新获取' }))).toBe(true);
  });

  it('shows an address already registered like a wrong code (the server mailed a notice, not a code)', async () => {
    post.mockRejectedValueOnce(apiError('CODE_INVALID', '验证码错误或已失效'));
    await open();
    fillValid();
    submit();
    await expectFieldError('验证码', '验证码错误或已失效');
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('shows a company already registered under the company name', async () => {
    post.mockRejectedValueOnce(apiError('COMPANY_EXISTS', '该公司名称已被注册', {}, 409));
    await open();
    fillValid();
    submit();
    await expectFieldError('公司名称', '该公司名称已被注册');
  });

  it('marks the fields a VALIDATION error names', async () => {
    post.mockRejectedValueOnce(apiError('VALIDATION', '提交的信息有误', { fields: ['/nickname'] }));
    await open();
    fillValid();
    submit();
    await expectFieldError('联系人昵称', '此项填写有误，请检查');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows any other server error in an alert', async () => {
    post.mockRejectedValueOnce(apiError('RATE_LIMITED', '操作过于频繁，请稍后再试', { retryAfter: 30 }, 429));
    await open();
    fillValid();
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('操作过于频繁，请稍后再试 请 30 秒后重试。');
  });

  it('links to the terms of use and the privacy policy in a new tab', async () => {
    await open();
    const terms = screen.getByRole('link', { name: '《用户协议》' });
    const privacy = screen.getByRole('link', { name: '《隐私政策》' });
    expect(terms.getAttribute('href')).toBe('/terms/user');
    expect(privacy.getAttribute('href')).toBe('/terms/privacy');
    expect(terms.getAttribute('target')).toBe('_blank');
  });

  it('speaks English', async () => {
    await open('en-US');
    expect(screen.getByLabelText(/Supplier \(party B\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up free' }));
    expect(await screen.findByText('Choose an account type')).toBeTruthy();
    expect(screen.getByText('Please read and accept the Terms of Use and the Privacy Policy')).toBeTruthy();
  });
});
