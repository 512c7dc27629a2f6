import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import type { FormInstance } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { ApiError } from '@b2b/shared/api';
import { i18n } from '@b2b/shared/i18n';
import { useFormSubmit, type FormSubmitOptions } from './use-form-submit';

const apiError = (reason: string, message: string, data: Record<string, unknown> = {}) =>
  new ApiError(400, message, { data: { reason, ...data }, silent: true });

const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

type Options = FormSubmitOptions<{ email: string }, string>;

async function renderSubmit(options: Partial<Options> & Pick<Options, 'mutate'>, lang = 'zh-CN') {
  await act(async () => {
    await i18n.changeLanguage(lang);
  });
  const setFields = jest.fn();
  const form = { setFields } as unknown as FormInstance;
  const hook = renderHook(() => useFormSubmit(form, { fields: ['email', 'nickname'], ...options }), { wrapper });
  const submit = (vars = { email: 'li@acme.cn' }) => act(() => hook.result.current.submit(vars));
  return { hook, setFields, submit };
}

describe('useFormSubmit', () => {
  it('is busy while the call and onSuccess run, then hands onSuccess the answer', async () => {
    let resolve: (value: string) => void = () => undefined;
    const mutate = jest.fn(() => new Promise<string>((r) => (resolve = r)));
    const onSuccess = jest.fn();
    const { hook } = await renderSubmit({ mutate, onSuccess });
    expect(hook.result.current.busy).toBe(false);

    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = hook.result.current.submit({ email: 'li@acme.cn' });
    });
    expect(hook.result.current.busy).toBe(true);
    expect(mutate).toHaveBeenCalledWith({ email: 'li@acme.cn' });
    await act(async () => {
      resolve('ok');
      await done;
    });
    expect(onSuccess).toHaveBeenCalledWith('ok', { email: 'li@acme.cn' });
    expect(hook.result.current).toMatchObject({ busy: false, alert: null });
  });

  it('puts a reason that concerns a field under it', async () => {
    const { hook, setFields, submit } = await renderSubmit({
      mutate: jest.fn().mockRejectedValue(apiError('ACCOUNT_EXISTS', '该邮箱或手机号已注册')),
      byReason: { ACCOUNT_EXISTS: 'email' },
    });
    await submit();
    expect(setFields).toHaveBeenCalledWith([{ name: 'email', errors: ['该邮箱或手机号已注册'] }]);
    expect(hook.result.current).toMatchObject({ busy: false, alert: null });
  });

  it('marks the fields a VALIDATION error names with the common text, unless told otherwise', async () => {
    const mutate = jest.fn().mockRejectedValue(apiError('VALIDATION', '提交的信息有误', { fields: ['/nickname'] }));
    const { hook, setFields, submit } = await renderSubmit({ mutate });
    await submit();
    expect(setFields).toHaveBeenCalledWith([{ name: 'nickname', errors: ['此项填写有误，请检查'] }]);
    expect(hook.result.current.alert).toBeNull();

    const custom = await renderSubmit({ mutate, invalidText: 'check this' });
    await custom.submit();
    expect(custom.setFields).toHaveBeenCalledWith([{ name: 'nickname', errors: ['check this'] }]);
  });

  it('gives any other server error to the alert, with when to try again', async () => {
    const mutate = jest
      .fn()
      .mockRejectedValueOnce(apiError('RATE_LIMITED', '操作过于频繁，请稍后再试', { retryAfter: 30 }))
      .mockRejectedValueOnce(apiError('ACCOUNT_LOCKED', '登录失败次数过多，请稍后再试', { retryAfter: 900 }))
      .mockRejectedValueOnce(apiError('STATE_CONFLICT', '当前状态不允许此操作'));
    const { hook, submit } = await renderSubmit({ mutate });
    await submit();
    expect(hook.result.current.alert).toBe('操作过于频繁，请稍后再试 请 30 秒后重试。');
    await submit();
    expect(hook.result.current.alert).toBe('登录失败次数过多，请稍后再试 请 15 分钟后重试。');
    await submit();
    expect(hook.result.current.alert).toBe('当前状态不允许此操作');
    act(() => hook.result.current.clearAlert());
    expect(hook.result.current.alert).toBeNull();
  });

  it('clears the alert when the form is sent again', async () => {
    const mutate = jest.fn().mockRejectedValueOnce(apiError('STATE_CONFLICT', 'no')).mockResolvedValueOnce('ok');
    const { hook, submit } = await renderSubmit({ mutate });
    await submit();
    expect(hook.result.current.alert).toBe('no');
    await submit();
    expect(hook.result.current.alert).toBeNull();
  });

  it('shows nothing for a rejection that is not an API error', async () => {
    const { hook, setFields, submit } = await renderSubmit({
      mutate: jest.fn().mockRejectedValue(Object.assign(new Error('canceled'), { name: 'CanceledError' })),
    });
    await submit();
    expect(setFields).not.toHaveBeenCalled();
    expect(hook.result.current).toMatchObject({ busy: false, alert: null });
  });

  it('speaks English', async () => {
    const { hook, submit } = await renderSubmit(
      { mutate: jest.fn().mockRejectedValue(apiError('RATE_LIMITED', 'Too many requests', { retryAfter: 1 })) },
      'en-US',
    );
    await submit();
    expect(hook.result.current.alert).toBe('Too many requests Try again in 1 second.');
  });
});
