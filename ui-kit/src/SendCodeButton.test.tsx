import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@b2b/shared/i18n';
import { SendCodeButton } from './SendCodeButton';

const button = () => screen.getByRole('button') as HTMLButtonElement;

async function renderButton(
  props: Partial<Parameters<typeof SendCodeButton>[0]> & { send: () => Promise<{ resendAfter: number }> },
  lang = 'zh-CN',
) {
  await i18n.changeLanguage(lang);
  return render(
    <I18nextProvider i18n={i18n}>
      <SendCodeButton {...props} />
    </I18nextProvider>,
  );
}

/** Clicks and lets the send promise settle. */
async function click() {
  await act(async () => {
    fireEvent.click(button());
  });
}

describe('SendCodeButton', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts down from the server resendAfter, then may send again', async () => {
    const send = jest.fn().mockResolvedValue({ resendAfter: 60 });
    await renderButton({ send });
    expect(button().textContent).toBe('获取验证码');
    await click();
    expect(send).toHaveBeenCalledTimes(1);
    expect(button().textContent).toBe('60 秒后重新获取');
    expect(button().disabled).toBe(true);

    act(() => jest.advanceTimersByTime(1000));
    expect(button().textContent).toBe('59 秒后重新获取');
    act(() => jest.advanceTimersByTime(59_000));
    expect(button().textContent).toBe('获取验证码');
    expect(button().disabled).toBe(false);

    await click();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('ignores clicks during the countdown', async () => {
    const send = jest.fn().mockResolvedValue({ resendAfter: 30 });
    await renderButton({ send });
    await click();
    await click();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('falls back to 60 seconds when the server gives no wait', async () => {
    await renderButton({ send: jest.fn().mockResolvedValue({ resendAfter: 0 }) });
    await click();
    expect(button().textContent).toBe('60 秒后重新获取');
  });

  it('is busy while sending and usable again after a failure', async () => {
    let reject: (err: unknown) => void = () => undefined;
    const onError = jest.fn();
    await renderButton({ send: () => new Promise((_, r) => (reject = r)), onError });
    await click();
    expect(button().className).toContain('ant-btn-loading');
    const err = new Error('network');
    await act(async () => reject(err));
    expect(onError).toHaveBeenCalledWith(err);
    expect(button().disabled).toBe(false);
    expect(button().textContent).toBe('获取验证码');
  });

  it('waits out the retryAfter of a rate-limit error', async () => {
    const err = Object.assign(new Error('too many'), { code: 429, data: { reason: 'RATE_LIMITED', retryAfter: 12 } });
    await renderButton({ send: jest.fn().mockRejectedValue(err) });
    await click();
    expect(button().textContent).toBe('12 秒后重新获取');
    expect(button().disabled).toBe(true);
  });

  it('can be disabled by its form', async () => {
    const send = jest.fn();
    await renderButton({ send, disabled: true });
    expect(button().disabled).toBe(true);
  });

  it('speaks English', async () => {
    await renderButton({ send: jest.fn().mockResolvedValue({ resendAfter: 5 }) }, 'en-US');
    expect(button().textContent).toBe('Send code');
    await click();
    expect(button().textContent).toBe('Resend in 5s');
  });
});
